import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, settingsStream, signingStream, type SettingsEvent, type SigningEvent } from '@notary/events';
import { expenseDecider, expenseTypesOf, settingsDecider, signingDecider, validationError, type SettingsState, type SigningState } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { expenseFromState, expenseNotFound } from '../expense-answer';
import { SaveExpense } from './save-expense.command';

export const SIGNING_GONE_MESSAGE = 'The signing this expense is for was not found. It may have been deleted.';

@CommandHandler(SaveExpense)
export class SaveExpenseHandler implements ICommandHandler<SaveExpense> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, expense }: SaveExpense) {
    const context = this.kit.context(by);
    // A new expense's id comes from the command id, so a retried save records it once.
    const expenseId = expense.Id ?? deterministicId(context.commandId, 'expense');
    // The types the notary may choose, from their settings stream (not a lagging read model).
    const settings = await this.kit.current<SettingsState, SettingsEvent>(settingsStream(by.ownerId), settingsDecider);
    const types = expenseTypesOf(settings.ExpenseTypes);
    const knownTypes = new Set(types.filter((type) => !type.IsDeleted).map((type) => type.Id));
    // An expense may name only a live signing of the same notary (another's is as unknown as none).
    if (expense.AppointmentId) {
      const signing = await this.kit.current<SigningState, SigningEvent>(signingStream(expense.AppointmentId), signingDecider);
      if (!signing.exists || signing.deleted || signing.ownerId !== by.ownerId) {
        throw validationError('EXPENSE.SIGNING_NOT_FOUND', SIGNING_GONE_MESSAGE, { AppointmentId: SIGNING_GONE_MESSAGE });
      }
    }
    const { Id, Revision, ...input } = expense;
    const result = await this.kit.decide(
      expenseStream(expenseId),
      expenseDecider,
      { type: 'SaveExpense', expenseId, ownerId: by.ownerId, input, knownTypes },
      context,
      { authorize: ownedBy(by.ownerId, expenseNotFound, Boolean(Id)), expectedRevision: Id ? (Revision ?? undefined) : undefined },
    );
    return {
      ...expenseFromState(expenseId, result.revision, result.state.expense!, result.state.receipt, types),
      Position: result.position,
      Unchanged: result.events.length === 0,
    };
  }
}
