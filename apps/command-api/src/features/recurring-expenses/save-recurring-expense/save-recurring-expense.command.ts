import { Command } from '@nestjs/cqrs';
import type { RecurringExpense, RecurringExpenseInput, Written } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Add a recurring expense (no Id) or change one; the change applies from the notary's today on. */
export class SaveRecurringExpense extends Command<RecurringExpense & Written> {
  constructor(
    readonly by: Requester,
    readonly body: RecurringExpenseInput,
  ) {
    super();
  }
}
