/**
 * Per-operation cost of the embedded DocumentStore, for the operations the projector and the list
 * API issue most: `node -r @swc-node/register bench/document-store-ops.bench.ts [--quick] [filter]`.
 * Prints ops/s per operation (the best of a few rounds, since the machine is shared); a filter
 * argument runs only the operations whose label contains it. Writes run in transactions of
 * BATCH operations, as the projector batches them, so fsync does not hide the store's CPU cost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, type Collection, type Document } from '@notary/document-store';
import { random } from './support/stats';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((arg) => !arg.startsWith('--'));
const SIZES = quick
  ? { docs: 2_000, ops: 2_000, listDocs: 12_000, listOwner: 2_000, pages: 30 }
  : { docs: 10_000, ops: 10_000, listDocs: 120_000, listOwner: 20_000, pages: 200 };
const BATCH = 500;
const ROUNDS = 3;

/** The signings read model's indexes (libs/read-models/src/signings/signings.projection.ts). */
const SIGNING_INDEXES = [
  { OwnerId: 1, AppointmentDateTime: -1, LastName: 1 },
  { OwnerId: 1, CustomerId: 1, AppointmentDateTime: -1 },
  { OwnerId: 1, PaymentStatus: 1, AppointmentDateTime: -1 },
] as const;

const LAST_NAMES = ['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Fox', 'Garcia', 'Hill', 'Ito', 'Jones'];

/** A signing document of about 1.8 KB, shaped like the read model's. */
function signing(i: number, owner: string, next: () => number, position = 1): Document {
  const day = new Date(Date.UTC(2022, 0, 1) + Math.floor(next() * 3 * 365 * 24 * 60) * 60_000).toISOString().slice(0, 16);
  const last = LAST_NAMES[i % LAST_NAMES.length];
  const amount = Math.round(next() * 20_000) / 100;
  return {
    _id: `signing-${i}`,
    Id: `signing-${i}`,
    OwnerId: owner,
    Revision: 3,
    AppointmentDateTime: day,
    AppointmentDateTimeEnd: day,
    Year: Number(day.slice(0, 4)),
    ShortDate: `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`,
    InvoiceSentShortDate: '',
    InvoicePaidShortDate: '',
    AppointmentDate: day.slice(0, 10),
    AppointmentTime: { Hour: 9, Minute: 30 },
    AppointmentDuration: 60,
    AppointmentDurationHour: 1,
    AppointmentDurationMinute: 0,
    LastName: last,
    FirstName: 'Jordan',
    CustomerId: `customer-${i % 8}`,
    ContactId: null,
    CustomerName: `Title Company ${i % 8}`,
    LoanType: 1 + (i % 5),
    AppointmentTypeCategoryId: 2,
    AppointmentTypeDescription: 'Refinance',
    Address1: `${100 + (i % 900)} Main Street`,
    Address2: 'Suite 200',
    City: 'Springfield',
    State: 'IL',
    Zip: '62701',
    CellPhone: '555-010-2000',
    EmailAddress: `jordan.${last.toLowerCase()}@example.com`,
    CoSignerName: 'Alex Smith',
    CoSignerCellPhone: '555-010-3000',
    CoSignerEmailAddress: 'alex.smith@example.com',
    OrderNumber: `ORD-${i}`,
    LoanNumber: `LN-${i * 7}`,
    Amount: amount,
    InvoiceNumber: `INV-${i}`,
    InvoiceSent: null,
    InvoicePaid: null,
    StartMileage: 100,
    EndMileage: 142,
    Signatures: 12,
    Documents: 3,
    TrackingSentBy: 1,
    TrackingNumber: `1Z${i}XYZ`,
    Notes: 'Borrower prefers the afternoon; bring two copies of the closing disclosure.',
    Payments: [{ PaymentId: `p-${i}`, Amount: amount, Date: day.slice(0, 10), Method: 'check', Reference: `CHK-${i}` }],
    AmountPaid: amount,
    Balance: 0,
    PaymentStatus: next() < 0.7 ? 'paid' : 'unpaid',
    Mileage: 42,
    HasMileage: true,
    HasSignatures: true,
    Confirmed: true,
    ConfirmationHistory: [{ At: `${day}:00Z`, By: 'notary', Note: 'Confirmed by phone with the borrower, documents arrive by courier.' }],
    SearchText: `jordan ${last.toLowerCase()} ${100 + (i % 900)} main street springfield il 62701 ord-${i} ln-${i * 7} inv-${i} 5550102000 jordan.${last.toLowerCase()}@example.com title company ${i % 8} alex smith refinance`,
    CreatedAt: `${day}:00Z`,
    UpdatedAt: `${day}:00Z`,
    _position: position,
  };
}

