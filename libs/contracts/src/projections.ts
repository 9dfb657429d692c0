import { z } from 'zod';
import { text } from './primitives';

/** Where a projection stands: following the log, stopped by an event, or being built anew. */
export type ProjectionState = 'running' | 'failed' | 'rebuilding';

/** The event a projection could not apply (the poison event), and why. */
export interface ProjectionErrorItem {
  Position: number;
  EventId: string;
  EventType: string;
  Message: string;
  /** When the projection stopped on it. */
  At: string;
  /** Its stream and revision, for the stream browser (`/Support/Streams/{StreamId}?revision=N`); null in old checkpoints. */
  StreamId: string | null;
  Revision: number | null;
}

/** GET /api/operationsapi/projections: one row per projection. */
export interface ProjectionItem {
  Name: string;
  Version: number;
  /** Which set of collections serves queries; a rebuild writes the next one, then switches. */
  Generation: number;
  /** The last log position applied. */
  Position: number;
  /** Log positions between the head and Position (embedded: events; EventStoreDB: commit positions). */
  Lag: number;
  State: ProjectionState;
  Error: ProjectionErrorItem | null;
  /** A side-by-side rebuild under way: where it has got to, and how far that is of the head (0-100). */
  Rebuild: { Generation: number; Position: number; Percent: number } | null;
  UpdatedAt: string | null;
}

export interface ProjectionsAnswer {
  /** The log's head position when the list was read. */
  HeadPosition: number;
  /** 'embedded': the projector runs in the API; 'distributed': apps/projector runs it. */
  Mode: 'embedded' | 'distributed';
  /** What the lag is counted in. */
  LagUnit: 'events' | 'positions';
  Projections: ProjectionItem[];
}

/** The name in /projections/{name}/…: letters, digits, dashes and underscores. */
export const ProjectionNameParam = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'must be a projection name');

/** Why the operator does it, for the operations record (optional for a retry or a rebuild). */
const reason = text(500).optional();

export const ProjectionRetryBody = z.object({ Why: reason });
export type ProjectionRetryRequest = z.input<typeof ProjectionRetryBody>;

/**
 * POST …/projections/{name}/skip: the position of the event to skip, as the operator saw it. If the
 * projection is stopped on another event by now, the answer is 409 and nothing is skipped.
 */
export const ProjectionSkipBody = z.object({
  Position: z.number().int().positive(),
  Why: text(500).trim().min(1, 'say why the event is skipped'),
});
export type ProjectionSkipRequest = z.input<typeof ProjectionSkipBody>;

export const ProjectionRebuildBody = z.object({ Why: reason });
export type ProjectionRebuildRequest = z.input<typeof ProjectionRebuildBody>;

/** What retry, skip and rebuild answer (202): the request is recorded at Position and the projector acts on it. */
export interface ProjectionOperationAnswer {
  Projection: string;
  Operation: 'retry' | 'skip' | 'rebuild';
  Position: number;
}
