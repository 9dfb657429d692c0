/**
 * An invoice or batch invoice as PDF bytes. This renders on the calling thread: a server goes
 * through PdfRenderPool, which calls this inside a worker thread.
 */
import type { InvoiceDocument } from './invoice-document';
import { invoiceDefinition, type InvoiceLayoutOptions } from './invoice-layout';
import { renderPdf } from './pdf-engine';

export type RenderInvoiceOptions = InvoiceLayoutOptions;

export async function renderInvoicePdf(doc: InvoiceDocument, options: RenderInvoiceOptions = {}): Promise<Buffer> {
  return renderPdf(invoiceDefinition(doc, options));
}
