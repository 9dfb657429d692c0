import { AsyncLocalStorage } from 'node:async_hooks';

/** A FIFO async mutex: writers queue here while a transaction holds the connection. */
export class Mutex {
  private held = false;
  private readonly waiters: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

/**
 * One level of transaction. Writes issued in a frame's async context run inside it; the frame's
 * lock serialises that context's writes with its nested transactions, so a savepoint never
 * interleaves with a sibling write. The root frame (no transaction) guards the writer connection.
 */
export interface Frame {
  readonly depth: number;
  readonly parent: Frame | null;
  readonly lock: Mutex;
  active: boolean;
}

/** What the transaction context needs from the writer connection. */
export interface TransactionalConnection {
  exec(sql: string): void;
  prepare(sql: string): { run(): unknown };
  readonly inTransaction: boolean;
}

/**
 * Told when transactions and savepoints begin and end, so that state kept beside the database (the
 * catalog cache) can follow what a rollback undid. `began` returns a mark given back on rollback.
 */
export interface TransactionObserver {
  began(): number;
  committed(outermost: boolean): void;
  rolledBack(mark: number, outermost: boolean): void;
}

const NO_OBSERVER: TransactionObserver = { began: () => 0, committed: () => undefined, rolledBack: () => undefined };

export class TransactionContext {
  private readonly als = new AsyncLocalStorage<Frame>();
  readonly root: Frame = { depth: 0, parent: null, lock: new Mutex(), active: true };
  // Prepared once: every write runs BEGIN/COMMIT or SAVEPOINT/RELEASE, and exec() parses each time.
  private readonly statements = new Map<string, { run(): unknown }>();

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly observer: TransactionObserver = NO_OBSERVER,
    /** Runs first in every outermost transaction, once it holds the write lock. */
    private readonly afterBegin: () => void = () => undefined,
  ) {}

  private begin(savepoint: string | null): void {
    this.execute(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
    if (!savepoint) this.afterBegin();
  }

  private execute(sql: string): void {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.connection.prepare(sql)));
    statement.run();
  }

  /** The innermost still-open transaction of the caller's async context, or the root. */
  current(): Frame {
    let frame = this.als.getStore();
    while (frame && !frame.active) frame = frame.parent ?? undefined;
    return frame ?? this.root;
  }

  inTransaction(): boolean {
    return this.current() !== this.root;
  }

  /** Runs one synchronous write atomically, inside the caller's transaction if it has one. */
  async write<R>(fn: () => R): Promise<R> {
    const frame = this.current();
    await frame.lock.acquire();
    try {
      return this.atomically(frame.depth === 0 ? null : 'op', fn);
    } finally {
      frame.lock.release();
    }
  }

  /** Runs `fn` synchronously as a transaction (root) or a savepoint (inside one). */
  private atomically<R>(savepoint: string | null, fn: () => R): R {
    this.begin(savepoint);
    const mark = this.observer.began();
    try {
      const result = fn();
      this.execute(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
      this.observer.committed(!savepoint);
      return result;
    } catch (error) {
      this.rollback(savepoint, mark);
      throw error;
    }
  }

  private rollback(savepoint: string | null, mark: number): void {
    try {
      if (!this.connection.inTransaction) return;
      if (savepoint) this.connection.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
      else this.connection.exec('ROLLBACK');
    } finally {
      // Also when SQLite already rolled back by itself (inTransaction false after some errors).
      this.observer.rolledBack(mark, !savepoint || !this.connection.inTransaction);
    }
  }

  /**
   * Runs async `work` in a transaction. Only the work's own async context writes through it; other
   * contexts wait on the parent's lock (and read committed data through the read connection).
   */
  async run<R>(work: () => Promise<R>): Promise<R> {
    const parent = this.current();
    await parent.lock.acquire();
    const frame: Frame = { depth: parent.depth + 1, parent, lock: new Mutex(), active: true };
    const savepoint = frame.depth === 1 ? null : `tx_${frame.depth}`;
    try {
      this.begin(savepoint);
      const mark = this.observer.began();
      let result: R;
      try {
        result = await this.als.run(frame, work);
      } catch (error) {
        await this.settle(frame);
        this.rollback(savepoint, mark);
        throw error;
      }
      await this.settle(frame);
      try {
        this.execute(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
        this.observer.committed(!savepoint);
      } catch (error) {
        this.rollback(savepoint, mark);
        throw error;
      }
      return result;
    } finally {
      frame.active = false;
      parent.lock.release();
    }
  }

  /** Waits for writes and nested transactions the work started but did not await. */
  private async settle(frame: Frame): Promise<void> {
    await frame.lock.acquire();
    frame.active = false;
  }
}
