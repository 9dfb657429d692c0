/**
 * The worker thread's entry (started by PdfRenderPool, one render at a time): renders what it is
 * sent and hands the bytes back without a copy.
 */
import { parentPort } from 'node:worker_threads';
import type { RenderRequest, WorkerReply } from './pdf-render-protocol';
import { renderJob } from './render-job';

const port = parentPort;
if (!port) throw new Error('pdf-render-worker runs inside a worker thread; use PdfRenderPool');

/** The bytes' own ArrayBuffer when they span it (then it moves, not copies), else a copy of them. */
function transferable(bytes: Buffer): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
}

port.on('message', async ({ id, job }: RenderRequest) => {
  let bytes: ArrayBuffer;
  try {
    bytes = transferable(await renderJob(job));
  } catch (error) {
    port.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
    return;
  }
  port.postMessage({ type: 'done', id, bytes } satisfies WorkerReply, [bytes]);
});

port.postMessage({ type: 'ready' } satisfies WorkerReply);
