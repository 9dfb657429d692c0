import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@notary/event-store';
import { SqliteDocumentStore } from '@notary/document-store';
import { Projector, replayInMemory, type ProjectionWork } from '@notary/projection-runtime';
import { allProjections, signingsProjection } from '@notary/read-models';
import { InProcessChangeNotifier, silentLogger } from '@notary/platform';
import { SyntheticLog } from './support/synthetic-log';
import { perSecond, round } from './support/stats';
import { watchEventLoop } from './support/event-loop';
import { benchOperatorReads, type OperatorReadsResult } from './operator-reads.bench';
import { benchBackgroundThread, type BackgroundThreadBenchResult } from './background-thread.bench';
import { benchRawReadModelWrite, type RawReadModelWriteResult } from './document-store.bench';

export interface ProjectionBenchOptions {
  notaries: number;
  signingsPerNotary: number;
  /** Also time Projector.rebuild('signings') side by side once the projector has caught up. */
  sideBySide?: boolean;
  /** Progress lines (stderr). */
  log?: (message: string) => void;
  /** When set, CPU profiles of the catch-up (and of the rebuild) are written into this folder. */
  profileDir?: string;
  /** First, build the same log's read models as `npm start` does: the app as a child process, on its background thread. */
  onBackgroundThread?: boolean;
}

export interface ProjectionBenchResult {
  events: number;
  /** How many projections the catch-up builds (every real one). */
  projections: number;
  eventsByType: Record<string, number>;
  notaries: number;
  signings: number;
  /** Building the log: deciding the events, and appending them through the adapter (group commit). */
  generateMs: number;
  appendMs: number;
  appendEventsPerSecond: number;
  /** The ceiling: the same log read through readAll in pages of 500 (JSON parsed), same run. */
  readAllEventsPerSecond: number;
  /** readByOwner and readByCorrelation over the same log, once the projector is done. */
  operatorReads: OperatorReadsResult;
  /**
   * The projections' own code, without a database: every event of the log (held in memory, read
   * before the clock starts) replayed through every projection by replayInMemory, the way an "as of"
   * answer is computed. The catch-up runs the same code and writes its documents besides, so this is
   * its ceiling in practice (only a filter other than by _id is slower here: a scan, not an index).
   */
  inMemoryReplay: { ms: number; eventsPerSecond: number; documents: number };
  /**
   * The catch-up's write floor: the read models the in-memory replay made (every document the
   * catch-up writes) written raw into a fresh SQLite file in the embedded store's layout
   * (benchRawReadModelWrite), with the events/s a catch-up of this log could reach if writing them
   * were all it did.
   */
  writeFloor: RawReadModelWriteResult & { eventsPerSecond: number };
  /** Projector.start() on a fresh document store until waitFor(head) resolves. */
  catchUpMs: number;
  catchUpEventsPerSecond: number;
  /**
   * CPU time the process spent while catching up (user + system, all threads): steadier than the
   * wall time on a machine shared with other work, where the wall time also counts waiting for a core.
   */
  catchUpCpuMs: number;
  /** Projector.rebuild('signings') over the same log, side by side with the serving generation. */
  rebuild: null | { projection: string; ms: number; eventsPerSecond: number; handledEvents: number; handledEventsPerSecond: number };
  documents: Record<string, number>;
  /** Where the catch-up's time went, per projection (applying its events, writing its documents). */
  work: ProjectionWork[];
  profiles: string[];
  /**
   * The longest time the event loop could not run a 10 ms timer while the projector caught up (and
   * rebuilt). In embedded mode the projector shares its process with the API: a stall is that long
   * for every HTTP request and Socket.IO message too.
   */
  eventLoop: { catchUpMaxStallMs: number; catchUpTimerTicks: number; rebuildMaxStallMs: number | null; rebuildTimerTicks: number | null };
  /** The same catch-up and rebuild as the app runs them (a child process, its background thread), its API timed meanwhile. */
  onBackgroundThread: BackgroundThreadBenchResult | null;
}

/** See ProjectionBenchResult.inMemoryReplay: the log is read first, untimed, then replayed. */
async function benchInMemoryReplay(
  eventStore: SqliteEventStore,
): Promise<ProjectionBenchResult['inMemoryReplay'] & { readModels: Awaited<ReturnType<typeof replayInMemory>>['documents'] }> {
  const events = [];
  for (let from = 0; ;) {
    const page = await eventStore.readAll({ fromPosition: from, maxCount: 5_000 });
    events.push(...page);
    if (page.length < 5_000) break;
    from = page[page.length - 1]!.position;
  }
  const started = performance.now();
  const replayed = await replayInMemory(allProjections, events);
  const ms = performance.now() - started;
  const documents = Object.values(replayed.documents).reduce((sum, list) => sum + list.length, 0);
  return { ms: round(ms, 0), eventsPerSecond: perSecond(events.length, ms), documents, readModels: replayed.documents };
}

/** Runs `work` under the V8 CPU profiler when `dir` is set; the .cpuprofile opens in Chrome DevTools. */
async function profiled<T>(dir: string | undefined, name: string, profiles: string[], work: () => Promise<T>): Promise<T> {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    profiles.push(file);
    session.disconnect();
  }
}

/**
 * The projection rebuild: a realistic log appended to a temp embedded event store, then the real
 * Projector with every real projection over a fresh SqliteDocumentStore, timed from start() until it
 * has caught up with the head. Both stores use the app's durability (WAL; synchronous=FULL for the
 * log, NORMAL for the rebuildable read models).
 */
