import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@notary/document-store';
import { documentStoreContract } from './document-store.contract';
import { sqliteFastPathEquivalence } from './document-store/sqlite-fast-paths';
import { sqliteAdapterSpecifics } from './document-store/sqlite-specifics';

documentStoreContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docstore-contract-'));
  const store = await SqliteDocumentStore.open(join(dir, 'read-models.db'));
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

sqliteAdapterSpecifics();
sqliteFastPathEquivalence();
