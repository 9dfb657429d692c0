import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Invoice, InvoiceRequest } from '@notary/contracts';
import { ReadModels } from '../../core/read-models';
import { resolveInvoiceInput } from './invoice-input';
import { InvoiceReads } from './invoice-reads';
import { invoiceView, proposedInvoice } from './invoice-view';

/** A signing's invoice: as saved, or as a new one would start (today is the notary's, from the browser). */
export class InvoiceOfSigning extends Query<Invoice> {
  constructor(
    readonly ownerId: string,
    readonly signingId: string,
    readonly today: string,
  ) {
    super();
  }
}

/** The invoice as the dialog has it now, saved or not: what a preview or print shows. */
export class InvoiceAsEdited extends Query<Invoice> {
  constructor(
    readonly ownerId: string,
    readonly request: InvoiceRequest,
  ) {
    super();
  }
}

@QueryHandler(InvoiceOfSigning)
export class InvoiceOfSigningHandler implements IQueryHandler<InvoiceOfSigning> {
  constructor(
    private readonly reads: ReadModels,
    private readonly invoices: InvoiceReads,
  ) {}

  async execute({ ownerId, signingId, today }: InvoiceOfSigning): Promise<Invoice> {
    const scope = this.reads.of(ownerId);
    const [signing, settings] = await Promise.all([this.invoices.signing(scope, signingId), this.invoices.settings(scope)]);
    // The billed customer: the saved invoice's, or for a new one the signing's (whose terms it takes).
    const customer = await this.invoices.customer(scope, signing.Invoice ? signing.Invoice.CustomerId : signing.CustomerId);
    const invoice = signing.Invoice ?? proposedInvoice(signing, settings, customer, today);
    return invoiceView(signing, invoice, Boolean(signing.Invoice), customer, settings);
  }
}

@QueryHandler(InvoiceAsEdited)
export class InvoiceAsEditedHandler implements IQueryHandler<InvoiceAsEdited> {
  constructor(
    private readonly reads: ReadModels,
    private readonly invoices: InvoiceReads,
  ) {}

  async execute({ ownerId, request }: InvoiceAsEdited): Promise<Invoice> {
    const scope = this.reads.of(ownerId);
    const [signing, settings] = await Promise.all([this.invoices.signing(scope, request.Id), this.invoices.settings(scope)]);
    const customerId = request.Customer?.Id ?? signing.CustomerId;
    // Only the notary's own customer can be billed, in a preview too.
    const customer = await this.invoices.customer(scope, customerId);
    const invoice = resolveInvoiceInput(request, customer ? customerId : null, customer?.Contacts ?? []);
    return invoiceView(signing, invoice, Boolean(signing.Invoice), customer, settings);
  }
}
