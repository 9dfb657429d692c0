import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BatchInvoice, BatchInvoiceRequest } from '@notary/contracts';
import type { InvoiceDocument } from '@notary/documents';
import { BATCH_INVOICE_MESSAGES, validationError } from '@notary/domain';
import type { BatchInvoiceTerms } from '@notary/events';
import { findBatchInvoice, signingsByIds, type OwnerScope } from '@notary/read-models';
import { ReadModels } from '../../../core/read-models';
import { InvoiceReads } from '../invoice-reads';
import { batchInvoiceNotFound, batchInvoicePdfModel, batchInvoiceView, inBatchOrder } from './batch-invoice-view';
import { termsOf } from './batch-invoice-terms';

/** A batch invoice with what its page and its PDF show. */
export interface BatchInvoiceRead {
  view: BatchInvoice;
  pdf: InvoiceDocument;
}

/** A saved batch invoice (spec 001 §7 GET get/{id}). */
export class FindBatchInvoice extends Query<BatchInvoiceRead> {
  constructor(
    readonly ownerId: string,
    readonly batchInvoiceId: string,
  ) {
    super();
  }
}

/** A batch invoice as its page has it, saved or not: the proposal, the preview and the print. */
export class BatchInvoiceAsEdited extends Query<BatchInvoiceRead> {
  constructor(
    readonly ownerId: string,
    readonly request: BatchInvoiceRequest,
  ) {
    super();
  }
}

async function read(invoices: InvoiceReads, scope: OwnerScope, id: string | null, terms: BatchInvoiceTerms, strict: boolean): Promise<BatchInvoiceRead> {
  const [customer, settings, found] = await Promise.all([
    invoices.customer(scope, terms.CustomerId),
    invoices.settings(scope),
    signingsByIds(scope, terms.SigningIds),
  ]);
  // Only the notary's own customer and signings; on an edited batch every signing must be the customer's.
  if (!customer) throw validationError('BATCH_INVOICE.CUSTOMER', BATCH_INVOICE_MESSAGES.needsCustomer, { Customer: BATCH_INVOICE_MESSAGES.needsCustomer });
  const signings = inBatchOrder(terms.SigningIds, found);
  if (strict && (signings.length !== terms.SigningIds.length || signings.some((signing) => signing.CustomerId !== customer.Id))) {
    throw validationError('BATCH_INVOICE.SIGNINGS', BATCH_INVOICE_MESSAGES.notOfCustomer, { Appointments: BATCH_INVOICE_MESSAGES.notOfCustomer });
  }
  return { view: batchInvoiceView(id, terms, signings, customer), pdf: batchInvoicePdfModel(terms, signings, customer, settings?.Profile ?? null) };
}

@QueryHandler(FindBatchInvoice)
export class FindBatchInvoiceHandler implements IQueryHandler<FindBatchInvoice> {
  constructor(
    private readonly reads: ReadModels,
    private readonly invoices: InvoiceReads,
  ) {}

  async execute({ ownerId, batchInvoiceId }: FindBatchInvoice): Promise<BatchInvoiceRead> {
    const scope = this.reads.of(ownerId);
    const batch = await findBatchInvoice(scope, batchInvoiceId);
    if (!batch) throw batchInvoiceNotFound();
    // A signing deleted since is left out, and a customer deleted since still heads the invoice as it was billed.
    return read(this.invoices, scope, batch.Id, batch, false).catch((error: unknown) => {
      throw error instanceof Error && 'code' in error && error.code === 'BATCH_INVOICE.CUSTOMER' ? batchInvoiceNotFound() : error;
    });
  }
}

@QueryHandler(BatchInvoiceAsEdited)
export class BatchInvoiceAsEditedHandler implements IQueryHandler<BatchInvoiceAsEdited> {
  constructor(
    private readonly reads: ReadModels,
    private readonly invoices: InvoiceReads,
  ) {}

  async execute({ ownerId, request }: BatchInvoiceAsEdited): Promise<BatchInvoiceRead> {
    const scope = this.reads.of(ownerId);
    const [settings, customer] = await Promise.all([this.invoices.settings(scope), this.invoices.customer(scope, request.Customer?.Id ?? null)]);
    const terms = termsOf(request, {
      nextInvoiceNumber: settings?.Preferences.NextInvoiceNumber ?? 1001,
      customerTerms: customer?.PaymentTerms,
      defaultTerms: settings?.Preferences.DefaultPaymentTerms,
    });
    return read(this.invoices, scope, request.Id, terms, true);
  }
}
