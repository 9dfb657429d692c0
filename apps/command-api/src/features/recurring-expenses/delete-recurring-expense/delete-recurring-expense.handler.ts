import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recurringExpenseStream } from '@notary/events';
import { recurringExpenseDecider } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { recurringExpenseNotFound } from '../recurring-expense-answer';
import { DeleteRecurringExpense } from './delete-recurring-expense.command';

@CommandHandler(DeleteRecurringExpense)
export class DeleteRecurringExpenseHandler implements ICommandHandler<DeleteRecurringExpense> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, recurringExpenseId }: DeleteRecurringExpense) {
    const context = this.kit.context(by);
    const result = await this.kit.decide(recurringExpenseStream(recurringExpenseId), recurringExpenseDecider, { type: 'DeleteRecurringExpense' }, context, {
      authorize: ownedBy(by.ownerId, recurringExpenseNotFound, true),
    });
    return { Position: result.position };
  }
}
