import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recurringExpenseStream } from '@notary/events';
import { recurringExpenseDecider } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { notaryToday, recurringExpenseAnswer, recurringExpenseNotFound, termsOf } from '../recurring-expense-answer';
import { SaveRecurringExpense } from './save-recurring-expense.command';

@CommandHandler(SaveRecurringExpense)
export class SaveRecurringExpenseHandler implements ICommandHandler<SaveRecurringExpense> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, body }: SaveRecurringExpense) {
    const context = this.kit.context(by);
    // A new id comes from the command id, so a retried save creates nothing twice.
    const recurringExpenseId = body.Id ?? deterministicId(context.commandId, 'recurring-expense');
    const terms = termsOf(body);
    const today = notaryToday(body, terms, context.now);
    const result = await this.kit.decide(
      recurringExpenseStream(recurringExpenseId),
      recurringExpenseDecider,
      { type: 'SaveRecurringExpense', recurringExpenseId, ownerId: by.ownerId, terms, today },
      context,
      { authorize: ownedBy(by.ownerId, recurringExpenseNotFound, Boolean(body.Id)) },
    );
    return { ...recurringExpenseAnswer(recurringExpenseId, result.state.terms!, today, 0), Position: result.position };
  }
}
