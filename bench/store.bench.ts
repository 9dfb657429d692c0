/**
 * `npm run bench:store`: the embedded stores and the projector, in one run, each figure printed
 * beside the bar it should meet and the ceiling (or floor) measured in the same run on this machine.
 * Figures are never asserted: a missed bar prints ✗ and the process still exits 0; only a benchmark
 * that crashes exits non-zero. A JSON copy goes to bench/results/store-<timestamp>.json.
 *
 * Options (after `--`): --quick (smaller sizes, for trying the script; not for reporting),
 * --no-side-by-side (skip timing Projector.rebuild('signings') after the catch-up).
 * Environment: BENCH_PROFILE=1 writes CPU profiles of the projector's catch-up (and rebuild) to
 * bench/results/profiles/.
 */
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchAppendsDetailed, benchRawReadCeiling, benchRawSingleRowCommits, benchRawSqliteCeiling, benchReadAll } from './event-store.bench';
import { benchPerOwnerFind, benchRawPageFloor } from './document-store.bench';
import { benchProjectionRebuild, type ProjectionBenchResult } from './projection.bench';
import type { ApiAnswers } from './support/health-probe';
import { load, printTable, progress, writeResults, type Row } from './support/report';
import { round } from './support/stats';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');

const SIZES = quick
  ? { single: 300, concurrent: 32 * 100, raw: 20_000, readAll: 20_000, notaries: 50, signingsPerNotary: 40, documents: 20_000, owners: 100 }
  : { single: 2_000, concurrent: 32 * 500, raw: 100_000, readAll: 200_000, notaries: 500, signingsPerNotary: 100, documents: 100_000, owners: 500 };

const BARS = { appends32: 5_000, catchUp: 50_000, rebuild: 20_000, stallMs: 50, findP95Ms: 5 };

