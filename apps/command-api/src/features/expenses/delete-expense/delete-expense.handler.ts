import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream } from '@notary/events';
import { expenseDecider } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { expenseNotFound } from '../expense-answer';
import { DeleteExpense } from './delete-expense.command';

/** The receipt's bytes go with it: the receipts sweep deletes bytes no live expense names. */
@CommandHandler(DeleteExpense)
export class DeleteExpenseHandler implements ICommandHandler<DeleteExpense> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, expenseId }: DeleteExpense) {
    const result = await this.kit.decide(expenseStream(expenseId), expenseDecider, { type: 'DeleteExpense', reason: 'deleted' }, this.kit.context(by), {
      authorize: ownedBy(by.ownerId, expenseNotFound, true),
    });
    return { Id: expenseId, Position: result.position };
  }
}
