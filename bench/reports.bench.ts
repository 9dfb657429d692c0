/**
 * `npm run bench:reports`: the reports (issue 14) for a busy notary's year, in one run, each figure
 * beside its bar and a reference measured in the same run on this machine. Figures are printed,
 * never asserted (✓/✗; exit code 0 unless the benchmark crashed). A JSON copy goes to
 * bench/results/reports-<timestamp>.json.
 *
 * One notary with 5,000 signings in one calendar year (last year: a whole year, as for taxes),
 * ~600 expenses and ~200 extra-mileage trips, seeded straight into DATA_DIR/events.sqlite with the
 * real deciders and the real envelope (what the app itself would write); the app then starts as a
 * child process (embedded mode, projector in-process), its projector catches up, and the bench
 * waits until the dashboard counts every signing.
 *
 *  1. GET /api/reportapi/{kind}?Year= as JSON, every kind: p50/p95 over 30 requests one at a time
 *     after a warm-up; the floor is a bare Fastify GET with the same client. Bar: p95 ≤ 200 ms.
 *  2. The same with &format=pdf and &format=xlsx for the heaviest kinds: p50/max over 5 each (made
 *     in the app's PdfRenderPool worker). Bar: ≤ 2 s. Beside it, the same report (the JSON of
 *     part 1) rendered inline in this process with renderReportPdf / renderReportXlsx: the
 *     renderer's own time, without the HTTP request, the reads and the hand-over to the worker.
 *  3. The API's longest event-loop stall while the files of part 2 are made, measured INSIDE the
 *     app's process: the app exposes no probe, so the child starts with a tiny preload
 *     (`-r <temp file>`, written to the run's temp folder, not the repository) that runs
 *     monitorEventLoopDelay (5 ms resolution, as bench:invoices) and answers its max on a loopback
 *     port of its own; the bench resets it before each file request and reads it after. Bar: ≤ 50 ms. Beside it, the same probe over an idle
 *     window. A cross-check from outside: a tight loop of GET /api/health during one render of each
 *     file, its longest answer beside its p50 when idle.
 *
 * Environment: BENCH_PROFILE=1 starts the app with --cpu-prof (profile in bench/results/profiles/).
 * Options (after `--`): --quick (small sizes, for trying the script; not for reporting).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report, ReportKind } from '@notary/contracts';
import { renderReportPdf, renderReportXlsx } from '@notary/documents';
import {
  expenseDecider,
  mileageDecider,
  signingDecider,
  STANDARD_EXPENSE_TYPES,
  STANDARD_WORK_TYPES,
  type SigningCommand,
  type SigningInput,
  type SigningRulesContext,
  type SigningState,
} from '@notary/domain';
import { SqliteEventStore, type ExpectedRevision } from '@notary/event-store';
import { SqliteDocumentStore } from '@notary/document-store';
import { expenseStream, mileageStream, signingStream, type DomainEvent, type NewEvent, type SigningEvent } from '@notary/events';
import { CredentialStore, envelope, type CommandContext } from '@notary/infrastructure';
import { deterministicId } from '@notary/platform';
import { PasswordHasher } from '../apps/command-api/src/core/auth/password-hasher';
import { ApiClient } from '../tests/support/api-client';
import { freePort, REPO_ROOT, startChild, until, type ChildServer } from './support/child-server';
import { load, printTable, progress, writeResults, type Row } from './support/report';
import { random, round, summarize, type LatencySummary } from './support/stats';
import { SyntheticLog } from './support/synthetic-log';

const quick = process.argv.includes('--quick');
const SIZES = quick
  ? { signings: 500, expenses: 60, trips: 20, customers: 10, jsonWarmUp: 2, json: 10, fileWarmUp: 1, files: 2, inline: 2 }
  : { signings: 5_000, expenses: 600, trips: 200, customers: 40, jsonWarmUp: 5, json: 30, fileWarmUp: 1, files: 5, inline: 3 };
const BARS = { jsonP95Ms: 200, pdfMs: 2000, xlsxMs: 2000, stallMs: 50 };
const PASSWORD = 'bench password 1';
const EMAIL = 'busy-notary@bench.example';
/** Last year: a whole year in the past, as the tax-time reports are asked for. */
const YEAR = new Date().getUTCFullYear() - 1;
const TODAY = new Date().toISOString().slice(0, 10);
const KINDS: readonly ReportKind[] = ['income', 'unpaid', 'signingtype', 'pnl', 'expense', 'mileage', 'tax', 'summary', 'customer'];
const FILE_KINDS: readonly ReportKind[] = ['income', 'unpaid', 'expense', 'mileage', 'tax', 'customer', 'signingtype'];
const FORMATS = ['pdf', 'xlsx'] as const;
type FileFormat = (typeof FORMATS)[number];
const ms = 'ms';