async function main(): Promise<void> {
  const wallStarted = performance.now();
  const loadAtStart = load();
  console.log(`bench:store — ${new Date().toISOString()}${quick ? ' (QUICK sizes: not for reporting)' : ''}`);

  progress(`appends: 1 appender x ${SIZES.single} events`);
  const singleRun = await benchAppendsDetailed(1, SIZES.single);
  const single = singleRun.eventsPerSecond;
  const singleCeiling = await benchRawSingleRowCommits(SIZES.single);
  progress(`appends: 32 appenders, ${SIZES.concurrent} events`);
  const concurrentRun = await benchAppendsDetailed(32, SIZES.concurrent);
  const concurrent = concurrentRun.eventsPerSecond;
  progress(`raw better-sqlite3 ceiling: ${SIZES.raw} rows in transactions of 1000`);
  const rawCeiling = await benchRawSqliteCeiling(SIZES.raw);
  progress(`readAll over ${SIZES.readAll} events`);
  const readAll = await benchReadAll(SIZES.readAll);
  const readCeiling = await benchRawReadCeiling(SIZES.readAll);

  const projection = await benchProjectionRebuild({
    notaries: SIZES.notaries,
    signingsPerNotary: SIZES.signingsPerNotary,
    sideBySide: !args.has('--no-side-by-side'),
    onBackgroundThread: !args.has('--no-background-thread'),
    log: progress,
    profileDir: process.env.BENCH_PROFILE ? join(__dirname, 'results', 'profiles') : undefined,
  });
  if (!quick && projection.events < 200_000) throw new Error(`the synthetic log has ${projection.events} events; the benchmark needs at least 200,000`);

  progress(`per-owner find: ${SIZES.documents} documents, ${SIZES.owners} owners`);
  const find = await benchPerOwnerFind({ documents: SIZES.documents, owners: SIZES.owners });
  const findFloor = await benchRawPageFloor({ documents: SIZES.documents, owners: SIZES.owners });

  const eventsPerSecond = 'events/s';
  const rows: Row[] = [
    {
      figure: 'Appends, 1 appender (sync=FULL)',
      value: single,
      unit: eventsPerSecond,
      reference: { label: 'raw one-row commits', value: singleCeiling, unit: eventsPerSecond },
      note: `${SIZES.single} appends, own stream, exact expected revision; ${singleRun.commitsPerSecond.toLocaleString('en-US')} commits/s`,
    },
    {
      figure: 'Appends, 32 appenders (sync=FULL)',
      value: concurrent,
      unit: eventsPerSecond,
      bar: { kind: 'min', value: BARS.appends32 },
      reference: { label: 'raw batched inserts (1000/tx)', value: rawCeiling, unit: eventsPerSecond },
      note: `${SIZES.concurrent} appends; group commit: ${(concurrentRun.appends / concurrentRun.commits).toFixed(1)} appends per commit, ${concurrentRun.commitsPerSecond.toLocaleString('en-US')} commits/s (raw one-row commits: ${Math.round(singleCeiling).toLocaleString('en-US')}/s)`,
    },
    {
      figure: 'Read all (readAll, pages of 500)',
      value: readAll,
      unit: eventsPerSecond,
      reference: { label: 'raw SELECT pages + JSON.parse', value: readCeiling, unit: eventsPerSecond },
      note: `${SIZES.readAll} events, JSON parsed`,
    },
    {
      figure: `Projection catch-up, ${projection.projections} projections`,
      value: projection.catchUpEventsPerSecond,
      unit: eventsPerSecond,
      bar: { kind: 'min', value: BARS.catchUp },
      reference: { label: 'readAll of the same log', value: projection.readAllEventsPerSecond, unit: eventsPerSecond },
      note: `${projection.events.toLocaleString('en-US')} events in ${(projection.catchUpMs / 1000).toFixed(1)} s, fresh read models`,
    },
    {
      figure: `Projections alone: the log replayed in memory, ${projection.projections} projections`,
      value: projection.inMemoryReplay.eventsPerSecond,
      unit: eventsPerSecond,
      reference: { label: 'readAll of the same log', value: projection.readAllEventsPerSecond, unit: eventsPerSecond },
      note: `the catch-up's ceiling: its projection code with no database (replayInMemory, as an "as of" answer runs it), ${projection.events.toLocaleString('en-US')} events already in memory, ${(projection.inMemoryReplay.ms / 1000).toFixed(1)} s, ${projection.inMemoryReplay.documents.toLocaleString('en-US')} documents`,
    },
    {
      figure: "Read models written raw: the catch-up's write floor",
      value: projection.writeFloor.eventsPerSecond,
      unit: eventsPerSecond,
      reference: { label: 'written in', value: projection.writeFloor.ms, unit: 'ms' },
      note: `the ${projection.writeFloor.documents.toLocaleString('en-US')} documents of the replay above (${(projection.writeFloor.jsonBytes / 1e6).toFixed(0)} MB of JSON, ${projection.writeFloor.indexRows.toLocaleString('en-US')} index rows) inserted into a fresh SQLite file in the embedded store's layout with nothing around the inserts: JSON.stringify ${projection.writeFloor.parts.stringifyMs} ms, document rows ${projection.writeFloor.parts.documentRowsMs} ms, index rows ${projection.writeFloor.parts.indexRowsMs} ms, commits ${projection.writeFloor.parts.commitMs} ms. A catch-up that only wrote its read models could not pass this figure; the catch-up bar (${BARS.catchUp.toLocaleString('en-US')}) means writing them in ${((projection.events / BARS.catchUp) * 1000).toLocaleString('en-US', { maximumFractionDigits: 0 })} ms`,
    },
    ...(projection.rebuild
      ? [
          {
            figure: 'Side-by-side rebuild, signings only',
            value: projection.rebuild.eventsPerSecond,
            unit: eventsPerSecond,
            bar: { kind: 'min' as const, value: BARS.rebuild },
            reference: { label: 'readAll of the same log', value: projection.readAllEventsPerSecond, unit: eventsPerSecond },
            note: `Projector.rebuild('signings'): ${(projection.rebuild.ms / 1000).toFixed(1)} s; ${projection.rebuild.handledEvents.toLocaleString('en-US')} of the events are its own`,
          },
        ]
      : [
          {
            figure: 'Side-by-side rebuild, signings only',
            value: Number.NaN,
            unit: eventsPerSecond,
            note: 'not run (--no-side-by-side)',
          },
        ]),
    {
      figure: 'Event-loop stall, catch-up on this thread',
      value: projection.eventLoop.catchUpMaxStallMs,
      unit: 'ms',
      reference: { label: 'the catch-up itself', value: projection.catchUpMs, unit: 'ms' },
      note: `a 10 ms timer ran ${projection.eventLoop.catchUpTimerTicks} times; the projector on the timer's own thread, as tests run it (npm start uses the background thread, below)`,
    },
    ...(projection.eventLoop.rebuildMaxStallMs !== null && projection.rebuild
      ? [
          {
            figure: 'Event-loop stall, rebuild on this thread',
            value: projection.eventLoop.rebuildMaxStallMs,
            unit: 'ms',
            reference: { label: 'the rebuild itself', value: projection.rebuild.ms, unit: 'ms' },
            note: `a 10 ms timer ran ${projection.eventLoop.rebuildTimerTicks} times`,
          },
        ]
      : []),
    ...backgroundThreadRows(projection),
    {
      figure: 'Log read by owner, p95',
      value: projection.operatorReads.byOwner.p95,
      unit: 'ms',
      bar: { kind: 'max', value: BARS.findP95Ms },
      note: `readByOwner, first 100 events of one of ${SIZES.notaries} notaries in the ${projection.events.toLocaleString('en-US')}-event log; p50 ${projection.operatorReads.byOwner.p50} ms; the first read, which indexed the log: ${projection.operatorReads.firstReadMs.toLocaleString('en-US')} ms`,
    },
    {
      figure: 'Log read by correlation id, p95',
      value: projection.operatorReads.byCorrelation.p95,
      unit: 'ms',
      bar: { kind: 'max', value: BARS.findP95Ms },
      note: `readByCorrelation, every event of one request; p50 ${projection.operatorReads.byCorrelation.p50} ms`,
    },
    {
      figure: 'Per-owner indexed find, p50',
      value: find.p50,
      unit: 'ms',
      reference: { label: 'raw SQLite page p50', value: findFloor.p50, unit: 'ms' },
      note: `${find.documents.toLocaleString('en-US')} docs, ${find.owners} owners, page of 100, index ${find.index}${find.sortFromIndex ? ' (sort from index)' : ' (SORT IN MEMORY)'}`,
    },
    {
      figure: 'Per-owner indexed find, p95',
      value: find.p95,
      unit: 'ms',
      bar: { kind: 'max', value: BARS.findP95Ms },
      reference: { label: 'raw SQLite page p95', value: findFloor.p95, unit: 'ms' },
      note: `p99 ${find.p99} ms (raw ${findFloor.p99} ms); ${find.queries} queries`,
    },
  ];
  const wallMs = performance.now() - wallStarted;
  printTable(
    `Embedded stores on this machine (${cpus().length} cores) — wall time ${(wallMs / 1000).toFixed(0)} s, load average ${loadAtStart} at start, ${load()} at end`,
    rows,
  );
  console.log(
    `\nLog used for the projector: ${Object.entries(projection.eventsByType)
      .map(([type, n]) => `${type} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `Catch-up per projection (applying its events / writing its documents; the whole catch-up took ${projection.catchUpMs.toLocaleString('en-US')} ms):\n${projection.work
      .map(
        (w) =>
          `  ${w.projection.padEnd(28)} ${w.events.toLocaleString('en-US').padStart(9)} events ${`${w.applyMs.toLocaleString('en-US')} ms`.padStart(9)} | ${w.written.toLocaleString('en-US').padStart(9)} documents ${`${w.writeMs.toLocaleString('en-US')} ms`.padStart(9)}`,
      )
      .join('\n')}`,
  );
  console.log(
    `Building it: ${(projection.generateMs / 1000).toFixed(1)} s deciding, ${(projection.appendMs / 1000).toFixed(1)} s appending (${projection.appendEventsPerSecond.toLocaleString('en-US')} events/s through appendToStream, 1000 concurrent appends per wave)`,
  );
  const file = writeResults('store', {
    quick,
    sizes: SIZES,
    bars: BARS,
    wallMs: round(wallMs, 0),
    loadAverage: { start: loadAtStart, end: load() },
    rows,
    details: { single: singleRun, singleCeiling, concurrent: concurrentRun, rawCeiling, readAll, readCeiling, projection, find, findFloor },
  });
  if (projection.profiles.length) console.log(`CPU profiles: ${projection.profiles.join(', ')}`);
  console.log(`JSON copy: ${file}`);
}

