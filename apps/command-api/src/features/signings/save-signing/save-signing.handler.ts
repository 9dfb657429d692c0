import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SigningInput } from '@notary/contracts';
import {
  accountStream,
  customerStream,
  settingsStream,
  signingStream,
  withFields,
  type AccountEvent,
  type CustomerEvent,
  type SettingsEvent,
} from '@notary/events';
import {
  accountDecider,
  customerDecider,
  settingsDecider,
  signingDecider,
  validationError,
  type AccountState,
  type CustomerState,
  type SettingsState,
  type SigningRulesContext,
} from '@notary/domain';
import type { CommandContext } from '@notary/infrastructure';
import { deterministicId } from '@notary/platform';
import { findAccount } from '@notary/read-models';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { ReadModels } from '../../../core/read-models';
import { signingAnswer, signingNotFound } from '../signing-answer';
import { SaveSigning } from './save-signing.command';

@CommandHandler(SaveSigning)
export class SaveSigningHandler implements ICommandHandler<SaveSigning> {
  constructor(
    private readonly kit: CommandKit,
    private readonly reads: ReadModels,
  ) {}

  async execute({ by, signing }: SaveSigning) {
    const context = this.kit.context(by);
    // A new signing's id comes from the command id, so a retried save cannot create it twice.
    const signingId = signing.Id ?? deterministicId(context.commandId, 'signing');
    const customer = await this.customerOf(by.ownerId, signing.CustomerId, signing.ContactId);
    const { Id, Revision, Payments, ...fields } = signing;
    const input = withFields(fields, {
      Payments: Payments.map((payment, index) => ({
        PaymentId: payment.PaymentId || deterministicId(context.commandId, 'payment', String(index)),
        PaidDate: payment.PaidDate,
        Amount: payment.Amount,
        CheckNumber: payment.CheckNumber,
      })),
    });
    const rules = await this.rulesOf(by.ownerId);
    const command = { type: 'SaveSigning', signingId, ownerId: by.ownerId, input, rules } as const;
    if (!Id) {
      // A new signing's own rules first (nothing to load: its stream is new), so a signing that
      // would be refused does not use up one of the trial's signings.
      signingDecider.decide(command, signingDecider.initialState());
      await this.useTrialSigning(signingId, context);
    }
    const result = await this.kit.decide(signingStream(signingId), signingDecider, command, context, {
      authorize: ownedBy(by.ownerId, signingNotFound, Boolean(Id)),
      expectedRevision: Id ? (Revision ?? undefined) : undefined,
    });
    const answer = signingAnswer(signingId, result.revision, result.state, customer?.details?.Name ?? '', context.now.toISOString());
    return withFields(answer, { Position: result.position, Unchanged: result.events.length === 0 });
  }

  /**
   * On the trial, a new signing takes one of its signings, decided on the account's own stream
   * with its expected revision: with N left, N of any number of concurrent saves get one.
   */
  private async useTrialSigning(signingId: string, context: CommandContext): Promise<void> {
    // The read model's count matters only until the account's stream counts its signings itself.
    const account = await this.kit.current<AccountState, AccountEvent>(accountStream(context.ownerId), accountDecider);
    // A subscriber's signings take nothing (the decider would decide no event): the stream is not
    // read a second time for it on every new signing.
    if (account.paid) return;
    const counted = !account.trial || account.trial.signingsUsed !== null;
    const usedBefore = counted ? 0 : ((await findAccount(this.reads.catalog, context.ownerId))?.TrialSigningsUsed ?? 0);
    await this.kit.decide(accountStream(context.ownerId), accountDecider, { type: 'UseTrialSigning', signingId, usedBefore, now: context.now }, context, {
      attempts: 20,
    });
  }

  /** The owner's types of work and mileage setting, from the settings stream (consistent, not lagging). */
  private async rulesOf(ownerId: string): Promise<SigningRulesContext> {
    const settings = await this.kit.current<SettingsState, SettingsEvent>(settingsStream(ownerId), settingsDecider);
    return { workTypes: settings.WorkTypes, useTotalMileage: settings.Preferences.UseTotalMileage };
  }

  /** The customer (and contact) the signing names must be the notary's own and still there. */
  private async customerOf(ownerId: string, customerId: SigningInput['CustomerId'], contactId: SigningInput['ContactId']): Promise<CustomerState | null> {
    if (!customerId) {
      if (contactId)
        throw validationError('SIGNING.CONTACT_WITHOUT_CUSTOMER', 'Choose the customer before the contact', { ContactId: 'Choose the customer first' });
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
