import { Command } from '@nestjs/cqrs';
import type { ExpenseInput, ExpenseSaveAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Record an expense (no Id) or change one the notary opened at `Revision`. */
export class SaveExpense extends Command<ExpenseSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly expense: ExpenseInput,
  ) {
    super();
  }
}
