import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RescissionDateQuery, type RescissionDateAnswer } from '@notary/contracts';
import type { z } from 'zod';
import { Validate } from '../../core/http/validation';
import { RescissionDateOf } from './rescission-date.query';

/** /api/toolsapi: the notary's calculators (spec 001 §2, Tools). */
@Controller('api/toolsapi')
export class ToolsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET rescissiondate?StartDate=MM/DD/YYYY (or YYYY-MM-DD): the last day to rescind, and why. */
  @Get('rescissiondate')
  rescissionDate(@Query(new Validate(RescissionDateQuery)) query: z.output<typeof RescissionDateQuery>): Promise<RescissionDateAnswer> {
    return this.queries.execute(new RescissionDateOf(query.StartDate));
  }
}
