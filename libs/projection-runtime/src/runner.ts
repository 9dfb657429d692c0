import { upcast, type RecordedEvent } from '@notary/events';
import type { DocumentStore } from '@notary/document-store';
import type { ChangeAnnouncement } from '@notary/platform';
import { physicalName, type ProjectionFailure } from './checkpoints';
import { PositionGuardedCollection } from './projected-collection';
import type { ProjectedDocument, ProjectionContext, ProjectionDefinition } from './projection';

/** A projection at work on one generation of its collections: the serving one or a rebuild. */
export class ProjectionRunner {
  private readonly handled: ReadonlySet<string>;

  constructor(
    readonly definition: ProjectionDefinition,
    public generation: number,
    public position: number,
    public failure: ProjectionFailure | null = null,
  ) {
    this.handled = new Set(definition.eventTypes);
  }

  get name(): string {
    return this.definition.name;
  }

  get running(): boolean {
    return this.failure === null;
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
   * Applies one event if this runner has not seen it. A failure is recorded (the runner stops) and
   * the event's partial writes are rolled back where the store is transactional.
   */
  async apply(documents: DocumentStore, event: RecordedEvent, announcements: ChangeAnnouncement[]): Promise<void> {
    if (!this.running || event.position <= this.position) return;
    if (this.handled.has(event.type)) {
      const pending: ChangeAnnouncement[] = [];
      try {
        await documents.withTransaction(() => this.definition.apply(upcast(event), this.context(documents, event, pending)));
      } catch (error) {
        this.failure = {
          position: event.position,
          eventId: event.id,
          eventType: event.type,
          message: error instanceof Error ? error.message : String(error),
          at: new Date().toISOString(),
        };
        return;
      }
      announcements.push(...pending);
    }
    this.position = event.position;
  }

  private context(documents: DocumentStore, event: RecordedEvent, announcements: ChangeAnnouncement[]): ProjectionContext {
    const owned = new Set(this.definition.collections);
    return {
      event,
      collection: <T extends ProjectedDocument>(logical: string) => {
        if (!owned.has(logical)) throw new Error(`Projection ${this.name} does not own the collection ${logical}`);
        return new PositionGuardedCollection<T>(documents.collection<T>(this.physical(logical)), event.position);
      },
      announce: (change) => announcements.push({ ...change, position: event.position }),
    };
  }
}
