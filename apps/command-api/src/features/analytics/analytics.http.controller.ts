import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { BudgetActualsQuery, yearParam, type AppointmentTypeSummary, type BudgetActuals, type CustomerSummary } from '@notary/contracts';
import type { Clock } from '@notary/platform';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { CLOCK } from '../../core/tokens';
import { AppointmentTypeSummaryOf, BudgetActualsOf, CustomerSummaryOf } from './analytics.queries';

const YearParam = yearParam();

/**
 * The analytics' calls, under /api/appointmentapi as spec 001 §7 has them; budgetactuals is this
 * app's own (the planner's actual figures). Shapes and the profit rule: libs/contracts/src/analytics.ts.
 */
@Controller('api/appointmentapi')
export class AnalyticsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('appointmenttypesummary/:year')
  byWorkType(@OwnerId() ownerId: string, @Param('year', new Validate(YearParam, 'year')) year: number): Promise<AppointmentTypeSummary> {
    return this.queries.execute(new AppointmentTypeSummaryOf(ownerId, year));
  }

  @Get('customersummary/:year')
  byCustomer(@OwnerId() ownerId: string, @Param('year', new Validate(YearParam, 'year')) year: number): Promise<CustomerSummary> {
    return this.queries.execute(new CustomerSummaryOf(ownerId, year));
  }

  /** `AsOf`: the notary's today from the browser; without it, the server's date. */
  @Get('budgetactuals')
  budget(@OwnerId() ownerId: string, @Query(new Validate(BudgetActualsQuery)) query: z.output<typeof BudgetActualsQuery>): Promise<BudgetActuals> {
    return this.queries.execute(new BudgetActualsOf(ownerId, query.AsOf ?? this.clock.now().toISOString().slice(0, 10)));
  }
}
