/** The messages between PdfRenderPool and its worker threads (structured-cloned, the bytes transferred). */
import type { Report } from '@notary/contracts';
import type { InvoiceDocument } from './invoice-document';
import type { RenderInvoiceOptions } from './invoice-pdf';

/** What a worker is asked to make: an invoice's PDF, or a report's PDF or workbook. */
export type RenderJob =
  { kind: 'invoice'; doc: InvoiceDocument; options: RenderInvoiceOptions } | { kind: 'report-pdf'; report: Report } | { kind: 'report-xlsx'; report: Report };

export interface RenderRequest {
  id: number;
  job: RenderJob;
}

export type WorkerReply =
  /** The worker has loaded the renderers: a later death is a crash, not a broken install. */
  | { type: 'ready' }
  | { type: 'done'; id: number; bytes: ArrayBuffer }
  /** The document could not be rendered (bad input); the worker carries on. */
  | { type: 'failed'; id: number; message: string };
