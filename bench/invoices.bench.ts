/**
 * `npm run bench:invoices`: invoice PDFs (pdfmake, @notary/documents), in one run, each figure
 * beside its bar and a reference measured in the same run on this machine. Figures are printed,
 * never asserted (✓/✗; exit code 0 unless the benchmark crashed). A JSON copy goes to
 * bench/results/invoices-<timestamp>.json.
 *
 *  1. One-signing invoice: p50/p95 over 100 renders, one at a time, through PdfRenderPool (worker
 *     thread), from render() to the bytes on the main thread; beside it the same document rendered
 *     inline on the main thread (the floor: what the pool adds is the hand-over).
 *  2. 100-signing batch invoice (several pages): p50/p95 over 10 renders, the same way.
 *  3. The main event loop's longest stall while the pool renders parts 1 and 2 (what the API's
 *     other requests would wait); beside it the longest stall while the same documents render
 *     inline (what rendering on the API's thread would cost them).
 *
 * Options (after `--`): --quick (small sizes, for trying the script; not for reporting);
 * --pool=N (worker threads, default 1).
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import { PdfRenderPool, renderInvoicePdf, type InvoiceDocument, type InvoiceLine } from '@notary/documents';
import { load, printTable, progress, writeResults, type Row } from './support/report';
import { round, summarize, type LatencySummary } from './support/stats';

const quick = process.argv.includes('--quick');
const POOL_SIZE = Number(process.argv.find((arg) => arg.startsWith('--pool='))?.slice('--pool='.length) ?? 1);
const SIZES = quick ? { invoices: 20, batches: 3, warmUp: 2, signings: 100 } : { invoices: 100, batches: 10, warmUp: 5, signings: 100 };
const BARS = { invoiceP95Ms: 150, batchP95Ms: 1500, stallMs: 50 };
const ms = 'ms';

const business = {
  Name: 'María Peña',
  Company: 'Peña Mobile Notary LLC',
  Address: '1200 Harbor Blvd',
  Address2: 'Suite 4B',
  City: 'Costa Mesa',
  State: 'CA',
  Zip: '92626',
  Phone: '(714) 555-0142',
  Email: 'maria@penanotary.example',
};
const billTo = { Name: 'First American Title', ContactName: 'Dana Whitfield', Address: '5 First American Way', City: 'Santa Ana', State: 'CA', Zip: '92707' };
const WORK = ['Refinance', 'Purchase – buyer', 'HELOC', 'Reverse mortgage', 'Seller package', 'Loan modification and subordination'];
const SIGNERS = ['José Nguyễn', 'Ana Peña', "Robert O'Neil", 'Zoë Kowalczyk', 'Li Wei', 'Bartholomew Featherstonehaugh-Smythe'];

function signing(i: number): InvoiceLine {
  return {
    Date: `2025-02-${String((i % 28) + 1).padStart(2, '0')}`,
    Description: WORK[i % WORK.length],
    SignerName: `${SIGNERS[i % SIGNERS.length]} ${i + 1}`,
    PropertyAddress: `${100 + i} Main St, Irvine, CA 92618`,
    OrderNumber: `ORD-${10_000 + i}`,
    Amount: 125 + (i % 4) * 25.5,
    IsPayment: false,
  };
}

const base = { business, billTo, InvoiceDate: '2025-03-04', DueDate: '2025-04-03', PaymentTerms: 'Net 30', Notes: 'Thank you for your business!' };
const invoice: InvoiceDocument = {
  ...base,
  kind: 'invoice',
  InvoiceNumber: 1042,
  lines: [signing(0), { Date: '2025-03-03', Description: 'Check #5521', Amount: -25, IsPayment: true }],
};
const batch: InvoiceDocument = {
  ...base,
  kind: 'batch',
  InvoiceNumber: 2001,
  lines: Array.from({ length: SIZES.signings }, (_, i) => signing(i)).flatMap((line, i) =>
    i % 10 === 9 ? [line, { Date: '2025-03-01', Description: `Check #${7000 + i}`, Amount: -125, IsPayment: true }] : [line],
  ),
};

/**
 * Renders one at a time (after a warm-up), each timed from the call to the bytes. The event loop
 * turns between renders, as between two requests: an inline render resolves through microtasks
 * only, so without the turn back-to-back renders would read as one long stall (or, the delay
 * monitor never firing, as none).
 */
