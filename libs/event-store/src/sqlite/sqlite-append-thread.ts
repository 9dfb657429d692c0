import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { EventStoreUnavailableError, WrongExpectedRevisionError } from '../errors';
import type { AppendResult } from '../event-store.port';
import type { AppendRequest } from './sqlite-append';
import type { AppendFailure, AppendThreadData, FromAppendThread, ToAppendThread } from './sqlite-append-thread.messages';
import type { Committer, GroupCommitStats } from './sqlite-group-commit';

/**
 * From the TypeScript sources (jest, `node -r @swc-node/register`) a worker thread has neither jest's
 * transform nor, under jest, swc-node: this bootstrap registers swc-node in the worker, then loads the
 * TypeScript entry (as the background thread and the PDF render pool do). From the build, the
 * compiled entry starts directly.
 */
const TS_BOOTSTRAP = `const { workerData } = require('node:worker_threads'); require(workerData.register); require(workerData.entry);`;

function spawn(data: AppendThreadData): Worker {
  const extension = extname(__filename);
  const entry = join(__dirname, `sqlite-append.worker${extension}`);
  if (extension === '.ts') return new Worker(TS_BOOTSTRAP, { eval: true, workerData: { ...data, register: require.resolve('@swc-node/register'), entry } });
  return new Worker(entry, { workerData: data });
}

function rebuilt(failure: AppendFailure): Error {
  return failure.kind === 'wrong-revision'
    ? new WrongExpectedRevisionError(failure.streamId, failure.expected, failure.actual)
    : new EventStoreUnavailableError(failure.message);
}

interface Waiting {
  resolve(result: AppendResult): void;
  reject(error: Error): void;
}

/**
 * The group commit on a thread of its own. better-sqlite3 is synchronous, so on the API's thread
 * every commit held the event loop until its fsync returned: under 100 saves a second that was a
 * fifth of the thread's time (bench:api's profile), and a slow fsync held every request at once.
 * Here the API thread validates an append and hands it over; the writer thread batches what arrives
 * together into one transaction, exactly as GroupCommit does, and answers each append once it is
 * durable. Reads stay on the store's own connection: a commit is visible to every connection as
 * soon as it returns, so a read made after an append's answer sees it.
 *
 * If the thread dies, its unanswered appends fail as unavailable (the caller may retry: event ids
 * make a retry add nothing) and the store writes on its own thread from then on (`fallback`).
 */
export class ThreadedGroupCommit implements Committer {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private counters: GroupCommitStats = { commits: 0, appends: 0 };
  /** Inside exclusive(): new appends wait here for its end. */
  private held = 0;
  private readonly heldBack: Array<{ request: AppendRequest } & Waiting> = [];
  private idle: Array<() => void> = [];
  private replacement: Committer | null = null;
  private closing = false;
  private readonly closed: Promise<void>;
  /** Messages for the writer thread, posted together at the end of this turn (see post()). */
  private outgoing: ToAppendThread[] = [];

  constructor(
    data: AppendThreadData,
    private readonly fallback: () => Committer,
  ) {
    this.worker = spawn(data);
    // Held open only while an append waits for its answer (send() refs it, becameIdle() unrefs it).
    this.worker.unref();
    // The writer thread sends a commit's answers together (see sqlite-append.worker.ts).
    this.worker.on('message', (answers: FromAppendThread[]) => {
      for (const answer of answers) this.answered(answer);
    });
    this.worker.on('error', (error) => this.died(`failed: ${error.message}`));
    this.closed = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    void this.closed.then(() => {
      if (!this.closing) this.died('stopped');
    });
  }

  enqueue(request: AppendRequest): Promise<AppendResult> {
    if (this.replacement) return this.replacement.enqueue(request);
    if (this.closing) return Promise.reject(new EventStoreUnavailableError('The event store is closed'));
    return new Promise((resolve, reject) => {
      if (this.held > 0) this.heldBack.push({ request, resolve, reject });
      else this.send(request, { resolve, reject });
    });
  }

  async exclusive<T>(section: () => T | Promise<T>): Promise<T> {
    if (this.replacement) return this.replacement.exclusive(section);
    this.held += 1;
    try {
      await this.drained();
      return await section();
    } finally {
      this.held -= 1;
      if (this.held === 0) for (const { request, ...waiting } of this.heldBack.splice(0)) this.resend(request, waiting);
    }
  }

  stats(): GroupCommitStats {
    const own = { ...this.counters };
    if (!this.replacement) return own;
    const more = this.replacement.stats();
    return { commits: own.commits + more.commits, appends: own.appends + more.appends };
  }

  async close(): Promise<void> {
    if (this.closing) return this.closed;
    await this.drained();
    this.closing = true;
    if (this.replacement) {
      await this.replacement.close();
      return;
    }
    this.worker.ref();
    this.post({ kind: 'close' });
    await this.closed;
  }

  private send(request: AppendRequest, waiting: Waiting): void {
    const id = this.nextId++;
    this.waiting.set(id, waiting);
    if (this.waiting.size === 1) this.worker.ref();
    // Only what is stored crosses: the events' objects would be copied for nothing (a structured
    // clone of each data and metadata object cost more than the JSON beside them).
    const events = request.events.map(({ id: eventId, type, dataJson, metadataJson }) => ({ id: eventId, type, dataJson, metadataJson }));
    this.post({ kind: 'append', id, request: { streamId: request.streamId, expectedRevision: request.expectedRevision, events } });
  }

  private resend(request: AppendRequest, waiting: Waiting): void {
    if (this.replacement) this.replacement.enqueue(request).then(waiting.resolve, waiting.reject);
    else this.send(request, waiting);
  }

  /**
   * What is handed over in one turn of the event loop goes in one message, at the turn's end: each
   * message wakes the writer thread, and waking it once per append was about half of its work. In a
   * loop of 20 saving users its CPU per save went from 0.24 ms to 0.12-0.15 ms, and the API thread's
   * from 0.82-0.84 to 0.76 ms. An append waits at most for the requests already read in the same turn,
   * which the writer would mostly have grouped into the same commit anyway.
   */
  private post(message: ToAppendThread): void {
    if (this.outgoing.push(message) === 1) setImmediate(this.flush);
  }

  private readonly flush = () => {
    const messages = this.outgoing;
    this.outgoing = [];
    this.worker.postMessage(messages);
  };

  private answered(message: FromAppendThread): void {
    if (message.kind === 'closed') return;
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    this.counters = message.stats;
    if (message.kind === 'done') waiting.resolve(message.result);
    else waiting.reject(rebuilt(message.error));
    if (this.waiting.size === 0) this.becameIdle();
  }

  private drained(): Promise<void> {
    if (this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private becameIdle(): void {
    if (!this.closing) this.worker.unref();
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private died(how: string): void {
    if (this.replacement) return;
    this.replacement = this.fallback();
    const error = new EventStoreUnavailableError(`The event log's writer thread ${how}; the append was not confirmed`);
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
    this.becameIdle();
    if (this.held === 0) for (const { request, ...waiting } of this.heldBack.splice(0)) this.resend(request, waiting);
  }
}
