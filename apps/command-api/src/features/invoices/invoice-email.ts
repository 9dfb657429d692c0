import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { BatchInvoiceEmailRequest, Invoice, InvoiceEmailRequest, InvoiceSentAnswer } from '@notary/contracts';
import { isSendableAddress, listEntries, validationError } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import type { Requester } from '../../core/http/requester';
import { CATALOG, EVENT_STORE } from '../../core/tokens';
import { Outbox } from '../email/outbox.service';
import { FindBatchInvoice } from './batch/batch-invoice.queries';
import { InvoicePdfs } from './invoice-pdfs';
import { InvoiceOfSigning } from './invoice.queries';
import { SaveInvoice } from './save-invoice/save-invoice.command';

/** Spec 001 §8's toasts. */
export const INVOICE_SENT = 'Invoice Sent';
export const BATCH_INVOICE_SENT = 'Batch Invoice Sent';
export const ADDRESS_MESSAGE = 'Please enter a valid email address';

/**
 * Spec 001 §5: the sender and each recipient longer than 3 characters, with a dot and an at sign.
 * Several recipients are separated by commas; one that is not an address is refused, not dropped.
 */
function checkedAddresses(request: { Sender: string; Recepient: string; BCC: string }) {
  const errors: Record<string, string> = {};
  const to = listEntries(request.Recepient);
  const bcc = listEntries(request.BCC);
  if (!isSendableAddress(request.Sender)) errors.Sender = ADDRESS_MESSAGE;
  if (!to.length || !to.every(isSendableAddress)) errors.Recepient = ADDRESS_MESSAGE;
  if (!bcc.every(isSendableAddress)) errors.BCC = ADDRESS_MESSAGE;
  const first = Object.values(errors)[0];
  if (first) throw validationError('INVOICE.EMAIL_ADDRESS', first, errors);
  return { replyTo: request.Sender.trim(), to, bcc };
}

/** E-mails invoices: the PDF as it stands, attached, through the outbox (the request answers at once). */
@Injectable()
export class InvoiceMailer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly pdfs: InvoicePdfs,
    private readonly outbox: Outbox,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
  ) {}

  /**
   * The PDF is made from the read models: they first catch up with everything written before this
   * request (a signing saved a moment ago is on its invoice), waiting at most a few seconds.
   */
  private async caughtUp(): Promise<void> {
    await this.catalog.waitFor(await this.eventStore.headPosition(), 5_000);
  }

  async sendInvoice(by: Requester, request: InvoiceEmailRequest): Promise<InvoiceSentAnswer> {
    const { replyTo, to, bcc } = checkedAddresses(request);
    await this.caughtUp();
    let invoice = await this.queries.execute(new InvoiceOfSigning(by.ownerId, request.InvoiceId, new Date().toISOString().slice(0, 10)));
    let position = 0;
    // An invoice sent is issued: one never saved is saved as proposed, so the signing is marked
    // invoiced with the number the customer receives.
    if (!invoice.Saved) {
      const saved = await this.commands.execute(new SaveInvoice(by, saveRequestOf(invoice)));
      invoice = saved.Invoice;
      position = saved.Position;
    }
    const pdf = await this.pdfs.render(by.ownerId, invoice);
    const queued = await this.outbox.queue(by, {
      To: to,
      Bcc: bcc,
      Subject: request.Subject,
      Text: request.Body,
      ReplyTo: replyTo,
      Attachments: [{ FileName: `invoice-${invoice.InvoiceNumber}.pdf`, ContentType: 'application/pdf', Content: pdf }],
      Purpose: { Kind: 'invoice', RefId: invoice.Id },
    });
    return { Response: INVOICE_SENT, MessageId: queued.MessageId, State: queued.State, Position: Math.max(position, queued.Position) };
  }

  async sendBatch(by: Requester, request: BatchInvoiceEmailRequest): Promise<string> {
    const { replyTo, to, bcc } = checkedAddresses(request);
    await this.caughtUp();
    const { view, pdf } = await this.queries.execute(new FindBatchInvoice(by.ownerId, request.BatchInvoiceId));
    await this.outbox.queue(by, {
      To: to,
      Bcc: bcc,
      Subject: request.Subject,
      Text: request.Body,
      ReplyTo: replyTo,
      Attachments: [{ FileName: `batch-invoice-${view.InvoiceNumber}.pdf`, ContentType: 'application/pdf', Content: await this.pdfs.renderDocument(pdf) }],
      Purpose: { Kind: 'batch-invoice', RefId: request.BatchInvoiceId },
    });
    return request.BatchInvoiceId;
  }
}

/** The save request of an invoice as the API answered it (its billed lines only). */
function saveRequestOf(invoice: Invoice) {
  return {
    Id: invoice.Id,
    InvoiceNumber: invoice.InvoiceNumber,
    InvoiceDate: invoice.InvoiceDate,
    PaymentTerms: invoice.PaymentTerms,
    Customer: invoice.Customer ? { Id: invoice.Customer.Id } : null,
    ContactId: invoice.ContactId,
    Notes: invoice.Notes,
    LineItems: invoice.LineItems.filter((line) => !line.IsPayment).map((line) => ({ Description: line.Description, Amount: line.Amount, IsPayment: false })),
  };
}
