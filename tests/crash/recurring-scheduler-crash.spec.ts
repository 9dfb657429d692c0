import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { startBackgroundWork, type BackgroundWork } from '@notary/background';
import { recurringExpenseStream, type RecurringExpenseTerms } from '@notary/events';
import { calendarDateIn, occurrencesThrough, recurringExpenseDecider } from '@notary/domain';
import { handleCommand, openStores } from '@notary/infrastructure';
import { loadConfig, systemClock, type AppLogger } from '@notary/platform';
import { ReadModelCatalog } from '@notary/projection-runtime';
import { EXPENSES, readSides } from '@notary/read-models';

const NOTARIES = 40;
const ZONES = ['America/Chicago', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Honolulu'];

/** The projector may be slow on a loaded machine, never still: this long without a step fails. */
const STALLED_MS = 30_000;
const CATCH_UP_LIMIT_MS = 240_000;
jest.setTimeout(120_000 + CATCH_UP_LIMIT_MS);

/**
 * Waits until every projection has applied the log to `head`, as long as they keep moving: the
 * suite's other worker can slow this catch-up tenfold (more than 90 s once, 4-8 s alone), a stuck
 * projector fails after STALLED_MS with where each projection stood and what the projector said.
 */
async function caughtUp(work: BackgroundWork, catalog: ReadModelCatalog, head: number, said: string[]): Promise<void> {
  const started = Date.now();
  let last = -1;
  let lastMovedAt = Date.now();
  while (!(await catalog.waitFor(head, 1_000))) {
    const status = work.projector.status();
    const lowest = Math.min(...status.map((projection) => projection.position));
    if (lowest > last) [last, lastMovedAt] = [lowest, Date.now()];
    const stalled = Date.now() - lastMovedAt > STALLED_MS;
    if (stalled || Date.now() - started > CATCH_UP_LIMIT_MS) {
      const where = status.map((projection) => `${projection.name} ${projection.state} at ${projection.position}`).join(', ');
      const why = stalled ? `made no progress for ${STALLED_MS} ms` : `had not caught up after ${CATCH_UP_LIMIT_MS} ms`;
      throw new Error(`the projector ${why} (head ${head}): ${where}; it said: ${said.join(' | ') || 'nothing'}`);
    }
  }
}

/** Runs the scheduler-only child; resolves on DONE, or kills it with SIGKILL once it started when `killAfterMs` is set. */
function runChild(dataDir: string, killAfterMs?: number): Promise<'done' | 'killed'> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'scheduler-child.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('STARTED') && killAfterMs !== undefined) {
        setTimeout(() => {
          killed = true;
          child.kill('SIGKILL');
        }, killAfterMs);
      }
    });
    child.once('exit', (code) => {
      if (killed) resolve('killed');
      else if (code === 0) resolve('done');
      else reject(new Error(`scheduler child exited ${code}: ${stderr}`));
    });
  });
}

const terms = (n: number): RecurringExpenseTerms => ({
  Name: `Weekly supplies ${n}`,
  Title: 'Journal pages',
  Payee: `Supplier ${n}`,
  Amount: 10 + n,
  CategoryKey: 16,
  // Ten years of weekly expenses, asked for when the recurring expense was saved.
  StartDate: '2016-11-29',
  EndDate: null,
  Interval: 2,
  Forever: true,
  AddFirstExpense: false,
  SavePreviousExpenses: true,
  TimeZone: ZONES[n % ZONES.length],
});

describe('recurring expenses are recorded exactly once', () => {
  it('across a SIGKILL, a restart and two scheduler processes at once, with the projector in another process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-scheduler-crash-'));
    // This process is the projector's (and holds DATA_DIR); the schedulers are children.
    const stores = await openStores(loadConfig({ DATA_DIR: dataDir, PORT: '0' }));
    const catalog = new ReadModelCatalog(stores.documents, stores.notifier);
    const said: string[] = [];
    const logger: AppLogger = { log: () => undefined, warn: (message) => said.push(message), error: (message) => said.push(message) };
    const projector = await startBackgroundWork(readSides, { stores, catalog, clock: systemClock, logger });
    try {
      const expected = new Map<string, string[]>();
      for (let n = 0; n < NOTARIES; n++) {
        const recurringId = `crash-recurring-${n}`;
        const ownerId = `crash-notary-${n}`;
        const today = calendarDateIn(terms(n).TimeZone, new Date());
        await handleCommand(
          stores.eventStore,
          recurringExpenseStream(recurringId),
          recurringExpenseDecider,
          { type: 'SaveRecurringExpense', recurringExpenseId: recurringId, ownerId, terms: terms(n), today },
          { ownerId, actorId: ownerId, commandId: `seed-${n}`, correlationId: `seed-${n}`, causationId: `seed-${n}`, now: new Date() },
        );
        expected.set(
          recurringId,
          occurrencesThrough(terms(n), today).map((occurrence) => occurrence.date),
        );
      }
      await caughtUp(projector, catalog, await stores.eventStore.headPosition(), said);

      // Killed part-way through, then two at once over what it left.
      expect(await runChild(dataDir, 20 + Math.random() * 80)).toBe('killed');
      const partial = (await stores.eventStore.readAll({ maxCount: 1_000_000 })).filter((event) => event.type === 'ExpenseRecorded').length;
      const total = [...expected.values()].reduce((sum, dates) => sum + dates.length, 0);
      expect(partial).toBeLessThan(total);
      expect(await Promise.all([runChild(dataDir), runChild(dataDir)])).toEqual(['done', 'done']);

      const recorded = new Map<string, string[]>();
      for (const event of await stores.eventStore.readAll({ maxCount: 1_000_000 })) {
        if (event.type !== 'ExpenseRecorded') continue;
        const data = event.data as { RecurringExpenseId: string; OccurrenceDate: string };
        recorded.set(data.RecurringExpenseId, [...(recorded.get(data.RecurringExpenseId) ?? []), data.OccurrenceDate]);
      }
      for (const [recurringId, dates] of expected) {
        expect({ recurringId, dates: (recorded.get(recurringId) ?? []).sort() }).toEqual({ recurringId, dates });
      }
      // The projector, in this process, saw each once too. It catches up on some 20,000 expenses
      // with every projection (the streams catalogue and the admin's counts follow them as well),
      // while the rest of the suite loads both cores: the bound is on standing still, the check is exact.
      await caughtUp(projector, catalog, await stores.eventStore.headPosition(), said);
      expect(await catalog.collection(EXPENSES).countDocuments({})).toBe(total);
    } finally {
      await projector.stop();
      catalog.close();
      await stores.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
