import type { DomainEvent } from './envelope';

/** Who asked for an operation on a projection, as they were at the time, and why when they said. */
interface OperatorDecision {
  /** The projection's name, e.g. 'signings'. */
  Projection: string;
  OperatorId: string;
  OperatorEmail: string;
  Why: string | null;
}

/**
 * Stream `projection-operations`: what operators asked of the projector, in order. The API appends
 * these; the projector (in the API process, or apps/projector in the distributed mode) follows the
 * log, acts on each once, and remembers the last one it acted on. The stream is also the audit of
 * those decisions: who skipped which event, and why.
 */
export type ProjectionRetryRequested = DomainEvent<
  'ProjectionRetryRequested',
  OperatorDecision & {
    /** The position of the event the projection stopped on, as the operator saw it. */
    Position: number;
  }
>;

/**
 * The one way an event is left out of a projection: an operator's recorded decision naming the
 * event by its log position (and id), so a race cannot skip a different event.
 */
export type ProjectionEventSkipped = DomainEvent<
  'ProjectionEventSkipped',
  OperatorDecision & {
    Position: number;
    EventId: string;
    EventType: string;
    StreamId: string | null;
    Revision: number | null;
    /** The error the projection stopped with. */
    Message: string;
  }
>;

export type ProjectionRebuildRequested = DomainEvent<'ProjectionRebuildRequested', OperatorDecision>;

export type ProjectionOperationEvent = ProjectionRetryRequested | ProjectionEventSkipped | ProjectionRebuildRequested;

export const PROJECTION_OPERATIONS_STREAM = 'projection-operations';

/** The owner recorded on operations: they belong to no notary (erasing an account keeps them). */
export const OPERATIONS_OWNER = 'system';
