import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { SqliteDocumentStore } from '@notary/document-store';
import { InProcessChangeNotifier, loadConfig, silentLogger } from '@notary/platform';
import { Projector, ReadModelCatalog } from '@notary/projection-runtime';
import { allProjections } from '@notary/read-models';
import { createRuntime } from '../../apps/command-api/src/core/runtime';

const ROUNDS = 5;

/** Starts the child, lets it append under load for a random while, then kills it with SIGKILL. */
async function runAndKill(dataDir: string, acknowledged: Map<string, string>): Promise<number> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'crash-child.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  let stderr = '';
  let acks = 0;
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === 'READY') resolve();
        const [kind, stream, ids] = line.split(' ');
        if (kind !== 'ACK') continue;
        for (const id of ids.split(',')) acknowledged.set(id, stream);
        acks++;
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`child exited early (${code}): ${stderr}`)));
  });
  await ready;
  await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 600));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return acks;
}

async function sortedCollection(catalog: ReadModelCatalog, logical: string) {
  return catalog.collection(logical).find({}, { sort: { _id: 1 } });
}

describe('a crash at a random moment loses nothing acknowledged', () => {
  it(`survives ${ROUNDS} SIGKILLs under load`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-crash-'));
    const acknowledged = new Map<string, string>();
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const acks = await runAndKill(dataDir, acknowledged);
        expect(acks).toBeGreaterThan(0);

        // Restart over the same DATA_DIR: the projector resumes from its checkpoint.
        const runtime = await createRuntime({ config: loadConfig({ DATA_DIR: dataDir, PORT: '0', TRIAL_SIGNINGS: '1000000' }), logger: silentLogger });
        try {
          const log = await runtime.stores.eventStore.readAll({ maxCount: 10_000_000 });
          const seen = new Map<string, number>();
          const revisions = new Map<string, number[]>();
          log.forEach((event, index) => {
            if (index > 0) expect(event.position).toBeGreaterThan(log[index - 1].position);
            seen.set(event.id, (seen.get(event.id) ?? 0) + 1);
            revisions.set(event.streamId, [...(revisions.get(event.streamId) ?? []), event.revision]);
          });
          for (const [id, stream] of acknowledged) {
            expect({ id, stream, copies: seen.get(id) ?? 0 }).toEqual({ id, stream, copies: 1 });
          }
          for (const [stream, list] of revisions) expect({ stream, list }).toEqual({ stream, list: list.map((_, i) => i) });

          const head = await runtime.stores.eventStore.headPosition();
          expect(await runtime.projector!.waitFor(head, 120_000)).toBe(true);
          expect(runtime.projector!.status().every((p) => p.state === 'running')).toBe(true);

          // A from-scratch rebuild into a fresh store must equal what survived the crashes.
          const fresh = await SqliteDocumentStore.open(path.join(dataDir, `fresh-${round}.sqlite`));
          const notifier = new InProcessChangeNotifier();
          const rebuild = new Projector({
            eventStore: runtime.stores.eventStore,
            documents: fresh,
            notifier,
            projections: allProjections,
            logger: silentLogger,
          });
          await rebuild.start();
          // A bound, not a timing: the whole log from nothing, on a machine busy with other suites.
          expect(await rebuild.waitFor(head, 120_000)).toBe(true);
          const freshCatalog = await new ReadModelCatalog(fresh, notifier).load();
          for (const projection of allProjections) {
            for (const logical of projection.collections) {
              const survived = await sortedCollection(runtime.catalog, logical);
              const rebuilt = await sortedCollection(freshCatalog, logical);
              expect({ logical, round, documents: survived }).toEqual({ logical, round, documents: rebuilt });
            }
          }
          freshCatalog.close();
          await rebuild.stop();
          await fresh.close();
        } finally {
          await runtime.close();
        }
      }
      expect(acknowledged.size).toBeGreaterThan(50);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
