import { Command } from '@nestjs/cqrs';
import type { DeleteAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

export class DeleteExpense extends Command<DeleteAnswer> {
  constructor(
    readonly by: Requester,
    readonly expenseId: string,
  ) {
    super();
  }
}