async function timed(count: number, render: () => Promise<Buffer>): Promise<LatencySummary & { bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < SIZES.warmUp; i++) {
    bytes = (await render()).length;
    await turn();
  }
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await render();
    timings.push(performance.now() - started);
    await turn();
  }
  return { ...summarize(timings), bytes };
}

/** Runs the renders of one way (pool or inline) under an event-loop delay histogram. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; stall: IntervalHistogram }> {
  const stall = monitorEventLoopDelay({ resolution: 5 });
  stall.enable();
  const result = await work();
  stall.disable();
  return { result, stall };
}

const stallMs = (histogram: IntervalHistogram) => round(histogram.max / 1e6, 1);

async function main(): Promise<void> {
  const loadAtStart = load();
  console.log(`bench:invoices — ${new Date().toISOString()}${quick ? ' (QUICK sizes: not for reporting)' : ''}`);
  const results: Record<string, unknown> = { sizes: SIZES, bars: BARS, poolSize: POOL_SIZE, loadAtStart };

  progress(`inline on the main thread: ${SIZES.invoices} invoices, ${SIZES.batches} batches of ${SIZES.signings} signings`);
  const inline = await measured(async () => ({
    invoice: await timed(SIZES.invoices, () => renderInvoicePdf(invoice)),
    batch: await timed(SIZES.batches, () => renderInvoicePdf(batch)),
  }));

  progress(`through PdfRenderPool (${POOL_SIZE} worker${POOL_SIZE === 1 ? '' : 's'}): the same renders`);
  const startedAt = performance.now();
  const pool = new PdfRenderPool({ size: POOL_SIZE });
  try {
    await pool.render(invoice);
    const coldStartMs = round(performance.now() - startedAt, 0);
    const pooled = await measured(async () => ({
      invoice: await timed(SIZES.invoices, () => pool.render(invoice)),
      batch: await timed(SIZES.batches, () => pool.render(batch)),
    }));

    const { invoice: one, batch: many } = pooled.result;
    const rows: Row[] = [
      {
        figure: 'Invoice PDF (1 signing), p95',
        value: one.p95,
        unit: ms,
        bar: { kind: 'max', value: BARS.invoiceP95Ms },
        reference: { label: 'inline on the main thread p95', value: inline.result.invoice.p95, unit: ms },
        note: `p50 ${round(one.p50, 1)} (inline ${round(inline.result.invoice.p50, 1)}); ${one.samples} renders, ${Math.round(one.bytes / 1024)} KB; first render with worker start ${coldStartMs} ms`,
      },
      {
        figure: `Batch invoice PDF (${SIZES.signings} signings), p95`,
        value: many.p95,
        unit: ms,
        bar: { kind: 'max', value: BARS.batchP95Ms },
        reference: { label: 'inline on the main thread p95', value: inline.result.batch.p95, unit: ms },
        note: `p50 ${round(many.p50, 1)} (inline ${round(inline.result.batch.p50, 1)}); ${many.samples} renders, ${Math.round(many.bytes / 1024)} KB`,
      },
      {
        figure: 'Longest main event-loop stall while the pool renders',
        value: stallMs(pooled.stall),
        unit: ms,
        bar: { kind: 'max', value: BARS.stallMs },
        reference: { label: 'same renders inline', value: stallMs(inline.stall), unit: ms },
        note: `stall p99 ${round(pooled.stall.percentile(99) / 1e6, 1)} ms (inline ${round(inline.stall.percentile(99) / 1e6, 1)}); over all renders of both documents`,
      },
    ];
    Object.assign(results, {
      inline: { ...inline.result, maxStallMs: stallMs(inline.stall) },
      pool: { ...pooled.result, maxStallMs: stallMs(pooled.stall), coldStartMs },
      rows,
    });
    printTable(`Invoice PDFs (pdfmake in ${POOL_SIZE} worker thread${POOL_SIZE === 1 ? '' : 's'})`, rows);
  } finally {
    await pool.close();
  }
  console.log(`\nLoad average at start ${loadAtStart}, at end ${load()}.`);
  console.log(`Results: ${writeResults('invoices', results)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
