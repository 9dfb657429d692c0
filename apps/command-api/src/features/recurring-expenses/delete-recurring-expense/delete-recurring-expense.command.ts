import { Command } from '@nestjs/cqrs';
import type { Written } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Stop a recurring expense; the expenses it already recorded stay. */
export class DeleteRecurringExpense extends Command<Written> {
  constructor(
    readonly by: Requester,
    readonly recurringExpenseId: string,
  ) {
    super();
  }
}