export async function benchProjectionRebuild(options: ProjectionBenchOptions): Promise<ProjectionBenchResult> {
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'bench-projection-'));
  // The log sits in a DATA_DIR of its own, whose read models the background thread builds afresh.
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  const eventStore = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  // As the app opens its read models (libs/infrastructure stores.ts): rebuildable, commits without fsync.
  const documents = await SqliteDocumentStore.open(join(dir, 'read-models.sqlite'), { rebuildable: true });
  const notifier = new InProcessChangeNotifier();
  const projector = new Projector({ eventStore, documents, notifier, projections: allProjections, logger: silentLogger });
  try {
    log(`generating the log: ${options.notaries} notaries x ${options.signingsPerNotary} signings`);
    const synthetic = await new SyntheticLog({ notaries: options.notaries, signingsOf: () => options.signingsPerNotary }).appendTo(eventStore);
    const head = await eventStore.headPosition();
    if (head !== synthetic.events) throw new Error(`head ${head} != ${synthetic.events} events appended`);
    log(
      `${synthetic.events.toLocaleString('en-US')} events appended in ${Math.round(synthetic.appendMs)} ms (+${Math.round(synthetic.generateMs)} ms deciding them)`,
    );

    const readStarted = performance.now();
    let read = 0;
    const sample: Array<{ ownerId: string; correlationId: string }> = [];
    for (let from = 0; ;) {
      const page = await eventStore.readAll({ fromPosition: from, maxCount: 500 });
      read += page.length;
      sample.push(page[0]?.metadata ?? { ownerId: 'none', correlationId: 'none' });
      if (page.length < 500) break;
      from = page[page.length - 1].position;
    }
    const readMs = performance.now() - readStarted;

    // The app in a child process, before this process projects anything itself (two cores).
    const onBackgroundThread = options.onBackgroundThread ? await benchBackgroundThread(dataDir, log) : null;

    log('projector catching up from position 0');
    const profiles: string[] = [];
    const catchUpLoop = watchEventLoop();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const reached = await profiled(options.profileDir, 'projection-catch-up', profiles, async () => {
      await projector.start();
      return projector.waitFor(head, 30 * 60_000);
    });
    const catchUpMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const catchUpCpuMs = (cpu.user + cpu.system) / 1000;
    const catchUpStall = catchUpLoop.stop();
    if (!reached) throw new Error('the projector did not catch up');
    const failed = projector.status().filter((s) => s.state === 'failed');
    if (failed.length) throw new Error(`projections stopped: ${JSON.stringify(failed)}`);
    log(`caught up in ${Math.round(catchUpMs)} ms`);
    const work = projector.work();

    let rebuild: ProjectionBenchResult['rebuild'] = null;
    let rebuildStall: { maxStallMs: number; ticks: number } | null = null;
    if (options.sideBySide) {
      log('rebuilding the signings projection side by side');
      const handled = new Set<string>(signingsProjection.eventTypes);
      const handledEvents = Object.entries(synthetic.eventsByType)
        .filter(([type]) => handled.has(type))
        .reduce((sum, [, n]) => sum + n, 0);
      const rebuildLoop = watchEventLoop();
      const rebuildStarted = performance.now();
      await profiled(options.profileDir, 'projection-rebuild-signings', profiles, () => projector.rebuild(signingsProjection.name));
      const ms = performance.now() - rebuildStarted;
      rebuildStall = rebuildLoop.stop();
      rebuild = {
        projection: signingsProjection.name,
        ms: round(ms, 0),
        eventsPerSecond: perSecond(head, ms),
        handledEvents,
        handledEventsPerSecond: perSecond(handledEvents, ms),
      };
      log(`rebuilt in ${Math.round(ms)} ms`);
    }

    // After the projector's figures, so nothing of it runs beside them (and its heap holds no log).
    log('the projections alone: the whole log replayed in memory, no database');
    const { readModels, ...inMemoryReplay } = await benchInMemoryReplay(eventStore);
    log(`replayed in memory in ${Math.round(inMemoryReplay.ms)} ms`);

    log('the write floor: those read models written raw into SQLite');
    const indexes = allProjections.flatMap((projection) => projection.indexes ?? []);
    const written = benchRawReadModelWrite(readModels, indexes);
    const writeFloor = { ...written, eventsPerSecond: perSecond(head, written.ms) };
    log(`written raw in ${Math.round(written.ms)} ms`);

    log('operator reads: by owner and by correlation id');
    const operatorReads = await benchOperatorReads(eventStore, sample);

    const counts: Record<string, number> = {};
    for (const name of await documents.listCollections()) counts[name] = await documents.collection(name).countDocuments({});
    return {
      events: synthetic.events,
      projections: allProjections.length,
      eventsByType: synthetic.eventsByType,
      notaries: options.notaries,
      signings: options.notaries * options.signingsPerNotary,
      generateMs: round(synthetic.generateMs, 0),
      appendMs: round(synthetic.appendMs, 0),
      appendEventsPerSecond: perSecond(synthetic.events, synthetic.appendMs),
      readAllEventsPerSecond: perSecond(read, readMs),
      inMemoryReplay,
      writeFloor,
      operatorReads,
      catchUpMs: round(catchUpMs, 0),
      catchUpEventsPerSecond: perSecond(head, catchUpMs),
      catchUpCpuMs: round(catchUpCpuMs, 0),
      rebuild,
      documents: counts,
      work,
      profiles,
      eventLoop: {
        catchUpMaxStallMs: catchUpStall.maxStallMs,
        catchUpTimerTicks: catchUpStall.ticks,
        rebuildMaxStallMs: rebuildStall?.maxStallMs ?? null,
        rebuildTimerTicks: rebuildStall?.ticks ?? null,
      },
      onBackgroundThread,
    };
  } finally {
    await projector.stop();
    await documents.close();
    await eventStore.close();
    await notifier.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
