import type { Collection, Document, DocumentStore } from '@notary/document-store';
import type { ChangeNotifier, ProjectionProgress } from '@notary/platform';
import { checkpointCollection, physicalName, type ProjectionCheckpoint } from './checkpoints';

/**
 * The API side of the projector: which generation of each read-model collection serves queries, and
 * how far each projection has got (for read-your-writes). It learns both from the projector's
 * announcements, so it works the same whether the projector runs in this process or another.
 */
export class ReadModelCatalog {
  private readonly projections = new Map<string, ProjectionProgress>();
  private readonly generationOf = new Map<string, number>();
  private readonly waiters = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    readonly documents: DocumentStore,
    private readonly notifier: ChangeNotifier,
  ) {}

  async load(): Promise<this> {
    this.unsubscribe = this.notifier.subscribe((message) => message.progress.forEach((p) => this.update(p)));
    for (const checkpoint of await checkpointCollection(this.documents).find({})) {
      if (this.projections.has(checkpoint._id)) continue;
      this.update({
        name: checkpoint._id,
        position: checkpoint.position,
        state: checkpoint.state,
        generation: checkpoint.generation,
        collections: checkpoint.collections,
      });
    }
    return this;
  }

  close(): void {
    this.unsubscribe?.();
  }

  /** The collection currently serving a logical read model ('signings', 'customers', ...). */
  collection<T extends Document = Document>(logical: string): Collection<T> {
    return this.documents.collection<T>(physicalName(logical, this.generationOf.get(logical) ?? 1));
  }

  progress(): ProjectionProgress[] {
    return [...this.projections.values()];
  }

  /**
   * Where a projection stands, from its checkpoint and the projector's announcements (after every
   * batch): the later of the two in the checkpoint's generation. A projection that applied nothing
   * lately writes its checkpoint up to a second after it moved (see Projector).
   */
  positionOf(checkpoint: Pick<ProjectionCheckpoint, '_id' | 'generation' | 'position'>): number {
    const announced = this.projections.get(checkpoint._id);
    return announced && announced.generation === checkpoint.generation ? Math.max(announced.position, checkpoint.position) : checkpoint.position;
  }

  /** Resolves true once every running projection has passed `position`; false after the timeout. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(this.reached(position)), timeoutMs);
      const check = () => this.reached(position) && finish(true);
      const finish = (result: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(result);
      };
      this.waiters.add(check);
    });
  }

  private reached(position: number): boolean {
    return [...this.projections.values()].every((p) => p.state !== 'running' || p.position >= position);
  }

  private update(progress: ProjectionProgress): void {
    const known = this.projections.get(progress.name);
    // Generations only grow, and positions within one: an older word arriving late changes nothing.
    if (known && (known.generation > progress.generation || (known.generation === progress.generation && known.position > progress.position))) return;
    this.projections.set(progress.name, progress);
    for (const logical of progress.collections) this.generationOf.set(logical, progress.generation);
    for (const waiter of [...this.waiters]) waiter();
  }
}
