import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@notary/event-store';
import type { BlobStore } from '@notary/blob-store';
import { rowsWorkbook } from '@notary/documents';
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
import { ReadModels } from '../../core/read-models';
import { BLOB_STORE, CLOCK, EVENT_STORE } from '../../core/tokens';
import { InvoicePdfs } from '../invoices/invoice-pdfs';
import { InvoiceOfSigning } from '../invoices/invoice.queries';
import { csvPieces, jsonPieces } from './text-pieces';
import type { ZipEntry } from './zip-stream';

/**
 * All of one notary's own data, as the files of one ZIP: the read models are read before the answer
 * starts (a failure there is an error answer, not a cut download); receipts, invoice PDFs and events
 * are read as the archive is written (see zip-stream.ts).
 */
export class ExportData extends Query<{ fileName: string; entries: AsyncIterable<ZipEntry> }> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** Fields kept for the app's own use (storage, search): not the notary's data. */
const INTERNAL = ['_id', '_position', 'OwnerId', 'SearchText', 'CustomerSearchName', 'SortName', 'PayeeKey', 'SigningGone'];

/**
 * Receipts ride in the download up to this much in all: the archive is written without ZIP64
 * records, so it must stay under 4 GiB. Past it (some 600 receipts of 5 MB), the rest are named in
 * a note and open from their expenses.
 */
