import type Database from 'better-sqlite3';
import { withFields } from '@notary/events';
import { EventStoreError, EventStoreUnavailableError } from '../errors';
import type { AppendResult } from '../event-store.port';
import type { AppendRequest, SqliteAppendWriter } from './sqlite-append';

interface PendingAppend extends AppendRequest {
  resolve(result: AppendResult): void;
  reject(error: Error): void;
}

type Outcome = { ok: true; result: AppendResult } | { ok: false; error: Error };

export interface GroupCommitStats {
  /** Transactions committed (each one fsync of the WAL under synchronous=FULL). */
  commits: number;
  /** Appends answered from those transactions, successful or refused. */
  appends: number;
}

/**
 * What writes a store's appends: the group commit on the store's own thread, or the same on a
 * thread of its own (ThreadedGroupCommit, sqlite-append-thread.ts).
 */
export interface Committer {
  enqueue(request: AppendRequest): Promise<AppendResult>;
  /**
   * Runs `section` once every append queued so far is written, with none written until it ends
   * (erasure: none of an erased owner's appends may land after it).
   */
  exclusive<T>(section: () => T | Promise<T>): Promise<T>;
  stats(): GroupCommitStats;
  /** Writes what is queued; nothing is accepted after. */
  close(): Promise<void>;
}

/**
 * Group commit: with synchronous=FULL every COMMIT waits for an fsync, which costs far more than the
 * inserts. Appends are queued and one flush per event-loop turn writes all of them in a single
 * transaction, each inside its own savepoint so a refused append leaves the others intact.
 * better-sqlite3 is synchronous, so appends that arrive while a flush runs go into the next one.
 */
export class GroupCommit implements Committer {
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  /** Inside exclusive(): queued appends wait for its end. */
  private held = 0;
  private readonly counters: GroupCommitStats = { commits: 0, appends: 0 };
  private readonly writeBatch: Database.Transaction<(batch: PendingAppend[], recordedAt: string) => Outcome[]>;

  constructor(
    private readonly db: Database.Database,
    writer: SqliteAppendWriter,
    private readonly onCommitted: () => void,
  ) {
    // A transaction function called inside another runs as a savepoint and rolls back alone on throw.
    const appendInSavepoint = db.transaction((request: AppendRequest, recordedAt: string) => writer.append(request, recordedAt));
    this.writeBatch = db.transaction((batch: PendingAppend[], recordedAt: string) =>
      batch.map((request): Outcome => {
        try {
          return { ok: true, result: appendInSavepoint(request, recordedAt) };
        } catch (error) {
          // Some I/O errors make SQLite abandon the whole transaction: then nothing of this batch holds.
          if (!db.inTransaction) throw error;
          return { ok: false, error: asStoreError(error) };
        }
      }),
    );
  }

  enqueue(request: AppendRequest): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push(withFields(request, { resolve, reject }));
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  async exclusive<T>(section: () => T | Promise<T>): Promise<T> {
    this.flush();
    this.held += 1;
    try {
      return await section();
    } finally {
      this.held -= 1;
      if (this.held === 0 && this.queue.length > 0 && !this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    }
  }

  async close(): Promise<void> {
    this.flush();
  }

  /** Writes everything queued now; close() calls it so no acknowledged-to-be append is lost. */
  flush(): void {
    this.flushScheduled = false;
    if (this.held > 0) return;
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    let outcomes: Outcome[];
    try {
      if (!this.db.open) throw new EventStoreUnavailableError('The event store is closed');
      outcomes = this.writeBatch.immediate(batch, new Date().toISOString());
    } catch (error) {
      const failure = asStoreError(error);
      for (const pending of batch) pending.reject(failure);
      return;
    }
    this.counters.commits += 1;
    this.counters.appends += batch.length;
    outcomes.forEach((outcome, i) => (outcome.ok ? batch[i].resolve(outcome.result) : batch[i].reject(outcome.error)));
    this.onCommitted();
  }

  get pending(): number {
    return this.queue.length;
  }

  stats(): GroupCommitStats {
    return { ...this.counters };
  }
}

function asStoreError(error: unknown): Error {
  if (error instanceof EventStoreError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_BUSY') {
    return new EventStoreUnavailableError('The event store is busy: another process held the write lock for too long');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new EventStoreUnavailableError(`The event store could not write: ${message}`);
}
