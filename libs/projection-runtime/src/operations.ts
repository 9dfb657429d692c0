import type { ProjectionOperationEvent, RecordedEvent } from '@notary/events';
import type { DocumentStore } from '@notary/document-store';

/**
 * The operators' requests to the projector (retry, skip, rebuild) travel as events on the
 * `projection-operations` stream, so they reach the projector wherever it runs: inside the API
 * (embedded) or as apps/projector (distributed). The projector remembers the position of the last
 * one it acted on here, so a replay of the log after a restart acts on none of them twice.
 */
export const OPERATIONS_COLLECTION = '_projection_operations';

/** The type names, kept here as values so this library need not import @notary/events at run time. */
const OPERATION_TYPES: ReadonlySet<string> = new Set<ProjectionOperationEvent['type']>([
  'ProjectionRetryRequested',
  'ProjectionEventSkipped',
  'ProjectionRebuildRequested',
]);

export type ProjectionOperation = RecordedEvent<ProjectionOperationEvent['type'], ProjectionOperationEvent['data']> & ProjectionOperationEvent;

export const isProjectionOperation = (event: RecordedEvent): event is ProjectionOperation => OPERATION_TYPES.has(event.type);

interface HandledOperations {
  _id: string;
  position: number;
  [key: string]: unknown;
}

const collection = (documents: DocumentStore) => documents.collection<HandledOperations>(OPERATIONS_COLLECTION);

/** The position of the last operation acted on, or null when this projector never ran before. */
export async function handledOperationsPosition(documents: DocumentStore): Promise<number | null> {
  return (await collection(documents).findOne({ _id: 'handled' }))?.position ?? null;
}

export async function saveHandledOperationsPosition(documents: DocumentStore, position: number): Promise<void> {
  await collection(documents).replaceOne({ _id: 'handled' }, { _id: 'handled', position }, { upsert: true });
}
