import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecurringExpense } from '@notary/contracts';
import { calendarDateIn, isTimeZone } from '@notary/domain';
import { recurringExpenses } from '@notary/read-models';
import { CLOCK } from '../../core/tokens';
import { Inject } from '@nestjs/common';
import type { Clock } from '@notary/platform';
import { ReadModels } from '../../core/read-models';
import { recurringExpenseAnswer } from './recurring-expense-answer';

/** The notary's recurring expenses by name, each with its status on the notary's date. */
export class RecurringExpensesOf extends Query<RecurringExpense[]> {
  constructor(
    readonly ownerId: string,
    /** The notary's date as their browser gave it; without it, each expense's own zone decides. */
    readonly today: string | null,
  ) {
    super();
  }
}

@QueryHandler(RecurringExpensesOf)
export class RecurringExpensesOfHandler implements IQueryHandler<RecurringExpensesOf> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ ownerId, today }: RecurringExpensesOf): Promise<RecurringExpense[]> {
    const now = this.clock.now();
    return (await recurringExpenses(this.reads.of(ownerId))).map((document) =>
      recurringExpenseAnswer(
        document.Id,
        document.Terms,
        today ?? calendarDateIn(isTimeZone(document.Terms.TimeZone) ? document.Terms.TimeZone : 'UTC', now),
        typeof document.RecordedCount === 'number' ? document.RecordedCount : 0,
        document.RecordedThrough ?? null,
      ),
    );
  }
}
