import { openStores } from '@notary/infrastructure';
import { loadConfig } from '@notary/platform';

/**
 * Opens the server's stores (background work on its own thread, so with the WAL checkpointer),
 * closes them with nothing else left to do, and says so after the close: a process that ended in
 * the middle of the close never prints it.
 */
async function main(): Promise<void> {
  const stores = await openStores(loadConfig({ DATA_DIR: process.env.DATA_DIR!, PORT: '0' }), { thread: 'api' });
  await stores.close();
  console.log('CLOSED');
}

void main();
