import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@notary/events';
import { SqliteEventStore } from '@notary/event-store';
import { SqliteDocumentStore } from '@notary/document-store';
import { InProcessChangeNotifier, silentLogger } from '@notary/platform';
import { Projector, type ProjectionDefinition } from '@notary/projection-runtime';

export interface Bench {
  dir: string;
  eventStore: SqliteEventStore;
  documents: SqliteDocumentStore;
  notifier: InProcessChangeNotifier;
  projector(projections: ProjectionDefinition[], options?: { dropOldAfterMs?: number; firstBuildThreshold?: number }): Projector;
  close(): Promise<void>;
}

export async function openBench(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-projector-'))): Promise<Bench> {
  const eventStore = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
  const documents = await SqliteDocumentStore.open(path.join(dir, 'read-models.sqlite'));
  const notifier = new InProcessChangeNotifier();
  const projectors: Projector[] = [];
  return {
    dir,
    eventStore,
    documents,
    notifier,
    projector: (projections, options = {}) => {
      const projector = new Projector({ eventStore, documents, notifier, projections, logger: silentLogger, retryDelayMs: 20, ...options });
      projectors.push(projector);
      return projector;
    },
    close: async () => {
      await Promise.all(projectors.map((p) => p.stop()));
      await documents.close();
      await eventStore.close();
    },
  };
}

export const event = (type: string, ownerId: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    ownerId,
    actorId: ownerId,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    commandId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

/** Counts 'Counted' events per owner with $inc: applying one twice would show. */
export const counter = (version = 1, name = 'counter'): ProjectionDefinition => ({
  name,
  version,
  collections: ['counts'],
  eventTypes: ['Counted'],
  indexes: [{ collection: 'counts', keys: { OwnerId: 1 } }],
  async apply(recorded, context) {
    const owner = recorded.metadata.ownerId;
    await context.collection('counts').updateOne({ _id: owner }, { $inc: { Count: 1 }, $set: { OwnerId: owner, Version: version } }, { upsert: true });
    context.announce({ ownerId: owner, kind: 'count.changed', id: owner });
  },
});

/** Keeps a list per owner; throws on a 'Poison' event, like a projection with a bug. */
export const ledger: ProjectionDefinition = {
  name: 'ledger',
  version: 1,
  collections: ['ledger'],
  eventTypes: ['Counted', 'Poison'],
  async apply(recorded, context) {
    if (recorded.type === 'Poison') throw new Error(`cannot apply ${String((recorded.data as { reason: string }).reason)}`);
    await context.collection('ledger').evolve(recorded.metadata.ownerId, (current) => ({
      OwnerId: recorded.metadata.ownerId,
      Entries: [...((current?.Entries as number[] | undefined) ?? []), recorded.position],
    }));
  },
};
