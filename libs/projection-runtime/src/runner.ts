import { withFields, type RecordedEvent } from '@notary/events';
import type { DocumentStore } from '@notary/document-store';
import type { ChangeAnnouncement } from '@notary/platform';
import { physicalName, type ProjectionFailure } from './checkpoints';
import { PositionGuardedCollection } from './projected-collection';
import type { BatchUnit } from './batch-unit';
import { CachedProjectedCollection } from './cached-collection';
import type { ProjectedDocument, ProjectionContext, ProjectionDefinition } from './projection';
import type { WorkMeter } from './work-meter';

/** A projection at work on one generation of its collections: the serving one or a rebuild. */
export class ProjectionRunner {
  private readonly handled: ReadonlySet<string>;
  private readonly owned: ReadonlySet<string>;

  constructor(
    readonly definition: ProjectionDefinition,
    public generation: number,
    public position: number,
    public failure: ProjectionFailure | null = null,
  ) {
    this.handled = new Set(definition.eventTypes);
    this.owned = new Set(definition.collections);
  }

  get name(): string {
    return this.definition.name;
  }

  /**
   * Set while a first build runs side by side (see Projector.start): the live loop leaves the
   * runner alone until the build switches in.
   */
  building = false;

  /**
   * Events operators decided to skip (log position -> event id), from ProjectionEventSkipped: a
   * rebuild passes over them as the serving projection did, and nothing else is ever passed over.
   */
  skipped = new Map<number, string>();

  /**
   * Set when it applies an event of its own, cleared when its checkpoint is written: a projection
   * that applied nothing since need not write the checkpoint every batch (see Projector).
   */
  applied = false;

  /** Where the time goes (see WorkMeter); set by the projector. */
  meter: WorkMeter | null = null;

  get running(): boolean {
    return this.failure === null && !this.building;
  }

  physical(logical: string): string {
    return physicalName(logical, this.generation);
  }

  async ensureIndexes(documents: DocumentStore): Promise<void> {
    for (const index of this.definition.indexes ?? []) {
      await documents.collection(this.physical(index.collection)).createIndex(index.keys, index.options);
    }
  }

  /**
   * Applies one event if this runner has not seen it. A failure is recorded (the runner stops).
   * Written through (no `unit`), the event runs in its own savepoint, so a failure rolls back its
   * partial writes where the store is transactional. In a batch `unit` nothing is written until the
   * batch ends, and the caller discards the whole batch when a failure appears.
   */
  async apply(documents: DocumentStore, event: RecordedEvent, announcements: ChangeAnnouncement[], unit?: BatchUnit): Promise<void> {
    if (!this.running || event.position <= this.position) return;
    if (this.handled.has(event.type) && this.skipped.get(event.position) !== event.id) {
      const pending: ChangeAnnouncement[] = [];
      const started = performance.now();
      try {
        const context = this.context(documents, event, pending, unit);
        // Events come from the store already in their current shape (the store upcasts what it reads).
        if (unit) await this.definition.apply(event, context);
        else await documents.withTransaction(() => this.definition.apply(event, context));
      } catch (error) {
        this.failure = {
          position: event.position,
          eventId: event.id,
          eventType: event.type,
          message: error instanceof Error ? error.message : String(error),
          at: new Date().toISOString(),
          streamId: event.streamId,
          revision: event.revision,
        };
        return;
      } finally {
        this.meter?.applied(this.name, performance.now() - started);
      }
      announcements.push(...pending);
      this.applied = true;
    }
    this.position = event.position;
  }

  private context(documents: DocumentStore, event: RecordedEvent, announcements: ChangeAnnouncement[], unit: BatchUnit | undefined): ProjectionContext {
    const owned = this.owned;
    return {
      event,
      collection: <T extends ProjectedDocument>(logical: string) => {
        if (!owned.has(logical)) throw new Error(`Projection ${this.name} does not own the collection ${logical}`);
        const physical = this.physical(logical);
        if (unit) return new CachedProjectedCollection<T>(unit.collection(physical), event.position);
        return new PositionGuardedCollection<T>(documents.collection<T>(physical), event.position);
      },
      announce: (change) => announcements.push(withFields(change, { position: event.position })),
    };
  }
}
