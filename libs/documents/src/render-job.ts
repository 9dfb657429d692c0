/** One render, whichever thread runs it: a PdfRenderPool worker, or the caller in inline mode. */
import { renderInvoicePdf } from './invoice-pdf';
import type { RenderJob } from './pdf-render-protocol';
import { renderReportPdf } from './report-pdf';
import { renderReportXlsx } from './report-xlsx';

export function renderJob(job: RenderJob): Promise<Buffer> {
  switch (job.kind) {
    case 'invoice':
      return renderInvoicePdf(job.doc, job.options);
    case 'report-pdf':
      return renderReportPdf(job.report);
    case 'report-xlsx':
      return renderReportXlsx(job.report);
    default: {
      // A message from another thread is checked, not trusted: its kind may be anything.
      const unknown: never = job;
      return Promise.reject(new Error(`Unknown kind of render: ${String((unknown as { kind?: unknown })?.kind)}`));
    }
  }
}
