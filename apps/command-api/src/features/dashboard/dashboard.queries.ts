import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpenseSummary, NextAppointment, SigningsCount, SigningSummary } from '@notary/contracts';
import { countSignings, expenseBuckets, expensesByType, findSettings, nextSigning, signingSummary } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';

const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The year's signings by month (count and dollars), optionally for some categories of work only. */
export class SigningSummaryOf extends Query<SigningSummary> {
  constructor(
    readonly ownerId: string,
    readonly year: number,
    readonly categoryIds: number[] = [],
  ) {
    super();
  }
}

/** The first signing after the notary's local time (YYYY-MM-DDTHH:mm). */
export class NextAppointmentAfter extends Query<NextAppointment> {
  constructor(
    readonly ownerId: string,
    readonly localNow: string,
  ) {
    super();
  }
}

/** How many signings the notary has (the dashboard offers import while there are 3 or fewer). */
export class SigningCount extends Query<SigningsCount> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** The year's expenses by type, largest first (the dashboard's half-pie). */
export class ExpenseSummaryOf extends Query<ExpenseSummary> {
  constructor(
    readonly ownerId: string,
    readonly year: number,
  ) {
    super();
  }
}

@QueryHandler(SigningSummaryOf)
export class SigningSummaryOfHandler implements IQueryHandler<SigningSummaryOf> {
  constructor(private readonly reads: ReadModels) {}

  execute({ ownerId, year, categoryIds }: SigningSummaryOf): Promise<SigningSummary> {
    return signingSummary(this.reads.of(ownerId), year, categoryIds);
  }
}

@QueryHandler(NextAppointmentAfter)
export class NextAppointmentAfterHandler implements IQueryHandler<NextAppointmentAfter> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, localNow }: NextAppointmentAfter): Promise<NextAppointment> {
    const signing = await nextSigning(this.reads.of(ownerId), localNow);
    if (!signing) return { Day: '', Location: '', Id: null, AppointmentDateTime: null };
    const location = [signing.Address1, signing.City, signing.State].filter(Boolean).join(', ');
    return {
      Day: LONG_DAY.format(new Date(`${signing.AppointmentDate}T00:00:00Z`)),
      Location: location,
      Id: signing.Id,
      AppointmentDateTime: signing.AppointmentDateTime,
      LastName: signing.LastName,
    };
  }
}

@QueryHandler(SigningCount)
export class SigningCountHandler implements IQueryHandler<SigningCount> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: SigningCount): Promise<SigningsCount> {
    return { Count: await countSignings(this.reads.of(ownerId)) };
  }
}

/** Read from the expense buckets the projection keeps per type and month, not summed per request. */
@QueryHandler(ExpenseSummaryOf)
export class ExpenseSummaryOfHandler implements IQueryHandler<ExpenseSummaryOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, year }: ExpenseSummaryOf): Promise<ExpenseSummary> {
    const scope = this.reads.of(ownerId);
    const [buckets, settings] = await Promise.all([expenseBuckets(scope, year), findSettings(scope)]);
    return expensesByType(year, buckets, settings?.ExpenseTypes);
  }
}
