/**
 * @notary/documents: documents made on the server from plain models (no domain, no stores).
 * Invoices and batch invoices as PDF; reports as PDF, Excel workbook and CSV; a server renders the
 * PDFs and workbooks through PdfRenderPool, off its event loop.
 */
export { columnsOf, csvCell, csvLines, neutraliseFormula, toCsv } from './csv';
export { invoiceTotals, type InvoiceDocument, type InvoiceLine, type InvoiceTotals, type PartyAddress } from './invoice-document';
export { formatCents, formatDate } from './invoice-format';
export { renderInvoicePdf, type RenderInvoiceOptions } from './invoice-pdf';
export { PdfRenderError, PdfRenderPool, type PdfRenderPoolOptions } from './pdf-render-pool';
/** A report (the model in @notary/contracts) as one CSV file: figures, then each table. Cheap: no pool needed. */
export { reportCsv } from './report-csv';
/** A report as a PDF for an accountant, on the calling thread (a server uses PdfRenderPool.renderReport). */
export { renderReportPdf, type RenderReportPdfOptions } from './report-pdf';
/** A report as an Excel workbook, streamed to a file or stream, or collected as bytes (on the calling thread). */
export { renderReportXlsx, writeReportXlsx } from './report-xlsx';
/** Plain records as a workbook, one sheet each (the data download). */
export { rowsWorkbook, type RowsSheet } from './rows-xlsx';