/** The projector as `npm start` runs it: on the background thread, the API's thread measured meanwhile. */
function backgroundThreadRows(projection: ProjectionBenchResult): Row[] {
  const thread = projection.onBackgroundThread;
  if (!thread) return [{ figure: 'Background thread: catch-up', value: Number.NaN, unit: 'events/s', note: 'not run (--no-background-thread)' }];
  const answers = (figures: ApiAnswers) =>
    `${figures.requests} GET /api/health, one every 10 ms: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms; over 50 ms: ${
      figures.slow.length
        ? figures.slow
            .slice(0, 8)
            .map((answer) => `${answer.ms} ms at ${answer.atS} s`)
            .join(', ') + (figures.slow.length > 8 ? ` and ${figures.slow.length - 8} more` : '')
        : 'none'
    }`;
  return [
    {
      figure: `Background thread: catch-up, ${projection.projections} projections`,
      value: thread.catchUpEventsPerSecond,
      unit: 'events/s',
      bar: { kind: 'min', value: BARS.catchUp },
      reference: { label: 'readAll of the same log', value: projection.readAllEventsPerSecond, unit: 'events/s' },
      note: `as npm start runs it; ${thread.events.toLocaleString('en-US')} events in ${(thread.catchUpMs / 1000).toFixed(1)} s from the app's first answer (${(thread.listeningMs / 1000).toFixed(1)} s after spawn) until every projection ran at the head`,
    },
    {
      figure: 'Longest API answer, background catch-up',
      value: thread.catchUp.maxMs,
      unit: 'ms',
      bar: { kind: 'max', value: BARS.stallMs },
      reference: { label: 'the catch-up itself', value: thread.catchUpMs, unit: 'ms' },
      note: `the app as a child process (npm start's way); ${answers(thread.catchUp)}; it bounds the API loop's longest stall from above`,
    },
    {
      figure: 'Background thread: side-by-side rebuild, signings',
      value: thread.rebuildEventsPerSecond,
      unit: 'events/s',
      bar: { kind: 'min', value: BARS.rebuild },
      reference: { label: 'readAll of the same log', value: projection.readAllEventsPerSecond, unit: 'events/s' },
      note: `requested as the panel does; ${(thread.rebuildMs / 1000).toFixed(1)} s until the new generation served at the head`,
    },
    {
      figure: 'Longest API answer, background rebuild',
      value: thread.rebuild.maxMs,
      unit: 'ms',
      bar: { kind: 'max', value: BARS.stallMs },
      reference: { label: 'the rebuild itself', value: thread.rebuildMs, unit: 'ms' },
      note: `${answers(thread.rebuild)}`,
    },
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