// ---------------------------------------------------------------------------------------------
// Seeding: the events the app itself would write, through the real deciders and envelope().
// ---------------------------------------------------------------------------------------------

const RULES: SigningRulesContext = { workTypes: STANDARD_WORK_TYPES, useTotalMileage: false };
/** A signing agent's year: mostly loan signings (1, 2, 6), general notary work (10, 11) and travel fees (15). */
const WORK_TYPE_WEIGHTS: Array<[number, number]> = [
  [1, 26],
  [2, 12],
  [3, 5],
  [4, 5],
  [5, 2],
  [6, 14],
  [7, 4],
  [9, 6],
  [10, 8],
  [11, 5],
  [12, 3],
  [13, 2],
  [15, 5],
  [16, 2],
  [17, 1],
];
/** Supplies, postage, parking and fees come often; insurance, bond and commission once or twice. */
const EXPENSE_KEY_WEIGHTS: Array<[number, number]> = [
  ...STANDARD_EXPENSE_TYPES.map((type): [number, number] => [type.Id, [2, 3, 10, 11, 12, 15, 16, 20, 21].includes(type.Id) ? 8 : 2]),
  [-1, 4],
];
const PAYEES = ['Staples', 'USPS', 'FedEx Office', 'NNA', 'Shell', 'Office Depot', 'Live Scan', 'Verizon', 'Snapdocs', 'Chevron', 'Amazon', 'UPS Store'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Nguyen', 'Kowalczyk', "O'Neil"];
const FIRST_NAMES = ['Ana', 'James', 'Mary', 'Robert', 'Linda', 'Michael', 'Sarah', 'David', 'Karen', 'Daniel', 'Zoë', 'José', 'Li'];
const CITIES: Array<[string, string, string]> = [
  ['Austin', 'TX', '78701'],
  ['Round Rock', 'TX', '78664'],
  ['Georgetown', 'TX', '78626'],
  ['San Marcos', 'TX', '78666'],
  ['Cedar Park', 'TX', '78613'],
];
const TRIP_DETAILS = ['Post office: return documents', 'Title company drop-off', 'Office supply run', 'Print shop', 'Bank: deposit checks'];

interface Append {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

interface Seeded {
  userId: string;
  events: number;
  eventsByType: Record<string, number>;
  head: number;
  paidSignings: number;
  partialSignings: number;
  withMileage: number;
  seedMs: number;
}

const day = (offset: number) => new Date(Date.UTC(YEAR, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const minDate = (a: string, b: string) => (a < b ? a : b);

async function seed(dataDir: string): Promise<Seeded> {
  const started = performance.now();
  const next = random(14);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = (weights: Array<[number, number]>): number => {
    let roll = next() * weights.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of weights) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return weights[weights.length - 1][0];
  };

  const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  try {
    // The account, its settings and its customers (title companies, signing services), as bench:api seeds them.
    const log = await new SyntheticLog({
      notaries: 1,
      signingsOf: () => 0,
      customersOf: () => SIZES.customers,
      years: [YEAR, YEAR],
      emailOf: () => EMAIL,
      trialSignings: 100_000,
      deleteShare: 0,
      seed: 14,
    }).appendTo(store);
    const userId = log.notaries[0].userId;
    // SyntheticLog names its customers deterministically: the same ids the log holds.
    const customers = Array.from({ length: SIZES.customers }, (_, c) => deterministicId('bench-customer', userId, String(c)));
    const hash = await new PasswordHasher().hash(PASSWORD);
    const sessions = await SqliteDocumentStore.open(join(dataDir, 'sessions.sqlite'));
    await new CredentialStore(sessions).setPasswordHash(userId, hash, new Date());
    await sessions.close();

    const eventsByType: Record<string, number> = { ...log.eventsByType };
    let events = log.events;
    let head = log.head;
    let commands = 0;
    const context = (at: Date): CommandContext => {
      const commandId = deterministicId('bench-reports-command', String(commands++));
      return { ownerId: userId, actorId: userId, commandId, correlationId: commandId, causationId: commandId, now: at };
    };
    const wrap = (streamId: string, list: DomainEvent[], at: Date, expectedRevision: ExpectedRevision): Append => ({
      streamId,
      events: list.map((event, index) => envelope(event, index, streamId, context(at))),
      expectedRevision,
    });
    const flush = async (appends: Append[]) => {
      for (let from = 0; from < appends.length; from += 500) {
        const wave = appends.slice(from, from + 500);
        const results = await Promise.all(wave.map((a) => store.appendToStream(a.streamId, a.events, { expectedRevision: a.expectedRevision })));
        head = Math.max(head, ...results.map((result) => result.position));
        for (const append of wave) {
          for (const event of append.events) eventsByType[event.type] = (eventsByType[event.type] ?? 0) + 1;
          events += append.events.length;
        }
      }
    };

    // Signings: scheduled in date order through the year, as a notary enters them.
    interface Signing {
      id: string;
      input: SigningInput;
      state: SigningState;
      revision: number;
    }
    const signings: Signing[] = [];
    const dates = Array.from({ length: SIZES.signings }, () => day(Math.floor(next() * 365))).sort();
    let odometer = 41_000;
    let withMileage = 0;
    for (const [index, date] of dates.entries()) {
      const loanType = weighted(WORK_TYPE_WEIGHTS);
      const type = STANDARD_WORK_TYPES.find((candidate) => candidate.Id === loanType)!;
      const [city, state, zip] = pick(CITIES);
      const invoiced = next() < 0.75;
      const driven = next() < 0.45;
      const start = driven ? odometer : null;
      const end = driven ? odometer + 4 + Math.floor(next() * 110) : null;
      if (driven) {
        odometer = end! + Math.floor(next() * 30);
        withMileage++;
      }
      const input: SigningInput = {
        AppointmentDate: date,
        AppointmentTime: { Hour: 1 + Math.floor(next() * 12), Minute: pick([0, 15, 30, 45]), AmPm: next() < 0.6 ? 'PM' : 'AM' },
        AppointmentDurationHour: 0,
        AppointmentDurationMinute: 0,
        LastName: pick(LAST_NAMES),
        FirstName: pick(FIRST_NAMES),
        CustomerId: next() < 0.85 ? pick(customers) : null,
        ContactId: null,
        LoanType: loanType,
        Address1: `${100 + Math.floor(next() * 9000)} ${pick(['Main', 'Oak', 'Pine', 'Maple', 'Cedar'])} Street`,
        Address2: '',
        City: city,
        State: state,
        Zip: zip,
        CellPhone: `512-555-${String(Math.floor(next() * 10_000)).padStart(4, '0')}`,
        EmailAddress: '',
        CoSignerName: next() < 0.3 ? `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}` : '',
        CoSignerCellPhone: '',
        CoSignerEmailAddress: '',
        OrderNumber: `ORD-${100_000 + index}`,
        LoanNumber: type.CategoryId === 2 ? `LN${Math.floor(next() * 1e9)}` : '',
        // Most take the type's fee; a quarter were negotiated.
        Amount: next() < 0.25 && type.FeeAmount > 0 ? Math.round(type.FeeAmount * (0.8 + next() * 0.6) * 100) / 100 : null,
        InvoiceNumber: invoiced ? String(1000 + index) : '',
        InvoiceSent: invoiced ? minDate(addDays(date, Math.floor(next() * 4)), TODAY) : null,
        InvoicePaid: null,
        StartMileage: start,
        EndMileage: end,
        Signatures: type.CategoryId === 2 ? 10 + Math.floor(next() * 30) : 1 + Math.floor(next() * 3),
        Documents: type.CategoryId === 2 ? 80 + Math.floor(next() * 80) : 1,
        TrackingSentBy: type.CategoryId === 2 ? 1 + Math.floor(next() * 4) : null,
        TrackingNumber: type.CategoryId === 2 ? `1Z${Math.floor(next() * 1e12)}` : '',
        RON: false,
        Payments: [],
      };
      signings.push({ id: deterministicId('bench-reports-signing', userId, String(index)), input, state: signingDecider.initialState(), revision: -1 });
    }
    const decide = (signing: Signing, command: SigningCommand, at: string): Append => {
      const list = signingDecider.decide(command, signing.state);
      const append = wrap(signingStream(signing.id), list, new Date(`${at}T17:00:00Z`), signing.revision < 0 ? 'no_stream' : signing.revision);
      signing.state = list.reduce((state, event: SigningEvent) => signingDecider.evolve(state, event), signing.state);
      signing.revision += list.length;
      return append;
    };
    const save = (signing: Signing): SigningCommand => ({ type: 'SaveSigning', signingId: signing.id, ownerId: userId, input: signing.input, rules: RULES });
    await flush(signings.map((signing) => decide(signing, save(signing), signing.input.AppointmentDate)));

    // Payments: ~60% paid; most in full at once (the decider marks them paid, InvoicePaid), some in
    // two payments, some only in part (still owing). The edit form sends back the stored amount and
    // length (filled from the type on creation), so a payment changes nothing else.
    const pay = (signing: Signing, paidDate: string, amount: number) => {
      const stored = signing.state.details!;
      signing.input = {
        ...signing.input,
        Amount: stored.Amount,
        AppointmentDurationHour: Math.floor((stored.AppointmentDuration ?? 0) / 60),
        AppointmentDurationMinute: (stored.AppointmentDuration ?? 0) % 60,
        Payments: [
          ...signing.input.Payments,
          {
            PaymentId: deterministicId('bench-reports-payment', signing.id, String(signing.input.Payments.length)),
            PaidDate: paidDate,
            Amount: amount,
            CheckNumber: next() < 0.6 ? String(2000 + Math.floor(next() * 8000)) : '',
          },
        ],
      };
      return decide(signing, save(signing), paidDate);
    };
    let paidSignings = 0;
    let partialSignings = 0;
    const firstRound: Append[] = [];
    const secondRound: Append[] = [];
    for (const signing of signings) {
      const amount = signing.state.details!.Amount ?? 0;
      if (amount <= 0 || next() >= 0.6) continue;
      paidSignings++;
      const firstDate = minDate(addDays(signing.input.AppointmentDate, Math.floor(next() * 40)), TODAY);
      const roll = next();
      if (roll < 0.75) firstRound.push(pay(signing, firstDate, amount));
      else if (roll < 0.87) {
        const half = Math.round(amount * 50) / 100;
        firstRound.push(pay(signing, firstDate, half));
        secondRound.push(pay(signing, minDate(addDays(firstDate, 10 + Math.floor(next() * 30)), TODAY), Math.round((amount - half) * 100) / 100));
      } else {
        partialSignings++;
        firstRound.push(pay(signing, firstDate, Math.round(amount * (0.3 + next() * 0.4) * 100) / 100));
      }
    }
    await flush(firstRound);
    await flush(secondRound);

    // Expenses of every kind (standard types 1-25 and Other, -1); some spent for a signing.
    const knownTypes = new Set(STANDARD_EXPENSE_TYPES.map((type) => type.Id));
    const expenses: Append[] = [];
    for (let i = 0; i < SIZES.expenses; i++) {
      const key = weighted(EXPENSE_KEY_WEIGHTS);
      const forSigning = next() < 0.15 ? pick(signings) : null;
      const date = forSigning ? forSigning.input.AppointmentDate : day(Math.floor(next() * 365));
      const big = [5, 6, 7, 13, 17, 25].includes(key);
      const expenseId = deterministicId('bench-reports-expense', userId, String(i));
      const list = expenseDecider.decide(
        {
          type: 'SaveExpense',
          expenseId,
          ownerId: userId,
          knownTypes,
          input: {
            Date: date,
            Payee: pick(PAYEES),
            Details: `${forSigning ? `For the signing of ${forSigning.input.LastName}` : 'Business'} — item ${i + 1}`,
            Amount: Math.round((big ? 150 + next() * 900 : 3 + next() * 120) * 100) / 100,
            CategoryKey: key,
            AppointmentId: forSigning?.id ?? null,
            AppointmentTypeId: forSigning?.input.LoanType ?? null,
          },
        },
        expenseDecider.initialState(),
      );
      expenses.push(wrap(expenseStream(expenseId), list, new Date(`${date}T20:00:00Z`), 'no_stream'));
    }
    await flush(expenses);

    // Extra-mileage trips (not a signing's own): post office, title companies.
    const trips: Append[] = [];
    for (let i = 0; i < SIZES.trips; i++) {
      const date = day(Math.floor(next() * 365));
      const start = 60_000 + i * 40;
      const tripId = deterministicId('bench-reports-trip', userId, String(i));
      const list = mileageDecider.decide(
        {
          type: 'SaveMileage',
          tripId,
          ownerId: userId,
          useTotalMileage: false,
          input: {
            Date: date,
            Details: pick(TRIP_DETAILS),
            StartMileage: start,
            EndMileage: start + 2 + Math.floor(next() * 350) / 10,
            AppointmentTypeId: null,
          },
        },
        mileageDecider.initialState(),
      );
      trips.push(wrap(mileageStream(tripId), list, new Date(`${date}T21:00:00Z`), 'no_stream'));
    }
    await flush(trips);
    return { userId, events, eventsByType, head, paidSignings, partialSignings, withMileage, seedMs: performance.now() - started };
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The event-loop probe, preloaded into the app's process (not a file of the repository).
// ---------------------------------------------------------------------------------------------

/**
 * A CommonJS preload (`node -r <temp file>`, written to the run's temp folder): monitorEventLoopDelay
 * in the app's own process, read (and reset) over a loopback HTTP server of its own on
 * BENCH_LOOP_PROBE_PORT. The histogram records the intervals of a 5 ms timer: its max is the longest
 * turn of the loop in the window, give or take the 5 ms (reported as is, as bench:invoices does). (`--import=data:` would do without a file, but makes Node load the
 * entry point as ESM, which swc-node's require hook does not handle.)
 */
const PROBE = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { createServer } = require('node:http');
// Worker threads inherit the preload (execArgv): the probe is the API thread's only.
if (require('node:worker_threads').isMainThread) {
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
createServer((request, response) => {
  const body = JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, samples: histogram.count });
  response.setHeader('content-type', 'application/json');
  if (request.url !== '/reset') return response.end(body);
  // After reset() the histogram's next tick only takes a new start time and records nothing: a
  // stall starting before it would go unseen. Answer once it has recorded a tick again.
  histogram.reset();
  const armed = () => (histogram.count > 0 ? response.end(body) : setTimeout(armed, 1));
  armed();
}).listen(Number(process.env.BENCH_LOOP_PROBE_PORT), '127.0.0.1').unref();
}
`;

interface ProbeReading {
  maxMs: number;
  p99Ms: number;
  samples: number;
}

class LoopProbe {
  constructor(private readonly url: string) {}

  async reset(): Promise<void> {
    await (await fetch(`${this.url}/reset`)).text();
  }

  async read(): Promise<ProbeReading> {
    return (await (await fetch(`${this.url}/read`)).json()) as ProbeReading;
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

const reportPath = (kind: ReportKind, format?: FileFormat) => `/api/reportapi/${kind}?Year=${YEAR}&AsOf=${TODAY}${format ? `&format=${format}` : ''}`;

async function ok<T extends { status: number }>(label: string, pending: Promise<T>): Promise<T> {
  const response = await pending;
  if (response.status !== 200) {
    const body = (response as { body?: unknown; bytes?: Buffer }).body ?? (response as { bytes?: Buffer }).bytes?.toString('utf8').slice(0, 300);
    throw new Error(`${label}: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return response;
}

/** One request at a time after a warm-up, each timed from the call to the parsed answer. */
async function sequential(label: string, warmUp: number, count: number, request: () => Promise<{ status: number }>): Promise<LatencySummary> {
  for (let i = 0; i < warmUp; i++) await ok(label, request());
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await ok(label, request());
    timings.push(performance.now() - started);
  }
  return summarize(timings);
}

const rowsOf = (report: Report) => report.Tables.reduce((sum, t) => sum + t.Rows.length, 0);
const kb = (bytes: number) => `${bytes >= 10 * 1024 ? Math.round(bytes / 1024) : round(bytes / 1024, 1)} KB`;

interface FileFigures {
  kind: ReportKind;
  format: FileFormat;
  latency: LatencySummary;
  bytes: number;
  /** The probe's max over each timed request's window. */
  stallMs: number;
  stallP99Ms: number;
  inline: LatencySummary;
  inlineBytes: number;
}

async function main(): Promise<void> {
  const loadAtStart = load();
  console.log(`bench:reports — ${new Date().toISOString()}${quick ? ' (QUICK sizes: not for reporting)' : ''}`);
  console.log(
    'Stall: measured inside the app process (monitorEventLoopDelay preloaded with -r, 5 ms resolution, its max reported as bench:invoices does, reset before and read after each file request); cross-checked from outside by a tight GET /api/health loop.',
  );
  const results: Record<string, unknown> = { sizes: SIZES, bars: BARS, year: YEAR, asOf: TODAY, loadAtStart };
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const children: ChildServer[] = [];
  try {
    progress(`seeding one notary: ${SIZES.signings} signings in ${YEAR}, ${SIZES.expenses} expenses, ${SIZES.trips} trips`);
    const seeded = await seed(dataDir);
    progress(`${seeded.events.toLocaleString('en-US')} events seeded in ${Math.round(seeded.seedMs)} ms; starting the app`);
    results.seed = seeded;

    const port = await freePort();
    const probePort = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const profileDir = join(REPO_ROOT, 'bench', 'results', 'profiles');
    if (process.env.BENCH_PROFILE) mkdirSync(profileDir, { recursive: true });
    const probeFile = join(dataDir, 'loop-probe.cjs');
    writeFileSync(probeFile, PROBE);
    const appStarted = performance.now();
    const app = startChild(
      'apps/command-api/src/main.ts',
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', TRIAL_SIGNINGS: '100000', BENCH_LOOP_PROBE_PORT: String(probePort) },
      ['-r', probeFile, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    );
    children.push(app);
    await until('the app answering /api/health', async () => (await fetch(`${url}/api/health`)).ok, 10 * 60_000, 200, app);
    const floorPort = await freePort();
    const floor = startChild('bench/support/bare-fastify.ts', { PORT: String(floorPort) });
    children.push(floor);
    await until('the bare Fastify floor', async () => (await fetch(`http://127.0.0.1:${floorPort}/ping`)).ok, 60_000, 100, floor);

    const notary = new ApiClient(url);
    await ok('login', notary.post('/api/accountapi/login', { Email: EMAIL, Password: PASSWORD }));
    await until(
      `the projector catching up (${SIZES.signings} signings on the dashboard, no projection lagging)`,
      async () => {
        const summary = await notary.query('/api/appointmentapi/summary', { Year: YEAR, CategoryTypes: [] });
        if ((summary.body as { AppointmentCount?: number }).AppointmentCount !== SIZES.signings) return false;
        const health = (await (await fetch(`${url}/api/health`)).json()) as { Projections: Array<{ Lag: number; State: string }> };
        return health.Projections.every((projection) => projection.Lag === 0);
      },
      20 * 60_000,
      250,
      app,
    );
    const catchUpMs = performance.now() - appStarted;
    progress(`the app is up and caught up in ${Math.round(catchUpMs)} ms`);
    const probe = new LoopProbe(`http://127.0.0.1:${probePort}`);
    await probe.read();

    // The data as the reports see it, to check the seed reached them.
    const check = async (kind: ReportKind) => (await ok(kind, notary.get(reportPath(kind)))).body as Report;
    const income = await check('income');
    const expense = await check('expense');
    const mileage = await check('mileage');
    const seen = {
      signings: income.Totals.Signings,
      billed: income.Totals.Billed,
      expenses: expense.Tables.find((t) => t.Rows.length >= SIZES.expenses)?.Rows.length ?? null,
      tripRows: mileage.Tables.map((t) => `${t.Title}: ${t.Rows.length}`),
    };
    progress(`the reports see: ${JSON.stringify(seen)}`);
    results.seen = seen;

    // Part 1: JSON, every kind, against the floor.
    progress(`JSON: bare Fastify floor, then ${KINDS.length} kinds x ${SIZES.json} requests`);
    const floorClient = new ApiClient(`http://127.0.0.1:${floorPort}`);
    const floorLatency = await sequential('floor', SIZES.jsonWarmUp * 2, SIZES.json * 2, () => floorClient.get('/ping'));
    const floorRef = { label: 'bare Fastify GET p95', value: floorLatency.p95, unit: ms };
    const reports = new Map<ReportKind, Report>();
    const json: Record<string, unknown> = {};
    const jsonStalls: Array<{ kind: ReportKind; stallMs: number }> = [];
    for (const kind of KINDS) {
      const first = await ok(kind, notary.get(reportPath(kind)));
      reports.set(kind, first.body as Report);
      const bytes = Number(first.headers.get('content-length') ?? JSON.stringify(first.body).length);
      await probe.reset();
      const latency = await sequential(kind, SIZES.jsonWarmUp, SIZES.json, () => notary.get(reportPath(kind)));
      const stall = await probe.read();
      const report = first.body as Report;
      json[kind] = { ...latency, bytes, rows: rowsOf(report), tables: report.Tables.length, stallMs: round(stall.maxMs, 1) };
      jsonStalls.push({ kind, stallMs: round(stall.maxMs, 1) });
      rows.push({
        figure: `JSON ${kind}, p95`,
        value: latency.p95,
        unit: ms,
        bar: { kind: 'max', value: BARS.jsonP95Ms },
        reference: floorRef,
        note: `p50 ${round(latency.p50, 1)}; ${kb(bytes)}, ${rowsOf(report)} rows in ${report.Tables.length} tables; loop stall meanwhile ${round(stall.maxMs, 1)} ms`,
      });
    }
    results.json = { floor: floorLatency, kinds: json };

    // The probe over an idle window: its own floor (timer jitter, GC of an idle app).
    await probe.reset();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = await probe.read();

    // Part 2 and 3: files, each beside the same report rendered inline here; the stall inside the app.
    progress(`files: ${FILE_KINDS.length} kinds x ${FORMATS.join(' + ')}, ${SIZES.files} each (p50/max), and inline references`);
    const files: FileFigures[] = [];
    for (const kind of FILE_KINDS) {
      const report = reports.get(kind)!;
      for (const format of FORMATS) {
        const label = `${kind}.${format}`;
        const request = () => notary.bytes('GET', reportPath(kind, format));
        let bytes = 0;
        for (let i = 0; i < SIZES.fileWarmUp; i++) bytes = (await ok(label, request())).bytes.length;
        const timings: number[] = [];
        let stallMs = 0;
        let stallP99Ms = 0;
        for (let i = 0; i < SIZES.files; i++) {
          await probe.reset();
          const started = performance.now();
          bytes = (await ok(label, request())).bytes.length;
          timings.push(performance.now() - started);
          const stall = await probe.read();
          stallMs = Math.max(stallMs, stall.maxMs);
          stallP99Ms = Math.max(stallP99Ms, stall.p99Ms);
        }
        const render = format === 'pdf' ? () => renderReportPdf(report) : () => renderReportXlsx(report);
        let inlineBytes = (await render()).length;
        const inlineTimings: number[] = [];
        for (let i = 0; i < SIZES.inline; i++) {
          const started = performance.now();
          inlineBytes = (await render()).length;
          inlineTimings.push(performance.now() - started);
        }
        files.push({
          kind,
          format,
          latency: summarize(timings),
          bytes,
          stallMs: round(stallMs, 1),
          stallP99Ms: round(stallP99Ms, 1),
          inline: summarize(inlineTimings),
          inlineBytes,
        });
        progress(`${label}: p50 ${round(summarize(timings).p50, 0)} ms, ${kb(bytes)}, stall ${round(stallMs, 1)} ms`);
      }
    }
    for (const file of files) {
      rows.push({
        figure: `${file.format.toUpperCase()} ${file.kind}, max`,
        value: file.latency.max,
        unit: ms,
        bar: { kind: 'max', value: file.format === 'pdf' ? BARS.pdfMs : BARS.xlsxMs },
        reference: { label: `inline render${file.format === 'pdf' ? 'ReportPdf' : 'ReportXlsx'} p50`, value: file.inline.p50, unit: ms },
        note: `p50 ${round(file.latency.p50, 0)}; ${kb(file.bytes)}; ${rowsOf(reports.get(file.kind)!)} rows; API loop stall ${file.stallMs} ms`,
      });
    }
    const worst = [...files].sort((a, b) => b.stallMs - a.stallMs)[0];
    const maxStallMs = worst.stallMs;
    rows.push({
      figure: 'API longest event-loop stall while PDFs/XLSX are made',
      value: maxStallMs,
      unit: ms,
      bar: { kind: 'max', value: BARS.stallMs },
      reference: { label: 'same probe, idle 2 s', value: round(idle.maxMs, 1), unit: ms },
      note: `in the app process (monitorEventLoopDelay); worst: ${worst.kind}.${worst.format}; over ${files.length * SIZES.files} file requests`,
    });

    // What the files' stall is made of: a JSON report's request holds the API thread as long.
    const worstJson = [...jsonStalls].sort((a, b) => b.stallMs - a.stallMs)[0];
    rows.push({
      figure: 'API longest event-loop stall while JSON reports are made',
      value: worstJson.stallMs,
      unit: ms,
      bar: { kind: 'max', value: BARS.stallMs },
      reference: { label: 'same probe, idle 2 s', value: round(idle.maxMs, 1), unit: ms },
      note: `worst: ${worstJson.kind}; the reads (a month at a time) and the build of a report run on the API thread, for a file too (before the worker)`,
    });

    // The outside cross-check: a tight loop of GET /api/health during one render of each file.
    progress('cross-check: GET /api/health in a tight loop while each file is made once');
    const healthIdle = await sequential('health', 5, 30, () => fetch(`${url}/api/health`).then(async (r) => ({ status: r.status, text: await r.text() })));
    let healthMaxMs = 0;
    let healthRequests = 0;
    let healthWorst = '';
    for (const kind of FILE_KINDS) {
      for (const format of FORMATS) {
        let done = false;
        const render = ok(`${kind}.${format}`, notary.bytes('GET', reportPath(kind, format))).finally(() => (done = true));
        while (!done) {
          const started = performance.now();
          await (await fetch(`${url}/api/health`)).text();
          const took = performance.now() - started;
          healthRequests++;
          if (took > healthMaxMs) {
            healthMaxMs = took;
            healthWorst = `${kind}.${format}`;
          }
        }
        await render;
      }
    }
    rows.push({
      figure: 'Longest GET /api/health answer while files are made',
      value: round(healthMaxMs, 1),
      unit: ms,
      reference: { label: 'GET /api/health p50 idle', value: healthIdle.p50, unit: ms },
      note: `from outside: ${healthRequests} back-to-back requests over one render of each file; worst during ${healthWorst}; the gap minus the p50 is ~${round(healthMaxMs - healthIdle.p50, 0)} ms`,
    });
    results.files = files;
    results.stall = {
      idle,
      maxStallMs,
      worst: `${worst.kind}.${worst.format}`,
      health: { idle: healthIdle, maxMs: healthMaxMs, requests: healthRequests, worst: healthWorst },
    };
    results.catchUpMs = catchUpMs;

    printTable(
      `Reports for ${YEAR}: one notary, ${SIZES.signings.toLocaleString('en-US')} signings (${seeded.paidSignings} paid, ${seeded.partialSignings} in part), ${SIZES.expenses} expenses, ${SIZES.trips} trips; stall measured inside the app (monitorEventLoopDelay preload)`,
      rows,
    );
  } catch (error) {
    // The app's last lines say why a request failed (a 500 is logged there, not in the answer).
    if (children[0]) console.error(`The app's last output:\n${children[0].output().split('\n').slice(-40).join('\n')}`);
    throw error;
  } finally {
    await Promise.allSettled(children.map((child) => child.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLoad average at start ${loadAtStart}, at end ${load()}.`);
  console.log(`Results: ${writeResults('reports', { ...results, rows })}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
