import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@notary/event-store';
import type { BlobStore } from '@notary/blob-store';
import { columnsOf, rowsWorkbook, toCsv } from '@notary/documents';
import {
  allCustomers,
  allExpenses,
  allSignings,
  BATCH_INVOICES,
  EMAIL_MESSAGES,
  emailTemplates,
  findAccount,
  findSettings,
  MILEAGE,
  ownFeedback,
  pendingImportsOf,
  recurringExpenses,
  type BatchInvoiceDocument,
  type EmailMessageDocument,
  type MileageDocument,
} from '@notary/read-models';
import type { Clock } from '@notary/platform';
import { strToU8, zipSync } from 'fflate';
import { ReadModels } from '../../core/read-models';
import { BLOB_STORE, CLOCK, EVENT_STORE } from '../../core/tokens';
import { InvoicePdfs } from '../invoices/invoice-pdfs';
import { InvoiceOfSigning } from '../invoices/invoice.queries';

/** All of one notary's own data, as one ZIP file. */
export class ExportData extends Query<{ fileName: string; zip: Uint8Array }> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** Fields kept for the app's own use (storage, search): not the notary's data. */
const INTERNAL = ['_id', '_position', 'OwnerId', 'SearchText', 'CustomerSearchName', 'SortName', 'PayeeKey', 'SigningGone'];

/** Receipts ride in the download up to this much in all (the ZIP is built in memory). */
const RECEIPTS_IN_ZIP_BYTES = 100 * 1024 * 1024;
const withoutInternal = (document: Record<string, unknown>) => Object.fromEntries(Object.entries(document).filter(([key]) => !INTERNAL.includes(key)));

const README = `Your Notary Ledger data
=======================

notary-ledger.xlsx               signings, customers, mileage and expenses as an Excel workbook, one sheet each
signings.csv / signings.json     every signing, with its payments and confirmation calls
customers.csv / customers.json   every customer, with its address and contacts
mileage.csv / mileage.json       every extra trip (the miles of signings are on the signings)
expenses.csv / expenses.json     every expense, with its type and Schedule C line
recurring-expenses.json          your recurring expenses and their terms
invoices.json                    each signing's invoice as you saved it (its payments are on the signing)
invoices/                        each saved invoice as the PDF you would print or send
batch-invoices.json              your batch invoices: customer, signings, number, dates and terms
email-templates.json             your e-mail templates
outbox.json                      the e-mails you sent through the app, with their state (attachments are in events.jsonl by hash)
pending-imports.csv / .json      rows of your imported files not yet accepted as signings or discarded
feedback.json                    the suggestions and bug reports you sent, with their status
receipts/                        the receipt files, named by the expense's date, payee and id
settings.json                    your settings, business profile and types of work
account.json                     your account: e-mail, plan and trial
events.jsonl                     everything you did, one event per line, oldest first (the app's own record)

The CSV files open in any spreadsheet. A cell that a spreadsheet would run as a formula starts with an
apostrophe, so it shows as the text you typed. Lists inside a cell (payments, contacts) are JSON.
Your password is not in this file.
`;

/**
 * The notary's data download (Billing page; allowed after the trial too, so no one is ever left
 * without their data): the read models as CSV and JSON, and their own events. Only the owner's
 * documents and events are read; the owner comes from the session.
 */
