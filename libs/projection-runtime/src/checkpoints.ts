import type { Collection, DocumentStore } from '@notary/document-store';
import { bulkSaver } from './bulk-save';

export type ProjectionState = 'running' | 'failed';

/** Why a projection stopped: the event it could not apply. */
export interface ProjectionFailure {
  position: number;
  eventId: string;
  eventType: string;
  message: string;
  at: string;
  /** Where the event lives, so an operator can open it in the stream browser (absent in old checkpoints). */
  streamId?: string;
  revision?: number;
}

export interface RebuildProgress {
  generation: number;
  version: number;
  position: number;
  startedAt: string;
  error: ProjectionFailure | null;
}

/** One document per projection in `_projections`: where it is, which collections serve, why it stopped. */
export interface ProjectionCheckpoint {
  _id: string;
  version: number;
  generation: number;
  position: number;
  state: ProjectionState;
  error: ProjectionFailure | null;
  collections: string[];
  rebuild: RebuildProgress | null;
  /** Events operators chose to skip, kept so that a rebuild passes over them too (absent: none). */
  skipped?: Array<{ position: number; eventId: string }>;
  updatedAt: string;
  [key: string]: unknown;
}

export const CHECKPOINTS_COLLECTION = '_projections';

/** Physical collection name of a projection's logical collection in a given generation. */
export const physicalName = (logical: string, generation: number): string => `${logical}_g${generation}`;

export function checkpointCollection(documents: DocumentStore): Collection<ProjectionCheckpoint> {
  return documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION);
}

export async function saveCheckpoint(documents: DocumentStore, checkpoint: ProjectionCheckpoint): Promise<void> {
  await checkpointCollection(documents).replaceOne({ _id: checkpoint._id }, checkpoint, { upsert: true });
}

/**
 * The checkpoints a batch moved, in one write where the store can. Each event of a live batch moves
 * every projection that handles it (a signing's save moves about twenty), and one replaceOne each,
 * with its savepoint, its planned query and its parse, was about a tenth of the background thread's
 * time at 100 saves/s (bench:api, paced). Elsewhere (MongoDB), one replaceOne each.
 */
export async function saveCheckpoints(documents: DocumentStore, checkpoints: ProjectionCheckpoint[]): Promise<void> {
  if (checkpoints.length === 0) return;
  const save = bulkSaver(checkpointCollection(documents));
  if (save) return save(checkpoints.map((checkpoint) => ({ id: checkpoint._id, document: checkpoint })));
  for (const checkpoint of checkpoints) await saveCheckpoint(documents, checkpoint);
}
