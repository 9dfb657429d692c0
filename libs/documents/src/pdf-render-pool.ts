/**
 * Renders invoices, and reports as PDF or workbook, in worker threads. A PDF is tens (an invoice) to
 * hundreds (a long batch, a busy year's report) of milliseconds of synchronous CPU (layout, font
 * parsing and subsetting, deflate); on the API's own thread every other request and socket would
 * wait that long. Here the API thread only posts the model and takes back the bytes (transferred,
 * not copied), so its event loop stays free.
 *
 * A small fixed number of workers, each rendering one document at a time; further renders queue. A
 * worker that dies (a crash, memory exhausted, a render over the time limit) rejects the render it
 * had with a PdfRenderError saying so, and a new worker takes its place.
 */
import { extname, join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { Report } from '@notary/contracts';
import type { InvoiceDocument } from './invoice-document';
import type { RenderInvoiceOptions } from './invoice-pdf';
import type { RenderJob, RenderRequest, WorkerReply } from './pdf-render-protocol';
import { renderJob } from './render-job';

export interface PdfRenderPoolOptions {
  /** Worker threads, each rendering one document at a time (default 1; leave cores to the API). */
  size?: number;
  /** Render on the calling thread, without workers: for scripts and tools, never for a server. */
  inline?: boolean;
  /** A render taking longer is stopped, its worker replaced, and rejected (default 60 s). */
  timeoutMs?: number;
  /**
   * Each worker's memory caps (default: a 256 MB heap, in which a 5,000-line batch and a 5,000-row
   * report render): a runaway document kills its worker, not the API's process.
   */
  resourceLimits?: ResourceLimits;
}

/** A render that did not produce its file: the document was refused, or its worker died. */
export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
}

interface Job {
  id: number;
  label: string;
  /** What the worker is to make. */
  work: RenderJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
  /** It loaded the renderer: if it dies, it is worth replacing straight away. */
  ready: boolean;
  gone: boolean;
}

/**
 * From the TypeScript sources (jest, `node -r @swc-node/register`) a worker thread has neither
 * jest's transform nor, under jest, swc-node: this bootstrap registers swc-node in the worker, then
 * loads the TypeScript entry. From the build (dist/, plain .js) the compiled entry is started directly.
 */
const TS_BOOTSTRAP = `const { workerData } = require('node:worker_threads'); require(workerData.register); require(workerData.entry);`;

function startWorker(resourceLimits: ResourceLimits): Worker {
  const extension = extname(__filename);
  const entry = join(__dirname, `pdf-render-worker${extension}`);
  if (extension === '.ts') {
    return new Worker(TS_BOOTSTRAP, { eval: true, workerData: { register: require.resolve('@swc-node/register'), entry }, resourceLimits });
  }
  return new Worker(entry, { resourceLimits });
}

const labelOf = (job: RenderJob) =>
  job.kind === 'invoice' ? `${job.doc?.kind === 'batch' ? 'batch invoice' : 'invoice'} ${job.doc?.InvoiceNumber}` : `report ${job.report?.Title}`;

export class PdfRenderPool {
  private readonly inline: boolean;
  private readonly timeoutMs: number;
  private readonly resourceLimits: ResourceLimits;
  /** undefined: no worker in that place (one that died before it was ready is replaced on demand). */
  private readonly slots: Array<Slot | undefined>;
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing?: Promise<void>;
  private drained?: () => void;

  constructor(options: PdfRenderPoolOptions = {}) {
    this.inline = options.inline ?? false;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.resourceLimits = options.resourceLimits ?? { maxOldGenerationSizeMb: 256 };
    const size = Math.max(1, Math.floor(options.size ?? 1));
    // Started now, so the first invoice does not wait for a worker to load pdfmake and the fonts.
    this.slots = Array.from({ length: this.inline ? 0 : size }, () => this.spawn());
  }

  /** The PDF of an invoice or batch invoice. Rejects with a PdfRenderError if it cannot be made. */
  render(doc: InvoiceDocument, options: RenderInvoiceOptions = {}): Promise<Buffer> {
    return this.submit({ kind: 'invoice', doc, options });
  }

  /** A report as PDF or as an Excel workbook. Rejects with a PdfRenderError if it cannot be made. */
  renderReport(report: Report, format: 'pdf' | 'xlsx'): Promise<Buffer> {
    return this.submit(format === 'pdf' ? { kind: 'report-pdf', report } : { kind: 'report-xlsx', report });
  }

  private submit(job: RenderJob): Promise<Buffer> {
    if (this.closing) return Promise.reject(new PdfRenderError('The PDF render pool is closed'));
    if (this.inline) return renderJob(job);
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, label: labelOf(job), work: job, resolve, reject });
      this.dispatch();
    });
  }

  /** Renders already asked for still complete; new ones are refused; then the workers stop. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.drained = resolve;
      this.dispatch();
    }).then(async () => {
      const slots = this.slots.filter((slot): slot is Slot => slot !== undefined);
      for (const slot of slots) slot.gone = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    });
    return this.closing;
  }

  /** Hands queued renders to idle workers. */
  private dispatch(): void {
    for (let index = 0; index < this.slots.length && this.queue.length > 0; index++) {
      if (this.slots[index]?.job) continue;
      this.sendNext((this.slots[index] ??= this.spawn()));
    }
    if (this.drained && this.queue.length === 0 && this.slots.every((slot) => !slot?.job)) this.drained();
  }

  /** Posts the next queued render to an idle worker; a document that cannot be posted fails alone. */
  private sendNext(slot: Slot): void {
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      try {
        slot.worker.postMessage({ id: job.id, job: job.work } satisfies RenderRequest);
      } catch (error) {
        // Not structured-cloneable (e.g. a function in the model): this render fails, the worker is fine.
        job.reject(new PdfRenderError(`Could not render ${job.label}: it cannot be sent to a worker (${(error as Error).message})`, { cause: error }));
        continue;
      }
      slot.job = job;
      // A busy worker keeps the process alive until its render is back; an idle one does not.
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        this.retire(slot, `it took longer than ${this.timeoutMs} ms, so its PDF worker was stopped`);
        void slot.worker.terminate();
      }, this.timeoutMs);
      return;
    }
  }

  private spawn(): Slot {
    const worker = startWorker(this.resourceLimits);
    const slot: Slot = { worker, ready: false, gone: false };
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (error) => this.retire(slot, `its PDF worker died (${error.message})`));
    worker.on('exit', (code) => this.retire(slot, `its PDF worker exited with code ${code}`));
    return slot;
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    slot.ready = true;
    const job = slot.job;
    if (reply.type === 'ready' || !job || job.id !== reply.id) return;
    this.finish(slot);
    if (reply.type === 'done') job.resolve(Buffer.from(reply.bytes));
    else job.reject(new PdfRenderError(`Could not render ${job.label}: ${reply.message}`));
    this.dispatch();
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    if (!slot.gone) slot.worker.unref();
  }

  /** A worker died or was stopped: its render fails, and another worker takes its place. */
  private retire(slot: Slot, reason: string): void {
    if (slot.gone) return;
    slot.gone = true;
    const job = slot.job;
    this.finish(slot);
    const index = this.slots.indexOf(slot);
    // One that had loaded is replaced at once, to be warm for the next render; one that died while
    // starting (a broken install) only when a render needs it, so it cannot restart in a loop.
    if (index >= 0) this.slots[index] = slot.ready && !this.closing ? this.spawn() : undefined;
    job?.reject(new PdfRenderError(`Could not render ${job.label}: ${reason}`));
    this.dispatch();
  }
}
