import { randomUUID } from 'node:crypto';
import { SqliteDocumentStore } from '@notary/document-store';
import { SqliteEventStore } from '@notary/event-store';
import { OPERATIONS_OWNER, PROJECTION_OPERATIONS_STREAM } from '@notary/events';
import { envelope } from '@notary/infrastructure';
import { checkpointCollection } from '@notary/projection-runtime';
import { signingsProjection } from '@notary/read-models';
import { freePort, startChild, until, type ChildServer } from './support/child-server';
import { askEvery10Ms, type ApiAnswers, type Health } from './support/health-probe';
import { perSecond, round } from './support/stats';

/**
 * The projector as `npm start` runs it: the real app in a child process, over a DATA_DIR whose log
 * is written and whose read models are not, so its background thread builds them all while the API
 * serves. The API's stall is measured as a visitor feels it: GET /api/health (a read of the
 * checkpoints and the log's head) sent every 10 ms, each answer timed; the longest answer bounds the
 * longest stall of the API's event loop from above (it adds the request's own work and the network).
 */
export interface BackgroundThreadBenchResult {
  events: number;
  /** From the app answering until every projection runs at the head (first builds included). */
  catchUpMs: number;
  catchUpEventsPerSecond: number;
  catchUp: ApiAnswers;
  /** A side-by-side rebuild of signings requested as the panel does (an event on projection-operations). */
  rebuildMs: number;
  rebuildEventsPerSecond: number;
  rebuild: ApiAnswers;
  /** How long the app took to answer its first request after being spawned. */
  listeningMs: number;
}

const allRunning = (health: Health | null) =>
  !!health && health.Projections.length > 0 && health.Projections.every((p) => p.State === 'running' && p.Lag === 0);

export async function benchBackgroundThread(dataDir: string, log: (message: string) => void): Promise<BackgroundThreadBenchResult> {
  const store = SqliteEventStore.open(`${dataDir}/events.sqlite`);
  const head = await store.headPosition();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let app: ChildServer | null = null;
  try {
    log('background thread: the app (child process) builds every read model while its API answers');
    const spawned = performance.now();
    app = startChild('apps/command-api/src/main.ts', { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await until('the app answering /api/health', async () => (await fetch(`${url}/api/health`)).ok, 120_000, 20, app);
    const listeningMs = performance.now() - spawned;
    const started = performance.now();
    const catchUpProbe = askEvery10Ms(url);
    await until('the background thread catching up', async () => allRunning(catchUpProbe.last()), 60 * 60_000, 50, app);
    const catchUpMs = performance.now() - started;
    const catchUp = await catchUpProbe.stop();
    log(`background thread caught up in ${Math.round(catchUpMs)} ms`);

    log('background thread: rebuilding signings side by side, requested as the panel does');
    // The checkpoints tell when the new generation serves (read as the API reads them).
    const readModels = await SqliteDocumentStore.open(`${dataDir}/read-models.sqlite`, { writtenElsewhere: true });
    const generation = async () => (await checkpointCollection(readModels).findOne({ _id: signingsProjection.name }))?.generation ?? 0;
    const before = await generation();
    const id = randomUUID();
    const rebuildStarted = performance.now();
    const rebuildProbe = askEvery10Ms(url);
    // Appended from this process, as an operator's request would be by the API: the app notices it.
    await store.appendToStream(
      PROJECTION_OPERATIONS_STREAM,
      [
        envelope(
          {
            type: 'ProjectionRebuildRequested',
            data: { Projection: signingsProjection.name, OperatorId: 'bench', OperatorEmail: 'bench@example.com', Why: 'bench' },
          },
          0,
          PROJECTION_OPERATIONS_STREAM,
          { ownerId: OPERATIONS_OWNER, actorId: 'bench', commandId: id, correlationId: id, causationId: id, now: new Date() },
        ),
      ],
      { expectedRevision: 'any' },
    );
    try {
      await until('the rebuild switching in', async () => (await generation()) > before && allRunning(rebuildProbe.last()), 60 * 60_000, 20, app);
    } finally {
      await readModels.close();
    }
    const rebuildMs = performance.now() - rebuildStarted;
    const rebuild = await rebuildProbe.stop();
    log(`background thread rebuilt signings in ${Math.round(rebuildMs)} ms`);
    return {
      events: head,
      catchUpMs: round(catchUpMs, 0),
      catchUpEventsPerSecond: perSecond(head, catchUpMs),
      catchUp,
      rebuildMs: round(rebuildMs, 0),
      rebuildEventsPerSecond: perSecond(head, rebuildMs),
      rebuild,
      listeningMs: round(listeningMs, 0),
    };
  } finally {
    await app?.stop();
    await store.close();
  }
}
