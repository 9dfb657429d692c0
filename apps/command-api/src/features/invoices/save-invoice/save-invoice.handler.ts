import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, settingsStream, signingStream, type CustomerEvent, type SigningEvent } from '@notary/events';
import { customerDecider, INVOICE_MESSAGES, settingsDecider, signingDecider, validationError, type CustomerState, type SigningState } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { ReadModels } from '../../../core/read-models';
import { signingNotFound } from '../../signings/signing-answer';
import { resolveInvoiceInput, signingOfState } from '../invoice-input';
import { InvoiceReads } from '../invoice-reads';
import { invoiceView } from '../invoice-view';
import { SaveInvoice } from './save-invoice.command';

export const CUSTOMER_GONE_MESSAGE = 'The customer to bill was not found. It may have been deleted.';

/**
 * Records the invoice on the signing's stream (with the signing's InvoiceNumber and InvoiceSent in
 * the same append), then raises the settings' next invoice number past it (spec 001 §5). The second
 * append is idempotent: if it were lost, the next save of any invoice at or above it raises it.
 */
@CommandHandler(SaveInvoice)
export class SaveInvoiceHandler implements ICommandHandler<SaveInvoice> {
  constructor(
    private readonly kit: CommandKit,
    private readonly reads: ReadModels,
    private readonly invoices: InvoiceReads,
  ) {}

  async execute({ by, invoice: request }: SaveInvoice) {
    const context = this.kit.context(by);
    const mine = ownedBy(by.ownerId, signingNotFound, true);
    const signing = await this.kit.current<SigningState, SigningEvent>(signingStream(request.Id), signingDecider);
    mine(signing);
    if (signing.deleted) throw signingNotFound();

    const customerId = request.Customer?.Id ?? signing.details!.CustomerId;
    let customer: CustomerState | null = null;
    if (customerId) {
      customer = await this.kit.current<CustomerState, CustomerEvent>(customerStream(customerId), customerDecider);
      if (!customer.exists || customer.deleted || customer.ownerId !== by.ownerId) {
        throw validationError('INVOICE.CUSTOMER_NOT_FOUND', CUSTOMER_GONE_MESSAGE, { Customer: CUSTOMER_GONE_MESSAGE });
      }
    }
    const invoice = resolveInvoiceInput(request, customerId, customer?.contacts ?? []);

    const saved = await this.kit.decide(signingStream(request.Id), signingDecider, { type: 'SaveInvoice', invoice }, context, { authorize: mine });
    const raised = await this.kit.decide(
      settingsStream(by.ownerId),
      settingsDecider,
      { type: 'UseInvoiceNumber', invoiceNumber: invoice.InvoiceNumber },
      context,
    );

    const scope = this.reads.of(by.ownerId);
    const [customerDocument, settings] = await Promise.all([this.invoices.customer(scope, customerId), this.invoices.settings(scope)]);
    const answer = invoiceView(signingOfState(request.Id, saved.state), invoice, true, customerDocument, settings);
    answer.NextInvoiceNumber = raised.state.Preferences.NextInvoiceNumber;
    return { Response: INVOICE_MESSAGES.saved, Invoice: answer, Position: Math.max(saved.position, raised.position) };
  }
}
