import type { RecordedEvent } from './envelope';

/**
 * Old events are never rewritten. When an event's shape changes, its schema version goes up and an
 * upcaster lifts stored events of the previous version to the next one when they are read.
 */
export type Upcaster = (data: unknown) => unknown;

const upcasters = new Map<string, Map<number, Upcaster>>();
const currentVersions = new Map<string, number>();

/** Declares the schema version that `decide` writes today for an event type. */
export function declareSchemaVersion(type: string, version: number): void {
  currentVersions.set(type, version);
}

/** Registers the function that lifts `type` from `fromVersion` to `fromVersion + 1`. */
export function registerUpcaster(type: string, fromVersion: number, upcaster: Upcaster): void {
  let byVersion = upcasters.get(type);
  if (!byVersion) upcasters.set(type, (byVersion = new Map()));
  byVersion.set(fromVersion, upcaster);
}

export function currentSchemaVersion(type: string): number {
  return currentVersions.get(type) ?? 1;
}

/** Returns the event in its current shape; events already current are returned as they are. */
export function upcast<E extends RecordedEvent>(event: E): E {
  const target = currentSchemaVersion(event.type);
  let version = event.metadata.schemaVersion ?? 1;
  if (version >= target) return event;
  let data = event.data;
  const byVersion = upcasters.get(event.type);
  while (version < target) {
    const lift = byVersion?.get(version);
    if (!lift) throw new Error(`No upcaster for ${event.type} from schema version ${version}`);
    data = lift(data);
    version += 1;
  }
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
}
