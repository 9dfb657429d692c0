import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, settingsStream, type SettingsEvent } from '@notary/events';
import { expenseDecider, expenseTypesOf, settingsDecider, type SettingsState } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { expenseFromState, expenseNotFound } from '../expense-answer';
import { AttachReceipt } from './attach-receipt.command';

@CommandHandler(AttachReceipt)
export class AttachReceiptHandler implements ICommandHandler<AttachReceipt> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, expenseId, receipt }: AttachReceipt) {
    const result = await this.kit.decide(expenseStream(expenseId), expenseDecider, { type: 'AttachReceipt', receipt }, this.kit.context(by), {
      authorize: ownedBy(by.ownerId, expenseNotFound, true),
    });
    const settings = await this.kit.current<SettingsState, SettingsEvent>(settingsStream(by.ownerId), settingsDecider);
    return {
      ...expenseFromState(expenseId, result.revision, result.state.expense!, result.state.receipt, expenseTypesOf(settings.ExpenseTypes)),
      Position: result.position,
      Unchanged: result.events.length === 0,
    };
  }
}
