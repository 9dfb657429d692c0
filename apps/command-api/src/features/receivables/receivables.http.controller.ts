import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AgingQuery, NO_CUSTOMER, ReceivableSigningsQuery, type ReceivableSignings, type ReceivablesAging } from '@notary/contracts';
import type { Clock } from '@notary/platform';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { CLOCK } from '../../core/tokens';
import { ReceivableSigningsOf, ReceivablesAgingOf } from './receivables.queries';

/**
 * /api/receivablesapi: what customers owe, aged by how late it is, and the signings behind each
 * figure. `AsOf` is the notary's today from the browser; without it, the server's date.
 */
@Controller('api/receivablesapi')
export class ReceivablesController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('aging')
  aging(@OwnerId() ownerId: string, @Query(new Validate(AgingQuery)) query: z.output<typeof AgingQuery>): Promise<ReceivablesAging> {
    return this.queries.execute(new ReceivablesAgingOf(ownerId, query.AsOf ?? this.today()));
  }

  @Get('signings')
  signings(
    @OwnerId() ownerId: string,
    @Query(new Validate(ReceivableSigningsQuery)) query: z.output<typeof ReceivableSigningsQuery>,
  ): Promise<ReceivableSignings> {
    const customer = query.CustomerId === null ? undefined : query.CustomerId === NO_CUSTOMER ? null : query.CustomerId;
    return this.queries.execute(new ReceivableSigningsOf(ownerId, query.AsOf ?? this.today(), customer, query.Bucket));
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }
}
