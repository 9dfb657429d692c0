/**
 * The worker thread's entry (started by PdfRenderPool, one render at a time): renders what it is
 * sent and hands the bytes back without a copy.
 */
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from './invoice-pdf';
import type { RenderRequest, WorkerReply } from './pdf-render-protocol';

const port = parentPort;
if (!port) throw new Error('pdf-render-worker runs inside a worker thread; use PdfRenderPool');

/** The PDF's own ArrayBuffer when it spans it (then it moves, not copies), else a copy of its bytes. */
function transferable(pdf: Buffer): ArrayBuffer {
  const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer;
  return whole ? (pdf.buffer as ArrayBuffer) : new Uint8Array(pdf).buffer;
}

port.on('message', async ({ id, doc, options }: RenderRequest) => {
  let pdf: ArrayBuffer;
  try {
    pdf = transferable(await renderInvoicePdf(doc, options));
  } catch (error) {
    port.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
    return;
  }
  port.postMessage({ type: 'done', id, pdf } satisfies WorkerReply, [pdf]);
});

port.postMessage({ type: 'ready' } satisfies WorkerReply);
