import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NextAppointmentBody, SummaryBody, yearParam } from '@notary/contracts';
import type { z } from 'zod';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { ExpenseSummaryOf, NextAppointmentAfter, SigningCount, SigningSummaryOf } from './dashboard.queries';

const YearParam = yearParam();
const pad = (n: number) => String(n).padStart(2, '0');

/** The dashboard's calls, under /api/appointmentapi as the spec has them. */
@Controller('api/appointmentapi')
export class DashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary/:year')
  summaryForYear(@OwnerId() ownerId: string, @Param('year', new Validate(YearParam, 'year')) year: number) {
    return this.queries.execute(new SigningSummaryOf(ownerId, year));
  }

  @ReadsOnly()
  @Post('summary')
  @HttpCode(200)
  summary(@OwnerId() ownerId: string, @Body(new Validate(SummaryBody)) body: z.output<typeof SummaryBody>) {
    return this.queries.execute(new SigningSummaryOf(ownerId, body.Year, body.CategoryTypes));
  }

  @Get('expensessummary/:year')
  expensesSummary(@OwnerId() ownerId: string, @Param('year', new Validate(YearParam, 'year')) year: number) {
    return this.queries.execute(new ExpenseSummaryOf(ownerId, year));
  }

  /** The client sends its local date and time, so "next" means next where the notary is. */
  @ReadsOnly()
  @Post('nextappointment')
  @HttpCode(200)
  next(@OwnerId() ownerId: string, @Body(new Validate(NextAppointmentBody)) body: z.output<typeof NextAppointmentBody>) {
    const localNow = `${body.Year}-${pad(body.Month)}-${pad(body.Day)}T${pad(body.Hour)}:${pad(body.Minute)}`;
    return this.queries.execute(new NextAppointmentAfter(ownerId, localNow));
  }

  /**
   * How many signings the notary has: the dashboard offers import while there are 3 or fewer (spec
   * 000 §6). Not in the spec's list of calls: its getimportscount counts the pending imports.
   */
  @Get('signingscount')
  signingsCount(@OwnerId() ownerId: string) {
    return this.queries.execute(new SigningCount(ownerId));
  }
}
