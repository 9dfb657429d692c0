import type { AppendResult } from '../event-store.port';
import type { AppendRequest } from './sqlite-append';
import type { GroupCommitStats } from './sqlite-group-commit';

/** What the writer thread is started with. */
export interface AppendThreadData {
  filePath: string;
  busyTimeoutMs: number;
  walAutocheckpointPages: number;
  /** The log's "it grew" channel (see SqliteEventStore). */
  channelName: string;
}

/** One message to the writer thread; the API thread posts them in arrays, a turn's together. */
export type ToAppendThread = { kind: 'append'; id: number; request: AppendRequest } | { kind: 'close' };

/** A refusal as it crosses the thread (an Error's class does not): rebuilt as the port's error. */
export type AppendFailure = { kind: 'wrong-revision'; streamId: string; expected: string | number; actual: number } | { kind: 'unavailable'; message: string };

/** One answer; the writer thread posts them in arrays, a commit's answers together. */
export type FromAppendThread =
  | { kind: 'done'; id: number; result: AppendResult; stats: GroupCommitStats }
  | { kind: 'failed'; id: number; error: AppendFailure; stats: GroupCommitStats }
  | { kind: 'closed' };
