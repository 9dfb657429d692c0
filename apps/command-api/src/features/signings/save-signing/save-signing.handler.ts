import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SigningInput } from '@notary/contracts';
import { customerStream, settingsStream, signingStream, type CustomerEvent, type SettingsEvent } from '@notary/events';
import { customerDecider, settingsDecider, signingDecider, validationError, type CustomerState, type SettingsState, type SigningRulesContext } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { TrialGate } from '../../../core/commands/trial-gate';
import { signingAnswer, signingNotFound } from '../signing-answer';
import { SaveSigning } from './save-signing.command';

@CommandHandler(SaveSigning)
export class SaveSigningHandler implements ICommandHandler<SaveSigning> {
  constructor(
    private readonly kit: CommandKit,
    private readonly trial: TrialGate,
  ) {}

  async execute({ by, signing }: SaveSigning) {
    const context = this.kit.context(by);
    await this.trial.requireActive(by.ownerId, context.now);
    // A new signing's id comes from the command id, so a retried save cannot create it twice.
    const signingId = signing.Id ?? deterministicId(context.commandId, 'signing');
    const customer = await this.customerOf(by.ownerId, signing.CustomerId, signing.ContactId);
    const { Id, Revision, Payments, ...fields } = signing;
    const input = {
      ...fields,
      Payments: Payments.map((payment, index) => ({
        PaymentId: payment.PaymentId || deterministicId(context.commandId, 'payment', String(index)),
        PaidDate: payment.PaidDate,
        Amount: payment.Amount,
        CheckNumber: payment.CheckNumber,
      })),
    };
    const rules = await this.rulesOf(by.ownerId);
    const result = await this.kit.decide(signingStream(signingId), signingDecider, { type: 'SaveSigning', signingId, ownerId: by.ownerId, input, rules }, context, {
      authorize: ownedBy(by.ownerId, signingNotFound, Boolean(Id)),
      expectedRevision: Id ? (Revision ?? undefined) : undefined,
    });
    const answer = signingAnswer(signingId, result.revision, result.state, customer?.details?.Name ?? '', context.now.toISOString());
    return { ...answer, Position: result.position, Unchanged: result.events.length === 0 };
  }

  /** The owner's types of work and mileage setting, from the settings stream (consistent, not lagging). */
  private async rulesOf(ownerId: string): Promise<SigningRulesContext> {
    const settings = await this.kit.current<SettingsState, SettingsEvent>(settingsStream(ownerId), settingsDecider);
    return { workTypes: settings.WorkTypes, useTotalMileage: settings.Preferences.UseTotalMileage };
  }

  /** The customer (and contact) the signing names must be the notary's own and still there. */
  private async customerOf(ownerId: string, customerId: SigningInput['CustomerId'], contactId: SigningInput['ContactId']): Promise<CustomerState | null> {
    if (!customerId) {
      if (contactId) throw validationError('SIGNING.CONTACT_WITHOUT_CUSTOMER', 'Choose the customer before the contact', { ContactId: 'Choose the customer first' });
      return null;
    }
    const customer = await this.kit.current<CustomerState, CustomerEvent>(customerStream(customerId), customerDecider);
    if (!customer.exists || customer.deleted || customer.ownerId !== ownerId) {
      throw validationError('SIGNING.CUSTOMER_NOT_FOUND', 'The customer was not found. It may have been deleted.', { CustomerId: 'Choose another customer' });
    }
    if (contactId && !customer.contacts.some((contact) => contact.Id === contactId)) {
      throw validationError('SIGNING.CONTACT_NOT_FOUND', 'The contact was not found for this customer.', { ContactId: 'Choose another contact' });
    }
    return customer;
  }
}
