/**
 * `npm run bench:imports`: signings in and out of files through the HTTP API, in one run, each
 * figure beside its bar and a reference measured in the same run. Figures are printed, never
 * asserted (✓/✗; exit code 0 unless the benchmark crashed). A JSON copy goes to
 * bench/results/imports-<timestamp>.json.
 *
 *  1. Import of a 5,000-row CSV file (POST /api/userimportapi/import, multipart): from the upload
 *     to the answer, which reads and checks every row and records them as pending imports.
 *     Bar: ≤ 10 s. Then the 5,000 are accepted as the import page does, 100 to a request, each row
 *     saved through the signing's own save: the time is printed, with the signings counted after.
 *  2. Export of 20,000 signings (POST /api/appointmentapi/exportAppointments, every field, all of
 *     them in the range): p50/p95 over a few requests; beside it, the floor: the same rows made
 *     into CSV by the same formatter (@notary/documents' toCsv) and written to a file, in this
 *     process, with no reading and no HTTP.
 *  3. The same notary's data download (GET /api/accountapi/exportdata, the ZIP of Billing's
 *     "Download all my data"), with SIZES.receipts receipts of 5 MB uploaded first: from the request
 *     to the last byte, read as a browser would (nothing kept). Meanwhile GET /api/health every
 *     10 ms (the longest answer bounds the API's stall) and the app's resident memory every 50 ms
 *     (how much the download added, against the receipts' total). The floor: reading the same
 *     receipt files straight from DATA_DIR in this process.
 *
 * The app runs as a child process (embedded mode, its projector in-process), as in bench:api, with
 * TRIAL_SIGNINGS=100000 so the trial's allowance does not stop the accepting. The 20,000 signings
 * are appended straight to DATA_DIR's event log before the server starts (SyntheticLog, the real
 * deciders), and the real Projector catches the read models up in this process.
 *
 * Options (after `--`): --quick (small sizes, for trying the script; not for reporting).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPORT_FIELD_CODES, EXPORT_FIELDS } from '@notary/contracts';
import { toCsv } from '@notary/documents';
import { SqliteDocumentStore } from '@notary/document-store';
import { SqliteEventStore } from '@notary/event-store';
import { CredentialStore } from '@notary/infrastructure';
import { InProcessChangeNotifier, silentLogger } from '@notary/platform';
import { Projector, ReadModelCatalog } from '@notary/projection-runtime';
import { allProjections, OwnerScope, signingsToExport } from '@notary/read-models';
import { fieldsRead } from '../apps/command-api/src/features/import-export/export-signings/export-columns';
import { csvRows } from '../apps/command-api/src/features/import-export/import-file/csv-sheet';
import { PasswordHasher } from '../apps/command-api/src/core/auth/password-hasher';
import { ApiClient } from '../tests/support/api-client';
import { PNG_BYTES, uploadReceipt } from '../tests/support/receipts';
import { exportSignings, uploadImport } from '../tests/support/signing-files';
import { freePort, startChild, until, type ChildServer } from './support/child-server';
import { askEvery10Ms, type ApiAnswers } from './support/health-probe';
import { load, printTable, progress, writeResults, type Row } from './support/report';
import { random, round, summarize } from './support/stats';
import { SyntheticLog } from './support/synthetic-log';

const quick = process.argv.includes('--quick');
const SIZES = quick
  ? { importRows: 500, exportSignings: 2_000, exports: 3, acceptBatch: 100, receipts: 10 }
  : { importRows: 5_000, exportSignings: 20_000, exports: 5, acceptBatch: 100, receipts: 100 };
const BARS = { importMs: 10_000 };
const PASSWORD = 'bench password 1';
const HEAVY_EMAIL = 'export-notary@bench.example';
const YEAR = new Date().getUTCFullYear();
const RANGE = { startDate: `${YEAR - 3}-01-01`, endDate: `${YEAR}-12-31` };
const ms = 'ms';

const FIRST = ['Ana', 'José', 'Robert', 'Zoë', 'Li', 'María', 'Ben', 'Cleo', 'Dee', 'Bartholomew'];
const LAST = ['Rivera', 'Nguyễn', "O'Neil", 'Kowalczyk', 'Wei', 'Peña', 'Ortiz', 'Featherstonehaugh-Smythe', 'Smith', 'Young'];
const CITIES: Array<[string, string, string]> = [
  ['Austin', 'TX', '78701'],
  ['Costa Mesa', 'CA', '92626'],
  ['Boston', 'MA', '02134'],
  ['Denver', 'CO', '80202'],
  ['Miami', 'FL', '33101'],
];

/** A notary's years of signings as another tool would export them: its own headers, every column filled. */
function importFile(rows: number): Buffer {
  const next = random(14);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const lines = ['Appointment Date,Time,Borrower First Name,Borrower Last Name,Street Address,City,State,Zip Code,Fee,Order #,Phone,Email,Co-Signer Name'];
  for (let i = 0; i < rows; i++) {
    const [city, state, zip] = pick(CITIES);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const hour = 1 + Math.floor(next() * 12);
    lines.push(
      [
        `${month}/${day}/${YEAR - 1}`,
        `${hour}:${next() < 0.5 ? '00' : '30'} ${next() < 0.5 ? 'AM' : 'PM'}`,
        pick(FIRST),
        pick(LAST),
        `"${100 + i} Main St, Unit ${1 + (i % 9)}"`,
        city,
        state,
        zip,
        `"$${(75 + Math.floor(next() * 20) * 5).toFixed(2)}"`,
        `ORD-${100_000 + i}`,
        `512-555-${String(i % 10_000).padStart(4, '0')}`,
        `signer${i}@example.com`,
        next() < 0.3 ? `${pick(FIRST)} ${pick(LAST)}` : '',
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** DATA_DIR with one notary of SIZES.exportSignings signings, its read models caught up. */
async function seed(dataDir: string) {
  const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  try {
    const log = await new SyntheticLog({
      notaries: 1,
      signingsOf: () => SIZES.exportSignings,
      customersOf: () => 20,
      years: [YEAR - 3, YEAR],
      emailOf: () => HEAVY_EMAIL,
      trialSignings: 100_000,
      deleteShare: 0,
    }).appendTo(store);
    const sessions = await SqliteDocumentStore.open(join(dataDir, 'sessions.sqlite'));
    await new CredentialStore(sessions).setPasswordHash(log.notaries[0]!.userId, await new PasswordHasher().hash(PASSWORD), new Date());
    await sessions.close();
    const documents = await SqliteDocumentStore.open(join(dataDir, 'read-models.sqlite'));
    const notifier = new InProcessChangeNotifier();
    const projector = new Projector({ eventStore: store, documents, notifier, projections: allProjections, logger: silentLogger });
    let readMs: number[] = [];
    try {
      await projector.start();
      if (!(await projector.waitFor(log.head, 30 * 60_000))) throw new Error('the projector did not catch up with the seed');
      await projector.stop();
      readMs = await timeReads(new ReadModelCatalog(documents, notifier), log.notaries[0]!.userId);
    } finally {
      await projector.stop();
      await documents.close();
      await notifier.close();
    }
    return { ...log, read: summarize(readMs) };
  } finally {
    await store.close();
  }
}

/** What the export's query costs alone: the rows of every field read through the owner's scope, in this process. */
async function timeReads(catalog: ReadModelCatalog, ownerId: string): Promise<number[]> {
  await catalog.load();
  const scope = new OwnerScope(catalog, ownerId);
  const fields = fieldsRead(EXPORT_FIELD_CODES);
  const timings: number[] = [];
  try {
    for (let i = 0; i <= SIZES.exports; i++) {
      const started = performance.now();
      const rows = await signingsToExport(scope, RANGE.startDate, RANGE.endDate, fields);
      if (i > 0) timings.push(performance.now() - started);
      if (rows.length !== SIZES.exportSignings) throw new Error(`read ${rows.length} signings, not ${SIZES.exportSignings}`);
    }
  } finally {
    catalog.close();
  }
  return timings;
}

async function expectOk<T extends { status: number }>(label: string, pending: Promise<T>): Promise<T> {
  const response = await pending;
  if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status} ${JSON.stringify((response as { body?: unknown }).body)}`);
  return response;
}

/** The app's resident memory, from /proc (Linux); NaN elsewhere. */
function residentMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The data download read to its last byte (counted, not kept), with the API probed every 10 ms and
 * the app's memory sampled every 50 ms meanwhile.
 */
async function timeDownload(url: string, client: ApiClient, pid: number) {
  const rssBefore = residentMb(pid);
  let rssPeak = rssBefore;
  const probe = askEvery10Ms(url);
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, residentMb(pid))), 50);
  const started = performance.now();
  let bytes = 0;
  let firstByteMs = 0;
  let ms: number;
  let health: ApiAnswers;
  try {
    const response = await fetch(`${url}/api/accountapi/exportdata`, { headers: { cookie: client.cookie, 'X-Min-Position': String(client.lastPosition) } });
    if (response.status !== 200) throw new Error(`exportdata answered ${response.status}: ${await response.text()}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
    }
    ms = performance.now() - started;
  } finally {
    clearInterval(sampler);
    health = await probe.stop();
  }
  return { ms, firstByteMs, bytes, rssBeforeMb: rssBefore, rssPeakMb: rssPeak, health };
}

async function main(): Promise<void> {
  const loadAtStart = load();
  console.log(`bench:imports — ${new Date().toISOString()}${quick ? ' (QUICK sizes: not for reporting)' : ''}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-imports-'));
  let app: ChildServer | undefined;
  try {
    progress(`seeding a notary with ${SIZES.exportSignings.toLocaleString('en-US')} signings into ${dataDir}`);
    const seeded = await seed(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    app = startChild('apps/command-api/src/main.ts', {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRIAL_SIGNINGS: '100000',
      REGISTRATION_LIMIT_PER_HOUR: '100000',
    });
    await until('the app answering /api/health', async () => (await fetch(`${url}/api/health`)).ok, 120_000, 100, app);

    // 1. Import: upload to answer, then accept everything as the import page does.
    const importer = new ApiClient(url);
    await importer.register(`importer-${Date.now()}@bench.example`, PASSWORD);
    const file = importFile(SIZES.importRows);
    progress(`importing a ${SIZES.importRows.toLocaleString('en-US')}-row CSV (${Math.round(file.length / 1024)} KB)`);
    const importStarted = performance.now();
    const imported = await expectOk('import', uploadImport(importer, file, 'signings.csv', 'text/csv'));
    const importMs = performance.now() - importStarted;
    if (imported.body.Added !== SIZES.importRows)
      throw new Error(`the import added ${imported.body.Added} of ${SIZES.importRows}: ${JSON.stringify(imported.body.BadRows.slice(0, 3))}`);
    const pending = (await expectOk('imports', importer.get('/api/appointmentapi/imports'))).body as Array<{ Id: string }>;
    progress(`accepting ${pending.length.toLocaleString('en-US')} pending imports, ${SIZES.acceptBatch} to a request`);
    const acceptStarted = performance.now();
    let accepted = 0;
    for (let start = 0; start < pending.length; start += SIZES.acceptBatch) {
      const batch = pending.slice(start, start + SIZES.acceptBatch).map((row) => row.Id);
      const answer = await expectOk('acceptimports', importer.post('/api/appointmentapi/acceptimports', { Ids: batch }));
      if (answer.body.Refused.length) throw new Error(`refused: ${JSON.stringify(answer.body.Refused.slice(0, 3))}`);
      accepted += answer.body.Accepted;
    }
    const acceptMs = performance.now() - acceptStarted;
    const signings = (await expectOk('signingscount', importer.get('/api/appointmentapi/signingscount'))).body.Count as number;
    const stillPending = (await expectOk('getimportscount', importer.get('/api/appointmentapi/getimportscount'))).body.Count as number;

    // 2. Export of the heavy notary's signings, every field.
    const exporter = new ApiClient(url);
    await expectOk('login', exporter.post('/api/accountapi/login', { Email: HEAVY_EMAIL, Password: PASSWORD }));
    const range = { ...RANGE, fields: EXPORT_FIELD_CODES.join(',') };
    progress(`exporting ${SIZES.exportSignings.toLocaleString('en-US')} signings, ${SIZES.exports} times after a warm-up`);
    let csv = (await expectOk('export', exportSignings(exporter, range))).text;
    const timings: number[] = [];
    for (let i = 0; i < SIZES.exports; i++) {
      const started = performance.now();
      csv = (await expectOk('export', exportSignings(exporter, range))).text;
      timings.push(performance.now() - started);
    }
    const exported = summarize(timings);
    const rows = csvRows(csv.replace(/^\uFEFF/, ''));
    const titles = EXPORT_FIELDS.map(([, title]) => title);
    const records = rows.slice(1).map((row) => Object.fromEntries(titles.map((title, index) => [title, row[index]])));
    if (records.length !== SIZES.exportSignings) throw new Error(`the export had ${records.length} rows, not ${SIZES.exportSignings}`);
    const floorFile = join(dataDir, 'floor.csv');
    const floorTimings: number[] = [];
    for (let i = 0; i < SIZES.exports; i++) {
      const started = performance.now();
      writeFileSync(floorFile, `\uFEFF${toCsv(titles, records)}`);
      floorTimings.push(performance.now() - started);
    }
    const floor = summarize(floorTimings);

    // 3. The data download, with receipts.
    // The importer's: the seeded notary's trial ended years ago, so it may download but not upload.
    progress(`uploading ${SIZES.receipts} receipts of 5 MB to the importing notary (${signings.toLocaleString('en-US')} signings)`);
    for (let i = 0; i < SIZES.receipts; i++) {
      const photo = Buffer.alloc(5_000_000, i % 251);
      PNG_BYTES.copy(photo, 0, 0, 8);
      photo.writeUInt32BE(i, 8);
      const expense = await expectOk(
        'expense',
        importer.post('/api/expenseapi/save', { Date: `${YEAR}-03-01`, Payee: `Copy shop ${i}`, Amount: 12, CategoryKey: 15 }),
      );
      await expectOk('receipt', uploadReceipt(importer, expense.body.Id, photo, `scan-${i}.png`));
    }
    progress("downloading all of that notary's data (the ZIP), probing the API meanwhile");
    const download = await timeDownload(url, importer, app.process.pid!);
    const receiptsDir = join(dataDir, 'receipts');
    const receiptFiles = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
    })(receiptsDir);
    const floorStarted = performance.now();
    let receiptBytes = 0;
    for (const file of receiptFiles) receiptBytes += readFileSync(file).length;
    const readFloorMs = performance.now() - floorStarted;
    const mb = (value: number) => round(value / 1048576, 0);

    const table: Row[] = [
      {
        figure: `Import of a ${SIZES.importRows.toLocaleString('en-US')}-row CSV, upload to answer`,
        value: round(importMs, 0),
        unit: ms,
        bar: { kind: 'max', value: BARS.importMs },
        note: `${Math.round(file.length / 1024)} KB; ${imported.body.Added} added, ${imported.body.BadRows.length} bad rows`,
      },
      {
        figure: `Accepting the ${SIZES.importRows.toLocaleString('en-US')} (${SIZES.acceptBatch} to a request)`,
        value: round(acceptMs, 0),
        unit: ms,
        note: `${accepted} accepted (${Math.round(accepted / (acceptMs / 1000))}/s through the signing's save); ${signings} signings counted after, ${stillPending} still pending`,
      },
      {
        figure: `Export of ${SIZES.exportSignings.toLocaleString('en-US')} signings, every field, p50`,
        value: exported.p50,
        unit: ms,
        reference: { label: 'toCsv of the same rows + file write, p50', value: floor.p50, unit: ms },
        note: `p95 ${round(exported.p95, 0)} ms (floor p95 ${round(floor.p95, 1)}); of it, reading the documents through OwnerScope alone p50 ${round(seeded.read.p50, 0)} ms; ${Math.round(csv.length / 1024)} KB, ${SIZES.exports} requests after a warm-up`,
      },
      {
        figure: `Data download: ${signings.toLocaleString('en-US')} signings, ${SIZES.receipts} receipts`,
        value: round(download.ms, 0),
        unit: ms,
        reference: { label: `reading the ${receiptFiles.length} receipt files (${mb(receiptBytes)} MB) from disk`, value: round(readFloorMs, 0), unit: ms },
        note: `${mb(download.bytes)} MB ZIP, first byte after ${round(download.firstByteMs, 0)} ms; ${Math.round(download.bytes / 1048576 / (download.ms / 1000))} MB/s`,
      },
      {
        figure: 'Data download: app memory added (peak resident)',
        value: round(download.rssPeakMb - download.rssBeforeMb, 0),
        unit: 'MB',
        reference: { label: 'the receipts in the ZIP', value: mb(receiptBytes), unit: 'MB' },
        note: `resident ${round(download.rssBeforeMb, 0)} MB before, ${round(download.rssPeakMb, 0)} MB at the peak (sampled every 50 ms)`,
      },
      {
        figure: 'Data download: longest API answer meanwhile',
        value: download.health.maxMs,
        unit: ms,
        reference: { label: 'GET /api/health p50 meanwhile', value: download.health.p50Ms, unit: ms },
        note: `${download.health.requests} GET /api/health, one every 10 ms; p95 ${download.health.p95Ms} ms; over 50 ms: ${download.health.slow.map((answer) => `${answer.ms} ms at ${answer.atS} s`).join(', ') || 'none'}; it bounds the API's longest stall from above`,
      },
    ];
    printTable(`Signings in and out of files, and the data download (load ${loadAtStart} → ${load()})`, table);
    const written = writeResults('imports', {
      sizes: SIZES,
      bars: BARS,
      loadAtStart,
      loadAtEnd: load(),
      seed: { events: seeded.events, head: seeded.head },
      import: { ms: round(importMs, 1), bytes: file.length, added: imported.body.Added },
      accept: { ms: round(acceptMs, 1), accepted, signings, stillPending },
      export: { ...exported, bytes: csv.length, floor, readThroughOwnerScope: seeded.read },
      dataDownload: { ...download, receipts: SIZES.receipts, receiptBytes, readFloorMs: round(readFloorMs, 1) },
    });
    console.log(`\nJSON: ${written}`);
  } finally {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