@QueryHandler(ExportData)
export class ExportDataHandler implements IQueryHandler<ExportData> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly queries: QueryBus,
    private readonly pdfs: InvoicePdfs,
  ) {}

  /** Each saved invoice as its PDF, one after the other (the renderer works off the event loop). */
  private async invoicePdfs(ownerId: string, signingIds: readonly string[]): Promise<Record<string, Uint8Array>> {
    const files: Record<string, Uint8Array> = {};
    const today = this.clock.now().toISOString().slice(0, 10);
    for (const signingId of signingIds) {
      const invoice = await this.queries.execute(new InvoiceOfSigning(ownerId, signingId, today));
      files[`invoices/invoice-${invoice.InvoiceNumber}-${signingId}.pdf`] = await this.pdfs.render(ownerId, invoice);
    }
    return files;
  }

  /** The receipt files, or, past the size the download can carry, a note saying where they are. */
  private async receipts(expenses: Awaited<ReturnType<typeof allExpenses>>): Promise<Record<string, Uint8Array>> {
    const withReceipt = expenses.filter((expense) => expense.ReceiptHash);
    const total = withReceipt.reduce((sum, expense) => sum + (expense.ReceiptSize ?? 0), 0);
    if (total > RECEIPTS_IN_ZIP_BYTES) {
      return {
        'receipts/README.txt': strToU8(
          `Your ${withReceipt.length} receipts (${Math.round(total / 1048576)} MB) are too many for one download: open each from its expense.\r\n`,
        ),
      };
    }
    const files: Record<string, Uint8Array> = {};
    for (const expense of withReceipt) {
      const bytes = await this.blobs.get(expense.ReceiptHash!);
      if (!bytes) continue;
      const extension = (expense.ReceiptFileName ?? '').split('.').pop() || 'bin';
      const payee = expense.Payee.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40);
      files[`receipts/${expense.Date}-${payee}-${expense.Id}.${extension}`] = bytes;
    }
    return files;
  }

  async execute({ ownerId }: ExportData) {
    const scope = this.reads.of(ownerId);
    const [signings, customers, trips, expenses, recurring, settings, account, events, batches, templates, messages, pending, suggestions, defects] =
      await Promise.all([
        allSignings(scope),
        allCustomers(scope),
        scope.find<MileageDocument>(MILEAGE, {}, { sort: { Date: 1 } }),
        allExpenses(scope),
        recurringExpenses(scope),
        findSettings(scope),
        findAccount(this.reads.catalog, ownerId),
        this.eventStore.readByOwner(ownerId),
        scope.find<BatchInvoiceDocument>(BATCH_INVOICES, {}, { sort: { InvoiceDate: 1 } }),
        emailTemplates(scope),
        scope.find<EmailMessageDocument>(EMAIL_MESSAGES, {}),
        pendingImportsOf(scope),
        ownFeedback(scope, 'suggestion'),
        ownFeedback(scope, 'defect'),
      ]);
    const invoices = signings.flatMap((signing) => (signing.Invoice ? [{ SigningId: signing.Id, ...signing.Invoice }] : []));
    const signingRows = signings.map((signing) => withoutInternal(signing));
    const customerRows = customers.map((customer) => withoutInternal(customer));
    const tripRows = trips.map((trip) => withoutInternal(trip));
    const expenseRows = expenses.map((expense) => withoutInternal(expense));
    const pendingRows = pending.map((row) => withoutInternal(row));
    const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
    const workbook = await rowsWorkbook([
      { name: 'Signings', rows: signingRows },
      { name: 'Customers', rows: customerRows },
      { name: 'Mileage', rows: tripRows },
      { name: 'Expenses', rows: expenseRows },
    ]);
    const zip = zipSync({
      'README.txt': strToU8(README.replace(/\n/g, '\r\n')),
      'notary-ledger.xlsx': workbook,
      'signings.csv': strToU8(toCsv(columnsOf(signingRows), signingRows)),
      'signings.json': json(signingRows),
      'customers.csv': strToU8(toCsv(columnsOf(customerRows), customerRows)),
      'customers.json': json(customerRows),
      'mileage.csv': strToU8(toCsv(columnsOf(tripRows), tripRows)),
      'mileage.json': json(tripRows),
      'expenses.csv': strToU8(toCsv(columnsOf(expenseRows), expenseRows)),
      'expenses.json': json(expenseRows),
      'recurring-expenses.json': json(recurring.map((document) => withoutInternal(document))),
      'invoices.json': json(invoices),
      ...(await this.invoicePdfs(
        ownerId,
        invoices.map((invoice) => invoice.SigningId),
      )),
      'batch-invoices.json': json(batches.map((document) => withoutInternal(document))),
      'email-templates.json': json(templates.map((document) => withoutInternal(document))),
      'outbox.json': json(messages.map((document) => withoutInternal(document))),
      'pending-imports.csv': strToU8(toCsv(columnsOf(pendingRows), pendingRows)),
      'pending-imports.json': json(pendingRows),
      'feedback.json': json([...suggestions, ...defects].map((document) => withoutInternal(document))),
      ...(await this.receipts(expenses)),
      'settings.json': json(settings ? withoutInternal(settings) : null),
      'account.json': json(account ? withoutInternal(account) : null),
      'events.jsonl': strToU8(
        events
          .map((event) => JSON.stringify({ position: event.position, stream: event.streamId, type: event.type, data: event.data, metadata: event.metadata }))
          .join('\n') + '\n',
      ),
    });
    return { fileName: `notary-ledger-data-${this.clock.now().toISOString().slice(0, 10)}.zip`, zip };
  }
}
