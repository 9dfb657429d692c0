/**
 * @notary/documents: documents made on the server from plain models (no domain, no stores). Invoices
 * and batch invoices as PDF; a server renders them through PdfRenderPool, off its event loop.
 */
export { invoiceTotals, type InvoiceDocument, type InvoiceLine, type InvoiceTotals, type PartyAddress } from './invoice-document';
export { formatCents, formatDate } from './invoice-format';
export { renderInvoicePdf, type RenderInvoiceOptions } from './invoice-pdf';
export { PdfRenderError, PdfRenderPool, type PdfRenderPoolOptions } from './pdf-render-pool';
