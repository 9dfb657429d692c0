import type { RecordedEvent } from '@notary/events';
import type { EventStore, Subscription } from '@notary/event-store';
import type { DocumentStore } from '@notary/document-store';
import { consoleLogger, type AppLogger, type ChangeAnnouncement, type ChangeNotifier } from '@notary/platform';
import { checkpointCollection, saveCheckpoint, saveCheckpoints, type ProjectionCheckpoint, type ProjectionFailure } from './checkpoints';
import { Mutex } from './mutex';
import type { ProjectionDefinition } from './projection';
import { ProjectionRunner } from './runner';
import { rebuildSideBySide, Slicer, SLICE_BUDGET_MS } from './rebuild';
import { shareTheLoop } from './share-the-loop';
import { applyBatch } from './batch';
import { BatchUnit } from './batch-unit';
import { WorkMeter, type ProjectionWork } from './work-meter';
import { handledOperationsPosition, isProjectionOperation, saveHandledOperationsPosition, type ProjectionOperation } from './operations';

/**
 * A live segment's writes and commit: more than a slice of events (SLICE_BUDGET_MS), because every
 * segment rewrites the documents it shares with the next (a notary's summary, a stream's entry):
 * at 12 ms the quick bench's catch-up took 3.3 s of CPU, against 2.3 s with one commit per page.
 */
const WRITE_BUDGET_MS = 25;

/**
 * How stale the live loop lets the checkpoint of a projection that applied nothing get. Every event
 * moves every projection's position, and writing all eighteen checkpoints each batch was most of
 * the documents a save wrote (a signing's save changes about nine read-model documents). A
 * checkpoint is written with the documents of every batch its projection applied an event in, as
 * before; one whose projection only passed over others' events waits up to this long. A restart
 * then reads those events again and passes over them again: nothing is applied twice.
 */
const IDLE_CHECKPOINT_MS = 1_000;

export interface ProjectorOptions {
  eventStore: EventStore;
  documents: DocumentStore;
  notifier: ChangeNotifier;
  projections: ProjectionDefinition[];
  logger?: AppLogger;
  /** How long to wait before resuming a dropped subscription (doubles up to 30 s). */
  retryDelayMs?: number;
  /** How long a rebuilt projection's old collections stay for API instances still reading them. */
  dropOldAfterMs?: number;
  /** From this many events in the log, a projection with no checkpoint is built side by side. */
  firstBuildThreshold?: number;
  /** Where the projector's time goes, per projection (a fresh one when not given). */
  meter?: WorkMeter;
  /**
   * True when no request waits on this thread's event loop (the embedded app's background thread,
   * apps/projector): a rebuild's write transactions then grow while each takes at most 100 ms, not
   * the loop-sized 500 documents (see rebuild.ts).
   */
  ownThread?: boolean;
}

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  position: number;
  state: 'running' | 'failed' | 'rebuilding';
  error: ProjectionFailure | null;
  rebuild: { generation: number; position: number } | null;
}

/**
 * Follows the whole log from the projections' checkpoints and keeps the read models current.
 * Each batch of events and the checkpoints it moves commit together (embedded store); on MongoDB,
 * where they cannot, every document remembers the last position applied, so a replay after a crash
 * applies nothing twice.
 */
export class Projector {
  private readonly runners = new Map<string, ProjectionRunner>();
  private readonly rebuilds = new Map<string, { runner: ProjectionRunner; done: Promise<void> }>();
  private readonly batches = new Mutex();
  private readonly waiters = new Set<() => void>();
  private readonly logger: AppLogger;
  private subscription: Subscription | null = null;
  /** The last log position the live loop has handed to the runners. */
  private livePosition = 0;
  /** Documents the live loop holds between batches (only the projector writes them). */
  private readonly unit: BatchUnit;
  private readonly meter: WorkMeter;
  /**
   * Documents a segment of the live loop may leave to write at its end, sized so that writing and
   * committing them takes about WRITE_BUDGET_MS (the writes yield between chunks; the commit cannot).
   */
  private readonly writes = new Slicer(1_000, 200, 20_000, WRITE_BUDGET_MS);
  private retryDelay: number;
  private stopped = false;
  /** The last operator request (retry, skip, rebuild) acted on; later ones only. */
  private operationsHandled = 0;
  /** When the live loop last wrote each projection's checkpoint, and a timer for those left behind. */
  private readonly lastCheckpoint = new Map<ProjectionRunner, { at: number; position: number }>();
  private idleCheckpoints: NodeJS.Timeout | null = null;

