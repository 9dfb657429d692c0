/** The messages between PdfRenderPool and its worker threads (structured-cloned, the PDF transferred). */
import type { InvoiceDocument } from './invoice-document';
import type { RenderInvoiceOptions } from './invoice-pdf';

export interface RenderRequest {
  id: number;
  doc: InvoiceDocument;
  options: RenderInvoiceOptions;
}

export type WorkerReply =
  /** The worker has loaded the renderer: a later death is a crash, not a broken install. */
  | { type: 'ready' }
  | { type: 'done'; id: number; pdf: ArrayBuffer }
  /** The document could not be rendered (bad input); the worker carries on. */
  | { type: 'failed'; id: number; message: string };