async function openStore(): Promise<{ store: SqliteDocumentStore; done: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-docops-'));
  const store = await SqliteDocumentStore.open(join(dir, 'bench.db'));
  return {
    store,
    done: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function loadSignings(store: SqliteDocumentStore, c: Collection, count: number, ownerOf: (i: number) => string): Promise<void> {
  for (const keys of SIGNING_INDEXES) await c.createIndex({ ...keys });
  const next = random(42);
  for (let from = 0; from < count; from += 5_000) {
    await store.withTransaction(async () => {
      for (let i = from; i < Math.min(count, from + 5_000); i++) await c.insertOne(signing(i, ownerOf(i), next));
    });
  }
}

/** Runs `op(i)` for i in [0, n), in transactions of BATCH when `inTx`; the best of ROUNDS, as ops/s. */
async function measure(store: SqliteDocumentStore, n: number, inTx: boolean, op: (i: number, round: number) => Promise<unknown>): Promise<number> {
  let best = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    const started = performance.now();
    for (let from = 0; from < n; from += BATCH) {
      const run = async () => {
        for (let i = from; i < Math.min(n, from + BATCH); i++) await op(i, round);
      };
      if (inTx) await store.withTransaction(run);
      else await run();
    }
    const rate = n / ((performance.now() - started) / 1000);
    if (round > 0) best = Math.max(best, rate); // round 0 warms up
  }
  return Math.round(best);
}

type Result = [label: string, opsPerSecond: number, note?: string];

async function benchPointOps(): Promise<Result[]> {
  const { store, done } = await openStore();
  const results: Result[] = [];
  const want = (label: string) => !only || label.includes(only);
  try {
    const signings = store.collection('signings');
    await loadSignings(store, signings, SIZES.docs, (i) => `owner-${i % 50}`);
    const counters = store.collection('counters');
    const n = SIZES.ops;
    const id = (i: number) => `signing-${(i * 7919) % SIZES.docs}`;
    let position = 10;
    const run = async (label: string, inTx: boolean, op: (i: number, round: number) => Promise<unknown>) => {
      if (want(label)) results.push([label, await measure(store, n, inTx, op)]);
    };
    await run('findOne {_id}', false, (i) => signings.findOne({ _id: id(i) }));
    await run('findOne {_id} in a transaction', true, (i) => signings.findOne({ _id: id(i) }));
    await run('updateOne {_id} $inc upsert', true, (i) => counters.updateOne({ _id: `k${i % 1000}` }, { $inc: { n: 1 }, $set: { at: i } }, { upsert: true }));
    const next = random(7);
    const replacements = Array.from({ length: 64 }, (_, k) => signing(k, `owner-${k % 50}`, next));
    // The projector's evolve(): read, then replace; the index keys (owner, date, status) stay.
    await run('findOne + replaceOne {_id} 1.8 KB, 3 indexes, keys unchanged', true, async (i) => {
      const current = await signings.findOne({ _id: id(i) });
      return signings.replaceOne({ _id: id(i) }, { ...current!, Notes: `note ${i}`, Confirmed: i % 2 === 0, _position: ++position }, { upsert: true });
    });
    await run('replaceOne {_id} 1.8 KB, 3 indexes, all keys changed', true, (i) => {
      const { _id, ...fields } = replacements[i % 64];
      return signings.replaceOne({ _id: id(i) }, { ...fields, _id: id(i), _position: ++position }, { upsert: true });
    });
    const guard = (i: number, p: number) => ({ $and: [{ _id: id(i) }, { _position: { $not: { $gte: p } } }] });
    await run('guarded updateOne $set', true, (i) =>
      signings.updateOne(guard(i, ++position), { $set: { Confirmed: i % 2 === 0, _position: position } }, { upsert: false }),
    );
    await run('guarded replaceOne upsert', true, (i) => {
      const { _id, ...fields } = replacements[i % 64];
      return signings.replaceOne(guard(i, ++position), { ...fields, _id: id(i), _position: position }, { upsert: true });
    });
    // The projector's duplicate: the document already carries a later position, so the upsert fails.
    await run('guarded updateOne upsert, already applied', true, async (i) => {
      try {
        await signings.updateOne(guard(i, 1), { $set: { Confirmed: true, _position: 1 } }, { upsert: true });
      } catch (error) {
        if ((error as { code?: string }).code !== 'DOCUMENT_STORE.DUPLICATE_KEY') throw error;
      }
    });
  } finally {
    await done();
  }
  return results;
}

async function benchListPage(): Promise<Result[]> {
  const label = 'list page (20k of 120k, range, sort, limit 100, projection)';
  if (only && !label.includes(only)) return [];
  const { store, done } = await openStore();
  try {
    const signings = store.collection('signings');
    const started = performance.now();
    await loadSignings(store, signings, SIZES.listDocs, (i) => (i % 6 === 0 && i / 6 < SIZES.listOwner ? 'owner-0' : `owner-${1 + (i % 499)}`));
    const loadRate = Math.round(SIZES.listDocs / ((performance.now() - started) / 1000));
    const filter = { OwnerId: 'owner-0', AppointmentDateTime: { $gte: '2023-01-01', $lt: '2024-01-01' } };
    const options = {
      sort: { AppointmentDateTime: -1, LastName: 1 } as const,
      limit: 100,
      projection: { SearchText: 0, ConfirmationHistory: 0, _position: 0 } as const,
    };
    const page = await signings.find(filter, options);
    if (page.length !== 100) throw new Error(`expected a page of 100, got ${page.length}`);
    const rate = await measure(store, SIZES.pages, false, () => signings.find(filter, options));
    return [
      [label, rate, `${(1000 / rate).toFixed(2)} ms/page`],
      ['insertOne 1.8 KB, 3 indexes (load)', loadRate],
    ];
  } finally {
    await done();
  }
}

async function main(): Promise<void> {
  const bytes = JSON.stringify(signing(12_345, 'owner-1', random(1))).length;
  console.log(`document-store ops — ${new Date().toISOString()}${quick ? ' (QUICK sizes)' : ''}; a signing is ${bytes} bytes of JSON`);
  const results = [...(await benchPointOps()), ...(await benchListPage())];
  const width = Math.max(...results.map(([label]) => label.length));
  for (const [label, rate, note] of results) console.log(`${label.padEnd(width)}  ${String(rate).padStart(8)} ops/s${note ? `  (${note})` : ''}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