const RECEIPTS_IN_ZIP_BYTES = 3 * 1024 ** 3;
/** The notary's events are read and written this many at a time. */
const EVENTS_PER_PAGE = 2_000;
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

  /** Each saved invoice as its PDF, rendered when its turn in the archive comes (off the event loop). */
  private async *invoicePdfs(ownerId: string, signingIds: readonly string[]): AsyncGenerator<ZipEntry> {
    const today = this.clock.now().toISOString().slice(0, 10);
    for (const signingId of signingIds) {
      const invoice = await this.queries.execute(new InvoiceOfSigning(ownerId, signingId, today));
      yield { name: `invoices/invoice-${invoice.InvoiceNumber}-${signingId}.pdf`, content: await this.pdfs.render(ownerId, invoice), store: true };
    }
  }

  /** The receipt files, each read when its turn comes; past what one ZIP holds, a note names the rest. */
  private async *receipts(expenses: Awaited<ReturnType<typeof allExpenses>>): AsyncGenerator<ZipEntry> {
    let included = 0;
    const left = { count: 0, bytes: 0 };
    for (const expense of expenses) {
      if (!expense.ReceiptHash) continue;
      const size = expense.ReceiptSize ?? 0;
      if (included + size > RECEIPTS_IN_ZIP_BYTES) {
        left.count += 1;
        left.bytes += size;
        continue;
      }
      const bytes = await this.blobs.get(expense.ReceiptHash);
      if (!bytes) continue;
      included += bytes.length;
      const extension = (expense.ReceiptFileName ?? '').split('.').pop() || 'bin';
      const payee = expense.Payee.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40);
      yield { name: `receipts/${expense.Date}-${payee}-${expense.Id}.${extension}`, content: bytes, store: true };
    }
    if (left.count > 0) {
      yield {
        name: 'receipts/README.txt',
        content: `${left.count} more receipts (${Math.round(left.bytes / 1048576)} MB) did not fit in this download, as one ZIP file holds at most 4 GB: open each from its expense.\r\n`,
      };
    }
  }

  /** Every event of the notary, one JSON line each, oldest first, read a page at a time. */
  private async *eventLines(ownerId: string): AsyncGenerator<string> {
    let after = 0;
    for (;;) {
      const page = await this.eventStore.readByOwner(ownerId, { fromPosition: after, maxCount: EVENTS_PER_PAGE });
      yield page
        .map(
          (event) => `${JSON.stringify({ position: event.position, stream: event.streamId, type: event.type, data: event.data, metadata: event.metadata })}\n`,
        )
        .join('');
      if (page.length < EVENTS_PER_PAGE) return;
      after = page[page.length - 1].position;
    }
  }

  async execute({ ownerId }: ExportData) {
    const scope = this.reads.of(ownerId);
    const [signings, customers, trips, expenses, recurring, settings, account, batches, templates, messages, pending, suggestions, defects] = await Promise.all(
      [
        allSignings(scope),
        allCustomers(scope),
        scope.find<MileageDocument>(MILEAGE, {}, { sort: { Date: 1 } }),
        allExpenses(scope),
        recurringExpenses(scope),
        findSettings(scope),
        findAccount(this.reads.catalog, ownerId),
        scope.find<BatchInvoiceDocument>(BATCH_INVOICES, {}, { sort: { InvoiceDate: 1 } }),
        emailTemplates(scope),
        scope.find<EmailMessageDocument>(EMAIL_MESSAGES, {}),
        pendingImportsOf(scope),
        ownFeedback(scope, 'suggestion'),
        ownFeedback(scope, 'defect'),
      ],
    );
    const invoices = signings.flatMap((signing) => (signing.Invoice ? [{ SigningId: signing.Id, ...signing.Invoice }] : []));
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    const files: ZipEntry[] = [
      { name: 'README.txt', content: README.replace(/\n/g, '\r\n') },
      {
        name: 'notary-ledger.xlsx',
        // Compressed already (an xlsx is itself a ZIP), and written while the archive takes it.
        content: rowsWorkbook([
          { name: 'Signings', rows: signings, leaveOut: INTERNAL },
          { name: 'Customers', rows: customers, leaveOut: INTERNAL },
          { name: 'Mileage', rows: trips, leaveOut: INTERNAL },
          { name: 'Expenses', rows: expenses, leaveOut: INTERNAL },
        ]),
        store: true,
      },
      { name: 'signings.csv', content: csvPieces(signings, INTERNAL) },
      { name: 'signings.json', content: jsonPieces(signings, withoutInternal) },
      { name: 'customers.csv', content: csvPieces(customers, INTERNAL) },
      { name: 'customers.json', content: jsonPieces(customers, withoutInternal) },
      { name: 'mileage.csv', content: csvPieces(trips, INTERNAL) },
      { name: 'mileage.json', content: jsonPieces(trips, withoutInternal) },
      { name: 'expenses.csv', content: csvPieces(expenses, INTERNAL) },
      { name: 'expenses.json', content: jsonPieces(expenses, withoutInternal) },
      { name: 'recurring-expenses.json', content: json(recurring.map((document) => withoutInternal(document))) },
      { name: 'invoices.json', content: json(invoices) },
      { name: 'batch-invoices.json', content: json(batches.map((document) => withoutInternal(document))) },
      { name: 'email-templates.json', content: json(templates.map((document) => withoutInternal(document))) },
      { name: 'outbox.json', content: json(messages.map((document) => withoutInternal(document))) },
      { name: 'pending-imports.csv', content: csvPieces(pending, INTERNAL) },
      { name: 'pending-imports.json', content: jsonPieces(pending, withoutInternal) },
      { name: 'feedback.json', content: json([...suggestions, ...defects].map((document) => withoutInternal(document))) },
      { name: 'settings.json', content: json(settings ? withoutInternal(settings) : null) },
      { name: 'account.json', content: json(account ? withoutInternal(account) : null) },
    ];
    return {
      fileName: `notary-ledger-data-${this.clock.now().toISOString().slice(0, 10)}.zip`,
      entries: this.entries(
        ownerId,
        files,
        invoices.map((invoice) => invoice.SigningId),
        expenses,
      ),
    };
  }

  /** The read models' files first, then what is read while the archive is written. */
  private async *entries(
    ownerId: string,
    files: ZipEntry[],
    invoiceSigningIds: string[],
    expenses: Awaited<ReturnType<typeof allExpenses>>,
  ): AsyncGenerator<ZipEntry> {
    yield* files;
    yield* this.invoicePdfs(ownerId, invoiceSigningIds);
    yield* this.receipts(expenses);
    yield { name: 'events.jsonl', content: this.eventLines(ownerId) };
  }
}
