import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppointmentTypeSummary, BudgetActuals, CustomerSummary, ExpenseSummary } from '@notary/contracts';
import {
  expensesByType,
  customerBuckets,
  customerNames,
  expenseBuckets,
  findSettings,
  workTypeBuckets,
  workTypeBucketsOfYears,
  type ExpenseBucket,
  type OwnerScope,
  type SettingsDocument,
} from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { appointmentTypeSummary, customerSummary, type ExpenseFigures } from './analytics-summaries';
import { budgetActuals } from './budget-actuals';

/** The year's signings by category and type of work, by month, with profit. */
export class AppointmentTypeSummaryOf extends Query<AppointmentTypeSummary> {
  constructor(
    readonly ownerId: string,
    readonly year: number,
  ) {
    super();
  }
}

/** The year's signings by customer, by month, with profit. */
export class CustomerSummaryOf extends Query<CustomerSummary> {
  constructor(
    readonly ownerId: string,
    readonly year: number,
  ) {
    super();
  }
}

/** The budget planner's actual figures: the twelve whole months before `asOf`'s month, and that month so far. */
export class BudgetActualsOf extends Query<BudgetActuals> {
  constructor(
    readonly ownerId: string,
    readonly asOf: string,
  ) {
    super();
  }
}

/** The year's expenses by month (cents) and by type (as the dashboard's expensessummary), from one read of the expense buckets. */
export function expenseFigures(year: number, buckets: readonly ExpenseBucket[], settings: SettingsDocument | null): ExpenseFigures {
  const byMonth = Array.from({ length: 12 }, () => 0);
  for (const bucket of buckets) byMonth[bucket.Month - 1] += bucket.TotalCents;
  const summary: ExpenseSummary = expensesByType(year, buckets, settings?.ExpenseTypes);
  return { byMonth, summary };
}

async function expensesAndSettings(scope: OwnerScope, year: number) {
  const [buckets, settings] = await Promise.all([expenseBuckets(scope, year), findSettings(scope)]);
  return { expenses: expenseFigures(year, buckets, settings), settings };
}

/** Read from the buckets the signings and expenses projections keep, never summed from signings per request. */
@QueryHandler(AppointmentTypeSummaryOf)
export class AppointmentTypeSummaryOfHandler implements IQueryHandler<AppointmentTypeSummaryOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, year }: AppointmentTypeSummaryOf): Promise<AppointmentTypeSummary> {
    const scope = this.reads.of(ownerId);
    const [buckets, { expenses, settings }] = await Promise.all([workTypeBuckets(scope, year), expensesAndSettings(scope, year)]);
    return appointmentTypeSummary(year, buckets, expenses, {
      workTypes: new Map((settings?.WorkTypes ?? []).map((type) => [type.Id, type.Name])),
      categories: new Map((settings?.Categories ?? []).map((category) => [category.Id, category.Description])),
    });
  }
}

@QueryHandler(CustomerSummaryOf)
export class CustomerSummaryOfHandler implements IQueryHandler<CustomerSummaryOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, year }: CustomerSummaryOf): Promise<CustomerSummary> {
    const scope = this.reads.of(ownerId);
    const [buckets, { expenses }] = await Promise.all([customerBuckets(scope, year), expensesAndSettings(scope, year)]);
    const ids = [...new Set(buckets.flatMap((bucket) => (bucket.CustomerId ? [bucket.CustomerId] : [])))];
    return customerSummary(year, buckets, expenses, await customerNames(scope, ids));
  }
}

@QueryHandler(BudgetActualsOf)
export class BudgetActualsOfHandler implements IQueryHandler<BudgetActualsOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, asOf }: BudgetActualsOf): Promise<BudgetActuals> {
    const scope = this.reads.of(ownerId);
    const year = Number(asOf.slice(0, 4));
    const [signings, lastYearsExpenses, thisYearsExpenses] = await Promise.all([
      workTypeBucketsOfYears(scope, [year - 1, year]),
      expenseBuckets(scope, year - 1),
      expenseBuckets(scope, year),
    ]);
    return budgetActuals(asOf, signings, [...lastYearsExpenses, ...thisYearsExpenses]);
  }
}
