import type { Document, DocumentStore } from '@notary/document-store';
import { aggregateContract } from './document-store/aggregate.contract';
import type { ContractContext } from './document-store/context';
import { indexEquivalenceContract } from './document-store/index-equivalence.contract';
import { indexesContract } from './document-store/indexes.contract';
import { queriesContract } from './document-store/queries.contract';
import { updatesContract } from './document-store/updates.contract';

export interface StoreUnderTest {
  store: DocumentStore;
  cleanup(): Promise<void>;
}

/**
 * The DocumentStore contract: every adapter must give MongoDB's documented results. One store is
 * shared by the suite; each test works on its own collections.
 */
export function documentStoreContract(adapterName: string, factory: () => Promise<StoreUnderTest>): void {
  describe(`DocumentStore contract: ${adapterName}`, () => {
    let subject: StoreUnderTest | undefined;
    let counter = 0;
    const context: ContractContext = {
      store: () => {
        if (!subject) throw new Error('the store under test is not open');
        return subject.store;
      },
      fresh: <T extends Document = Document>(label: string) => context.store().collection<T>(`${label}_${++counter}`),
    };

    beforeAll(async () => {
      subject = await factory();
    });
    afterAll(async () => {
      await subject?.cleanup();
    });

    describe('queries', () => queriesContract(context));
    describe('updates and deletes', () => updatesContract(context));
    describe('aggregation', () => aggregateContract(context));
    describe('indexes and collections', () => indexesContract(context));
    describe('results do not depend on indexes', () => indexEquivalenceContract(context));
  });
}
