import type { RecordedEvent } from './envelope';

/**
 * Old events are never rewritten. When an event's shape changes, its schema version goes up and an
 * upcaster lifts stored events of the previous version to the next one when they are read.
 * An upcaster gets the stored `data` of one version and returns the `data` of the next.
 */
export type Upcaster = (data: unknown) => unknown;

/** What the events catalogue says about one event type. */
export interface CatalogueEntry<Family extends string = string> {
  /** The kind of stream the event is written to (see the stream name functions). */
  stream: Family;
  /** The schema version `decide` writes today; 1 until the shape first changes. */
  version: number;
  /** `upcasters[v]` lifts data stored at version v to version v + 1; one for each v below `version`. */
  upcasters?: Readonly<Record<number, Upcaster>>;
}

/** Reads an event in its current shape (the store applies it to everything it reads). */
export type Upcast = <E extends RecordedEvent>(event: E) => E;

export interface SchemaVersioning {
  /** The schema version written today for `type`; 1 for a type the catalogue does not list. */
  currentSchemaVersion(type: string): number;
  /** Returns the event in its current shape; events already current are returned as they are. */
  upcast: Upcast;
}

/**
 * The schema versions and upcasters of a catalogue. A gap (a version with no upcaster from the one
 * below) is refused here, when the catalogue is loaded, rather than when an old event is first read.
 */
export function schemaVersioning(catalogue: Readonly<Record<string, CatalogueEntry>>): SchemaVersioning {
  const entries = new Map(Object.entries(catalogue));
  for (const [type, entry] of entries) {
    if (!Number.isSafeInteger(entry.version) || entry.version < 1) throw new Error(`${type}: schema version must be an integer >= 1`);
    for (let from = 1; from < entry.version; from += 1) {
      if (!entry.upcasters?.[from]) throw new Error(`${type} is at schema version ${entry.version} but has no upcaster from version ${from}`);
    }
  }
  const currentSchemaVersion = (type: string): number => entries.get(type)?.version ?? 1;
  const upcast = <E extends RecordedEvent>(event: E): E => {
    const entry = entries.get(event.type);
    let version = event.metadata.schemaVersion ?? 1;
    // An unknown type, an event already current, or one written by a newer release: as it is.
    if (!entry || version >= entry.version) return event;
    let data = event.data;
    for (; version < entry.version; version += 1) data = entry.upcasters![version](data);
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  };
  return { currentSchemaVersion, upcast };
}
