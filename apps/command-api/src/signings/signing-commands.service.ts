import { Inject, Injectable } from '@nestjs/common';
import { customerStream, settingsStream, signingStream, type CustomerEvent, type SettingsEvent, type SigningEvent } from '@notary/events';
import {
  customerDecider, notFound, settingsDecider, signingDecider, validationError,
  type CustomerState, type SettingsState, type SigningCommand, type SigningRulesContext, type SigningState,
} from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, loadState, type CommandContext } from '@notary/infrastructure';
import { deterministicId, type Clock } from '@notary/platform';
import { BillingService } from '../accounts/billing.service';
import type { RequestMeta } from '../http/command-context';
import { CLOCK, EVENT_STORE } from '../runtime/tokens';
import type { SigningBody } from './signing.schemas';

const signingNotFound = () => notFound('SIGNING.NOT_FOUND', 'The signing was not found. It may have been deleted.');

/** Signing commands: each loads the signing's stream, checks it is the notary's own, and decides. */
@Injectable()
export class SigningCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly billing: BillingService,
  ) {}

  async save(ownerId: string, body: SigningBody, meta: RequestMeta) {
    const context = this.context(ownerId, meta);
    await this.billing.requireActive(ownerId, context.now);
    // A new signing's id comes from the command id, so a retried save cannot create it twice.
    const signingId = body.Id ?? deterministicId(context.commandId, 'signing');
    const customer = await this.checkCustomer(ownerId, body.CustomerId, body.ContactId);
    const { Id, Revision, Payments, ...fields } = body;
    const input = {
      ...fields,
      Payments: Payments.map((payment, index) => ({
        PaymentId: payment.PaymentId || deterministicId(context.commandId, 'payment', String(index)),
        PaidDate: payment.PaidDate,
        Amount: payment.Amount,
        CheckNumber: payment.CheckNumber,
      })),
    };
    const rules = await this.rulesFor(ownerId);
    const result = await this.run(signingId, { type: 'SaveSigning', signingId, ownerId, input, rules }, context, Boolean(Id), Id ? Revision ?? undefined : undefined);
    return { ...result, signingId, customerName: customer?.details?.Name ?? '' };
  }

  delete(ownerId: string, signingId: string, meta: RequestMeta) {
    return this.run(signingId, { type: 'DeleteSigning' }, this.context(ownerId, meta), true);
  }

  async recordConfirmation(ownerId: string, signingId: string, entry: { confirmed: boolean; note: string; date: string; time: { Hour: number; Minute: number; AmPm: 'AM' | 'PM' } }, meta: RequestMeta) {
    const context = this.context(ownerId, meta);
    return this.run(signingId, { type: 'RecordConfirmation', ...entry, now: context.now }, context, true);
  }

  /** Pays the balance of each selected signing; all must be the notary's own before any is paid. */
  async recordBatchPayment(ownerId: string, signingIds: string[], paidDate: string, checkNumber: string, meta: RequestMeta) {
    const context = this.context(ownerId, meta);
    await this.billing.requireActive(ownerId, context.now);
    const unique = [...new Set(signingIds)];
    for (const signingId of unique) {
      const { state } = await loadState<SigningState, SigningEvent>(this.eventStore, signingStream(signingId), signingDecider);
      if (!state.exists || state.deleted || state.ownerId !== ownerId) throw signingNotFound();
    }
    let position = 0;
    for (const signingId of unique) {
      const paymentId = deterministicId(context.commandId, 'batch-payment', signingId);
      const result = await this.run(signingId, { type: 'RecordBatchPayment', paymentId, paidDate, checkNumber }, context, true);
      position = Math.max(position, result.position);
    }
    return { count: unique.length, position };
  }

  private run(signingId: string, command: SigningCommand, context: CommandContext, mustExist: boolean, expectedRevision?: number) {
    return handleCommand(this.eventStore, signingStream(signingId), signingDecider, command, context, {
      expectedRevision,
      // Another notary's signing, or one that does not exist, answers the same 404.
      authorize: (state) => {
        if ((mustExist && !state.exists) || (state.exists && state.ownerId !== context.ownerId)) throw signingNotFound();
      },
    });
  }

  /** The owner's types of work and mileage setting, from the settings stream (consistent, not lagging). */
  async rulesFor(ownerId: string): Promise<SigningRulesContext> {
    const { state } = await loadState<SettingsState, SettingsEvent>(this.eventStore, settingsStream(ownerId), settingsDecider);
    return { workTypes: state.WorkTypes, useTotalMileage: state.Preferences.UseTotalMileage };
  }

  private async checkCustomer(ownerId: string, customerId: string | null, contactId: string | null): Promise<CustomerState | null> {
    if (!customerId) {
      if (contactId) throw validationError('SIGNING.CONTACT_WITHOUT_CUSTOMER', 'Choose the customer before the contact', { ContactId: 'Choose the customer first' });
      return null;
    }
    const { state } = await loadState<CustomerState, CustomerEvent>(this.eventStore, customerStream(customerId), customerDecider);
    if (!state.exists || state.deleted || state.ownerId !== ownerId) {
      throw validationError('SIGNING.CUSTOMER_NOT_FOUND', 'The customer was not found. It may have been deleted.', { CustomerId: 'Choose another customer' });
    }
    if (contactId && !state.contacts.some((contact) => contact.Id === contactId)) {
      throw validationError('SIGNING.CONTACT_NOT_FOUND', 'The contact was not found for this customer.', { ContactId: 'Choose another contact' });
    }
    return state;
  }

  private context(ownerId: string, meta: RequestMeta): CommandContext {
    return { ...meta, ownerId, now: this.clock.now() };
  }
}
