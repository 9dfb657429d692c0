import type { EventOfType, KnownEventType, RecordedEvent } from '@notary/events';
import type { ProjectionContext, ProjectionDefinition, ProjectionIndex } from './projection';

/**
 * The recorded events of some types, as a union: `type` and `data` stay paired, so a switch on
 * `event.type` narrows `event.data` with no cast.
 */
export type RecordedOf<T extends KnownEventType> = T extends KnownEventType ? RecordedEvent<T, EventOfType<T>['data']> : never;

export interface ProjectionSpec<T extends KnownEventType> {
  readonly name: string;
  /** Bump it when the documents change: the projector rebuilds side by side, then switches. */
  readonly version: number;
  /** Logical names of the collections it writes; it owns them (nothing else writes there). */
  readonly collections: readonly string[];
  /** The event types it applies; `apply` sees exactly these. */
  readonly handles: readonly T[];
  readonly indexes?: readonly ProjectionIndex[];
  apply(event: RecordedOf<T>, context: ProjectionContext): Promise<void>;
}

/** A projection whose handled types are known to the compiler. */
export interface TypedProjection<T extends KnownEventType> extends ProjectionDefinition {
  readonly eventTypes: readonly T[];
}

/**
 * A projection the projector can run, from a spec whose `handles` narrows what `apply` sees:
 * `defineProjection({ handles: ['SigningScheduled'], apply: (event) => event.data.Details })`.
 */
export function defineProjection<const T extends KnownEventType>(spec: ProjectionSpec<T>): TypedProjection<T> {
  const { handles, apply, ...rest } = spec;
  return {
    ...rest,
    eventTypes: handles,
    // The runner calls apply only for events whose type is among `handles` (ProjectionRunner.apply).
    apply: (event, context) => apply(event as RecordedOf<T>, context),
  };
}

/** Narrows an event to the types in `types` (a Set built once per projection). */
export function isOneOf<T extends KnownEventType>(event: RecordedOf<KnownEventType>, types: ReadonlySet<string>): event is RecordedOf<T> {
  return types.has(event.type);
}
