import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { batchInvoiceStream, customerStream, settingsStream, signingStream, type CustomerEvent, type SettingsEvent, type SigningEvent } from '@notary/events';
import {
  BATCH_INVOICE_MESSAGES,
  batchInvoiceDecider,
  customerDecider,
  settingsDecider,
  signingDecider,
  validationError,
  type CustomerState,
  type SettingsState,
  type SigningState,
} from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../../core/commands/command-kit';
import { signingNotFound } from '../../../signings/signing-answer';
import { termsOf } from '../batch-invoice-terms';
import { batchInvoiceNotFound } from '../batch-invoice-view';
import { SaveBatchInvoice } from './save-batch-invoice.command';

/**
 * Records the batch invoice on its own stream, then marks each of its signings (BatchInvoiceId,
 * OnBatchInvoice, InvoiceSent: spec 001 §4) and raises the next invoice number past it (§5). Every
 * signing is checked to be the notary's, live and the customer's before anything is written; each
 * later append is idempotent, so a retried save completes what a failed one began.
 */
@CommandHandler(SaveBatchInvoice)
export class SaveBatchInvoiceHandler implements ICommandHandler<SaveBatchInvoice> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, invoice: request }: SaveBatchInvoice) {
    const context = this.kit.context(by);
    const settings = await this.kit.current<SettingsState, SettingsEvent>(settingsStream(by.ownerId), settingsDecider);
    const customerId = request.Customer?.Id ?? null;
    const customer = customerId ? await this.kit.current<CustomerState, CustomerEvent>(customerStream(customerId), customerDecider) : null;
    const terms = termsOf(request, {
      nextInvoiceNumber: settings.Preferences.NextInvoiceNumber,
      customerTerms: customer?.details?.PaymentTerms,
      defaultTerms: settings.Preferences.DefaultPaymentTerms,
    });
    if (!customer || !customer.exists || customer.deleted || customer.ownerId !== by.ownerId) {
      throw validationError('BATCH_INVOICE.CUSTOMER', BATCH_INVOICE_MESSAGES.needsCustomer, { Customer: BATCH_INVOICE_MESSAGES.needsCustomer });
    }
    const mine = ownedBy(by.ownerId, signingNotFound, true);
    for (const signingId of terms.SigningIds) {
      const signing = await this.kit.current<SigningState, SigningEvent>(signingStream(signingId), signingDecider);
      mine(signing);
      if (signing.deleted) throw signingNotFound();
      if (signing.details!.CustomerId !== terms.CustomerId) {
        throw validationError('BATCH_INVOICE.SIGNINGS', BATCH_INVOICE_MESSAGES.notOfCustomer, { Appointments: BATCH_INVOICE_MESSAGES.notOfCustomer });
      }
    }

    // A new batch's id comes from the command id, so a retried save records it once.
    const batchInvoiceId = request.Id ?? deterministicId(context.commandId, 'batch-invoice');
    const saved = await this.kit.decide(
      batchInvoiceStream(batchInvoiceId),
      batchInvoiceDecider,
      { type: 'SaveBatchInvoice', batchInvoiceId, ownerId: by.ownerId, invoice: terms },
      context,
      { authorize: ownedBy(by.ownerId, batchInvoiceNotFound, Boolean(request.Id)) },
    );
    let position = saved.position;
    for (const signingId of terms.SigningIds) {
      const marked = await this.kit.decide(
        signingStream(signingId),
        signingDecider,
        { type: 'AddToBatchInvoice', batchInvoiceId, invoiceNumber: terms.InvoiceNumber, invoiceDate: terms.InvoiceDate },
        context,
        { authorize: mine },
      );
      position = Math.max(position, marked.position);
    }
    const raised = await this.kit.decide(
      settingsStream(by.ownerId),
      settingsDecider,
      { type: 'UseInvoiceNumber', invoiceNumber: terms.InvoiceNumber },
      context,
    );
    position = Math.max(position, raised.position);
    return { batchInvoiceId, position };
  }
}
