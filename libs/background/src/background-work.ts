import type { Stores } from '@notary/infrastructure';
import type { AppConfig, AppLogger, Clock } from '@notary/platform';
import { Projector, type ProjectionDefinition, type ReadModelCatalog } from '@notary/projection-runtime';

/** What a scheduler or policy gets to work with: the stores, the read models, the clock. */
export interface BackgroundDeps {
  stores: Stores;
  catalog: ReadModelCatalog;
  clock: Clock;
  logger: AppLogger;
  /** The start-up configuration, for jobs that talk to a configured service (Google Calendar); absent in tests that run projections only. */
  config?: AppConfig;
  /** True on a thread no request waits on (the background thread, apps/projector); see ProjectorOptions. */
  ownThread?: boolean;
}

/** Something that runs on its own until stopped (a sweep on a timer, a reaction to announcements). */
export interface BackgroundJob {
  start(): void;
  stop(): void | Promise<void>;
}

/** A feature's part in the background: its projections, and the jobs that act on their own. */
export interface BackgroundFeature {
  name: string;
  projections?: readonly ProjectionDefinition[];
  jobs?: ReadonlyArray<(deps: BackgroundDeps) => BackgroundJob>;
}

export interface BackgroundWork {
  projector: Projector;
  /** The running job of a kind (tests drive a scheduler's sweep through it). */
  job<T extends BackgroundJob>(kind: abstract new (...args: never[]) => T): T | undefined;
  stop(): Promise<void>;
}

/**
 * Starts everything that runs without a request: the projector with every feature's projections,
 * then each feature's jobs. The one-process default and apps/projector both start it here, with the
 * same list, so the two ways of running cannot drift apart. The catalog is loaded once the
 * projector has written its checkpoints, before any job reads through it.
 */
export async function startBackgroundWork(features: readonly BackgroundFeature[], deps: BackgroundDeps): Promise<BackgroundWork> {
  const { stores, catalog, logger } = deps;
  const projector = new Projector({
    eventStore: stores.eventStore,
    documents: stores.documents,
    notifier: stores.notifier,
    projections: features.flatMap((feature) => feature.projections ?? []),
    logger,
    ownThread: deps.ownThread,
  });
  await projector.start();
  const jobs: BackgroundJob[] = [];
  try {
    await catalog.load();
    for (const feature of features) for (const job of feature.jobs ?? []) jobs.push(job(deps));
    jobs.forEach((job) => job.start());
  } catch (error) {
    await projector.stop();
    throw error;
  }
  return {
    projector,
    job: <T extends BackgroundJob>(kind: abstract new (...args: never[]) => T) => jobs.find((job): job is T => job instanceof kind),
    stop: async () => {
      await Promise.allSettled(jobs.map((job) => job.stop()));
      await projector.stop();
    },
  };
}