  constructor(private readonly options: ProjectorOptions) {
    this.logger = options.logger ?? consoleLogger;
    this.retryDelay = options.retryDelayMs ?? 500;
    this.meter = options.meter ?? new WorkMeter();
    this.unit = new BatchUnit(options.documents, 0, this.meter);
  }

  /** Where the time went, per projection, since this projector was made (live loop and rebuilds). */
  work(): ProjectionWork[] {
    return this.meter.report();
  }

  async start(): Promise<void> {
    const { documents, projections } = this.options;
    const stored = new Map((await checkpointCollection(documents).find({})).map((c) => [c._id, c]));
    const head = await this.options.eventStore.headPosition();
    // Built together, in one read of the log (see rebuildSideBySide).
    const toBuild: string[] = [];
    for (const definition of projections) {
      const checkpoint = stored.get(definition.name);
      // A projection that stopped on an event is retried on start: a restart usually ships the fix.
      const runner = new ProjectionRunner(definition, checkpoint?.generation ?? 1, checkpoint?.position ?? 0);
      runner.meter = this.meter;
      this.meter.own(definition.name, definition.collections);
      for (const { position, eventId } of checkpoint?.skipped ?? []) runner.skipped.set(position, eventId);
      if (checkpoint?.error) this.logger.warn(`Projection ${definition.name} stopped at ${checkpoint.error.position} last time; retrying`);
      await runner.ensureIndexes(documents);
      this.runners.set(definition.name, runner);
      if (!checkpoint) await saveCheckpoint(documents, this.checkpointOf(runner));
      await this.dropOtherGenerations(runner);
      const changed = checkpoint !== undefined && checkpoint.version !== definition.version;
      // A projection starting from nothing over a long log is built the way a rebuild is (documents
      // held in memory, written once); the live loop takes it over when the build switches in.
      const firstBuild = (checkpoint?.position ?? 0) === 0 && head >= (this.options.firstBuildThreshold ?? 10_000);
      if (changed || firstBuild) {
        runner.building = firstBuild;
        this.logger.log(
          changed
            ? `Projection ${definition.name} changed from version ${checkpoint!.version} to ${definition.version}; rebuilding`
            : `Projection ${definition.name} is new; building it from ${head} events`,
        );
        toBuild.push(definition.name);
      }
    }
    for (const [name, done] of this.rebuildTogether(toBuild)) {
      void done.catch((error) => this.logger.error(`Rebuild of ${name} failed: ${String(error)}`));
    }
    if (![...this.runners.values()].some((runner) => runner.running)) this.livePosition = head;
    // A projector that never ran acts on no request older than itself.
    const handled = await handledOperationsPosition(documents);
    this.operationsHandled = handled ?? head;
    if (handled === null) await saveHandledOperationsPosition(documents, head);
    this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.idleCheckpoints) clearTimeout(this.idleCheckpoints);
    await this.subscription?.unsubscribe();
    this.subscription = null;
    // A clean stop leaves every checkpoint at its projection's position (if it cannot, the next start
    // reads a few events again and passes over them).
    await this.batches.run(() => this.writeIdleCheckpoints()).catch((error) => this.logger.warn(`Could not write checkpoints: ${String(error)}`));
    await Promise.allSettled([...this.rebuilds.values()].map((r) => r.done));
  }

  status(): ProjectionStatus[] {
    return [...this.runners.values()].map((runner) => {
      const rebuild = this.rebuilds.get(runner.name)?.runner;
      return {
        name: runner.name,
        version: runner.definition.version,
        generation: runner.generation,
        position: runner.position,
        state: runner.failure ? 'failed' : rebuild || runner.building ? 'rebuilding' : 'running',
        error: runner.failure,
        rebuild: rebuild ? { generation: rebuild.generation, position: rebuild.position } : null,
      };
    });
  }

  /** Resolves true once every running projection has applied the log up to `position`. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => {
        if (!this.reached(position)) return;
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(this.reached(position));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
    });
  }

  /** Rebuilds a projection into new collections while the current ones serve, then switches. */
  rebuild(name: string): Promise<void> {
    if (!this.runners.has(name)) return Promise.reject(new Error(`Unknown projection ${name}`));
    return this.rebuildTogether([name]).get(name)!;
  }

  /** Rebuilds several projections side by side in one read of the log; each switches when caught up. */
  private rebuildTogether(names: readonly string[]): Map<string, Promise<void>> {
    const done = new Map<string, Promise<void>>();
    const members: Array<{ serving: ProjectionRunner; shadow: ProjectionRunner }> = [];
    const settle = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
    for (const name of names) {
      const existing = this.rebuilds.get(name);
      if (existing) {
        done.set(name, existing.done);
        continue;
      }
      const serving = this.runners.get(name)!;
      const shadow = new ProjectionRunner(serving.definition, serving.generation + 1, 0);
      shadow.skipped = serving.skipped;
      shadow.meter = this.meter;
      const promise = new Promise<void>((resolve, reject) => settle.set(name, { resolve, reject })).finally(() => {
        this.rebuilds.delete(name);
        // Built or not, the live loop owns the projection from here (after a failed first build it
        // starts over from position 0 and stops, visibly, where the build stopped).
        serving.building = false;
      });
      this.rebuilds.set(name, { runner: shadow, done: promise });
      done.set(name, promise);
      members.push({ serving, shadow });
    }
    if (members.length === 0) return done;
    rebuildSideBySide({
      ...this.options,
      logger: this.logger,
      meter: this.meter,
      members,
      checkpointOf: (runner) => this.checkpointOf(runner),
      whilePaused: (section) => this.batches.run(section),
      livePosition: () => this.livePosition,
      afterSwitch: async (switched) => {
        // Switched: the projections serve from their new generation before anyone is told.
        for (const serving of switched) {
          this.rebuilds.delete(serving.name);
          serving.building = false;
        }
        // Announced between live batches: a batch under way has moved its runners' positions
        // before its commit, and an announcement of those would let a read-your-writes wait end
        // before the documents are there (seen with the API reading from another thread).
        await this.batches.run(() => this.afterSwitch());
        for (const serving of switched) settle.get(serving.name)!.resolve();
      },
      failed: (serving, error) => settle.get(serving.name)!.reject(error),
      cancelled: () => this.stopped,
    }).then(
      // A member neither switched nor failed (none today) must not leave its caller waiting.
      () => members.forEach(({ serving }) => settle.get(serving.name)!.reject(new Error(`Rebuild of ${serving.name} ended without a switch`))),
      (error: unknown) => members.forEach(({ serving }) => settle.get(serving.name)!.reject(error instanceof Error ? error : new Error(String(error)))),
    );
    return done;
  }

  /** Collections of generations no longer serving (left by a rebuild interrupted by a stop). */
  private async dropOtherGenerations(runner: ProjectionRunner): Promise<void> {
    const existing = await this.options.documents.listCollections();
    for (const logical of runner.definition.collections) {
      const pattern = new RegExp(`^${logical}_g(\\d+)$`);
      for (const name of existing) {
        const match = pattern.exec(name);
        if (match && Number(match[1]) !== runner.generation) await this.options.documents.dropCollection(name);
      }
    }
  }

  /** A stopped projection will not get there; one being built will, when its build switches in. */
  private reached(position: number): boolean {
    return [...this.runners.values()].every((runner) => runner.failure !== null || runner.position >= position);
  }

  private subscribe(): void {
    if (this.stopped) return;
    const running = [...this.runners.values()].filter((runner) => runner.running);
    const all = [...this.runners.values()].map((runner) => runner.position);
    // With every projection being built side by side, the live loop need only follow new events.
    const from = running.length ? Math.min(...running.map((runner) => runner.position)) : Math.max(0, this.livePosition, ...all);
    this.livePosition = Math.max(this.livePosition, from);
    this.subscription = this.options.eventStore.subscribeToAll({
      fromPosition: from,
      // Larger batches mean fewer commits, but a page of 10,000 events is read and parsed in one turn
      // of the event loop the API shares: measured (bench:store, bench:expenses), pages of 1,000 keep
      // the catch-up's rate (19.5k vs 19.3k events/s) and the timer beside it ran twice as often.
      maxBatchSize: 1_000,
      onEvents: (events) => this.batches.run(() => this.applyBatch(events)),
      onCaughtUp: () => (this.retryDelay = this.options.retryDelayMs ?? 500),
      onDropped: (error) => {
        this.logger.warn(`Projector subscription dropped (${error.message}); resuming from the checkpoints in ${this.retryDelay} ms`);
        this.subscription = null;
        setTimeout(() => this.subscribe(), this.retryDelay).unref();
        this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
      },
    });
  }

  /**
   * A page of the log, in segments that each commit with the checkpoints they move, with the event
   * loop let go between events: in embedded mode the API shares it, and a page of 1,000 events for
   * every projection held it for a quarter of a second, its commit included. A segment ends when the
   * documents it changed would take about SLICE_BUDGET_MS to write and commit.
   */
  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    for (let at = 0; at < events.length;) {
      if (at > 0) await shareTheLoop(SLICE_BUDGET_MS);
      at += await this.applySegment(events.slice(at));
    }
  }

  private async applySegment(page: RecordedEvent[]): Promise<number> {
    const announcements: ChangeAnnouncement[] = [];
    const before = new Map([...this.runners.values()].map((runner) => [runner, runner.failure]));
    const writesAtMost = this.writes.size;
    /** The runners whose checkpoints the segment's commit writes. */
    let due: ProjectionRunner[] = [];
    let writing = 0;
    let writeStarted = 0;
    const applied = await applyBatch(
      this.options.documents,
      [...this.runners.values()],
      page,
      announcements,
      async (changed) => {
        for (const runner of changed) {
          if (runner.failure && !before.get(runner))
            this.logger.error(`Projection ${runner.name} stopped at position ${runner.failure.position}: ${runner.failure.message}`);
        }
        const now = performance.now();
        due = changed.filter(
          (runner) => runner.applied || runner.failure !== before.get(runner) || now - (this.lastCheckpoint.get(runner)?.at ?? 0) >= IDLE_CHECKPOINT_MS,
        );
        await saveCheckpoints(
          this.options.documents,
          due.map((runner) => this.checkpointOf(runner)),
        );
      },
      this.unit,
      {
        enough: () => {
          if (this.unit.pending < writesAtMost) return false;
          writing = this.unit.pending;
          writeStarted = performance.now();
          return true;
        },
        pause: () => shareTheLoop(SLICE_BUDGET_MS),
      },
    );
    // How long the documents took to write and commit sizes the next segments.
    if (writing > 0) this.writes.took(writing, performance.now() - writeStarted);
    this.checkpointed(due);
    const events = page.slice(0, applied);
    this.livePosition = Math.max(this.livePosition, events[events.length - 1]?.position ?? 0);
    for (const event of events) {
      if (!isProjectionOperation(event) || event.position <= this.operationsHandled) continue;
      await this.act(event, announcements);
      this.operationsHandled = event.position;
      await saveHandledOperationsPosition(this.options.documents, event.position);
    }
    for (const event of events) if (event.type === 'AccountErased') await this.forgetOwner((event.data as { UserId: string }).UserId);
    await this.announce(announcements);
    return applied;
  }

  /** After a commit: these runners' checkpoints are written; the others are written within IDLE_CHECKPOINT_MS. */
  private checkpointed(runners: ProjectionRunner[]): void {
    const at = performance.now();
    for (const runner of runners) {
      runner.applied = false;
      this.lastCheckpoint.set(runner, { at, position: runner.position });
    }
    const behind = [...this.runners.values()].some((runner) => runner.running && (this.lastCheckpoint.get(runner)?.position ?? -1) < runner.position);
    if (behind && !this.idleCheckpoints && !this.stopped) {
      this.idleCheckpoints = setTimeout(() => {
        this.idleCheckpoints = null;
        void this.batches.run(() => this.writeIdleCheckpoints()).catch((error) => this.logger.warn(`Could not write checkpoints: ${String(error)}`));
      }, IDLE_CHECKPOINT_MS);
      this.idleCheckpoints.unref();
    }
  }

  /** Every checkpoint the live loop left behind its projection's position, in one transaction. */
  private async writeIdleCheckpoints(): Promise<void> {
    const runners = [...this.runners.values()].filter((runner) => !runner.building && (this.lastCheckpoint.get(runner)?.position ?? -1) < runner.position);
    if (runners.length === 0) return;
    await this.options.documents.withTransaction(() =>
      saveCheckpoints(
        this.options.documents,
        runners.map((runner) => this.checkpointOf(runner)),
      ),
    );
    this.checkpointed(runners);
  }

  /**
   * An account was erased (docs/ERASURE.md): every read-model document of that owner goes, in every
   * collection, and the store is compacted so none of their bytes stay in its files. Between
   * batches, so no batch writes meanwhile; the unit forgets what it held, so nothing it cached comes
   * back. Acting again on a replay finds nothing to delete.
   */
  private async forgetOwner(ownerId: string): Promise<void> {
    this.unit.reset();
    const erased = await this.options.documents.eraseOwner(ownerId);
    this.logger.log(`Erased account ${ownerId}: ${erased} read-model documents removed`);
  }

  /**
   * An operator's request, inside the live loop (between batches). A skip names the event's
   * position: if the projection is not stopped on exactly that event any more, nothing is skipped.
   */
  private async act(operation: ProjectionOperation, announcements: ChangeAnnouncement[]): Promise<void> {
    const { Projection: name, OperatorEmail: by } = operation.data;
    const runner = this.runners.get(name);
    if (!runner) return this.logger.warn(`Operation ${operation.type} names no projection here: ${name}`);
    if (operation.type === 'ProjectionRebuildRequested') {
      this.logger.log(`Projection ${name}: rebuild requested by ${by}`);
      // Not awaited: the rebuild pauses the live loop itself, between batches, when it switches.
      void this.rebuild(name).catch((error) => this.logger.error(`Rebuild of ${name} failed: ${String(error)}`));
      return;
    }
    const failure = runner.failure;
    if (!failure) return this.logger.log(`Projection ${name} is not stopped; ${operation.type} by ${by} has nothing to do`);
    if (operation.type === 'ProjectionEventSkipped') {
      if (failure.position !== operation.data.Position) {
        return this.logger.warn(`Projection ${name} is stopped at ${failure.position}, not ${operation.data.Position}: nothing skipped`);
      }
      this.logger.warn(`Projection ${name}: ${by} skipped event ${failure.eventId} (${failure.eventType}) at ${failure.position}`);
      runner.skipped.set(failure.position, failure.eventId);
      runner.position = failure.position;
    } else {
      this.logger.log(`Projection ${name}: ${by} retries event ${failure.eventId} at ${failure.position}`);
    }
    runner.failure = null;
    await saveCheckpoint(this.options.documents, this.checkpointOf(runner));
    await this.resume(runner, announcements);
  }

  /**
   * Brings a projection that was stopped up to the live loop, in pages of its own event types with
   * a turn of the event loop between pages; it stops again, visibly, if an event still fails.
   */
  private async resume(runner: ProjectionRunner, announcements: ChangeAnnouncement[]): Promise<void> {
    const upTo = this.livePosition;
    const page = 1_000;
    const commit = (changed: ProjectionRunner[]) =>
      saveCheckpoints(
        this.options.documents,
        changed.map((r) => this.checkpointOf(r)),
      );
    while (!runner.failure && runner.position < upTo) {
      const events = (
        await this.options.eventStore.readAll({ fromPosition: runner.position, maxCount: page, filter: { eventTypes: [...runner.definition.eventTypes] } })
      ).filter((event) => event.position <= upTo);
      if (events.length > 0) await applyBatch(this.options.documents, [runner], events, announcements, commit, this.unit);
      const failure = runner.failure as ProjectionFailure | null;
      if (failure) return this.logger.error(`Projection ${runner.name} stopped again at position ${failure.position}: ${failure.message}`);
      if (events.length < page) {
        // Nothing of its own up to where the live loop stands: it joins the live loop there.
        runner.position = upTo;
        await saveCheckpoint(this.options.documents, this.checkpointOf(runner));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async announce(announcements: ChangeAnnouncement[]): Promise<void> {
    for (const waiter of [...this.waiters]) waiter();
    const latest = new Map<string, ChangeAnnouncement>();
    for (const change of announcements) latest.set(`${change.ownerId}\u0000${change.kind}\u0000${change.id}`, change);
    try {
      await this.options.notifier.publish({ changes: [...latest.values()], progress: this.progress() });
    } catch (error) {
      // Screens refresh on their next query anyway; a lost announcement must not stop the projector.
      this.logger.warn(`Could not announce changes: ${String(error)}`);
    }
  }

  private async afterSwitch(): Promise<void> {
    await this.announce([]);
  }

  private progress() {
    return [...this.runners.values()].map((runner) => ({
      name: runner.name,
      position: runner.position,
      // API instances wait only for 'running' projections: a first build would keep them waiting.
      state: runner.failure ? 'failed' : runner.building ? 'rebuilding' : 'running',
      generation: runner.generation,
      collections: [...runner.definition.collections],
    }));
  }

  private checkpointOf(runner: ProjectionRunner): ProjectionCheckpoint {
    const rebuild = this.rebuilds.get(runner.name)?.runner;
    return {
      _id: runner.name,
      version: runner.definition.version,
      generation: runner.generation,
      position: runner.position,
      state: runner.failure ? 'failed' : 'running',
      error: runner.failure,
      collections: [...runner.definition.collections],
      skipped: [...runner.skipped].map(([position, eventId]) => ({ position, eventId })),
      rebuild:
        rebuild && rebuild !== runner
          ? {
              generation: rebuild.generation,
              version: rebuild.definition.version,
              position: rebuild.position,
              startedAt: new Date().toISOString(),
              error: rebuild.failure,
            }
          : null,
      updatedAt: new Date().toISOString(),
    };
  }
}
