import { Aggregator } from 'mingo';
import { findInMemory, type Collection, type Document, type DocumentStore, type Filter, type FindOptions, type PipelineStage } from '@notary/document-store';
import { InProcessChangeNotifier } from '@notary/platform';
import { ReadModelCatalog, type ProjectedDocument } from '@notary/projection-runtime';
import { OwnerScope } from './owner-scope';

const OPTIONS = { scriptEnabled: false };

/**
 * Read models replayed into memory (replayInMemory's documents), served through the same port the
 * queries use, so the queries (and the reports made from them) run unchanged over the books as they
 * stood at some moment. Read-only: MongoDB's query language through mingo, as the embedded store.
 */
class ReplayedCollection<T extends Document> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly documents: readonly ProjectedDocument[],
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    // The embedded store's own query (its filter compiler, sort order and projection), run over
    // the replayed documents: mingo's Query cost most of an "as of" tax year's reads, a month at a
    // time. Then copies, so a caller that changes what it got cannot change the replayed books.
    return structuredClone(findInMemory(this.documents as unknown as Array<T & { _id: string }>, filter, options));
  }

  async findOne(filter: Filter = {}, options: FindOptions = {}): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return findInMemory(this.documents, filter).length;
  }

  async aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]> {
    return structuredClone(new Aggregator(pipeline, OPTIONS).run(this.documents as unknown as T[]) as R[]);
  }

  private readOnly(): never {
    throw new Error(`The replayed read model ${this.name} is read-only`);
  }

  insertOne = async (): Promise<void> => this.readOnly();
  insertMany = async (): Promise<void> => this.readOnly();
  updateOne = async (): Promise<never> => this.readOnly();
  updateMany = async (): Promise<never> => this.readOnly();
  replaceOne = async (): Promise<never> => this.readOnly();
  deleteOne = async (): Promise<never> => this.readOnly();
  deleteMany = async (): Promise<never> => this.readOnly();
  createIndex = async (): Promise<never> => this.readOnly();
}

/** The catalog's physical names carry a generation (`signings_g1`); replayed documents have none. */
const logicalName = (physical: string) => physical.replace(/_g\d+$/, '');

function replayedStore(documents: Readonly<Record<string, readonly ProjectedDocument[]>>): DocumentStore {
  return {
    collection: <T extends Document>(name: string) => new ReplayedCollection<T>(name, documents[logicalName(name)] ?? []),
    listCollections: async () => Object.keys(documents),
    dropCollection: async () => {
      throw new Error('The replayed read models are read-only');
    },
    eraseOwner: async () => {
      throw new Error('The replayed read models are read-only');
    },
    compact: async () => undefined,
    withTransaction: (work) => work(),
    transactional: false,
    close: async () => undefined,
  };
}

/** A catalog over replayed documents (never loaded: every collection is its first generation). */
export function replayedCatalog(documents: Readonly<Record<string, readonly ProjectedDocument[]>>): ReadModelCatalog {
  return new ReadModelCatalog(replayedStore(documents), new InProcessChangeNotifier());
}

/** One notary's scope over replayed documents: what the report code reads for an "as of" moment. */
export function replayedOwnerScope(ownerId: string, documents: Readonly<Record<string, readonly ProjectedDocument[]>>): OwnerScope {
  return new OwnerScope(replayedCatalog(documents), ownerId);
}
