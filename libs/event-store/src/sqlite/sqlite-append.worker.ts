import { BroadcastChannel, parentPort, workerData } from 'node:worker_threads';
import { WrongExpectedRevisionError } from '../errors';
import { SqliteAppendWriter } from './sqlite-append';
import { GroupCommit } from './sqlite-group-commit';
import { openEventLogDatabase } from './sqlite-open';
import type { AppendThreadData, FromAppendThread, ToAppendThread } from './sqlite-append-thread.messages';

/**
 * The event log's writer thread (see sqlite-append-thread.ts): the store's group commit, on a
 * connection of its own. Each append is answered once its transaction has committed (fsynced); the
 * other threads' subscriptions are woken through the log's BroadcastChannel, as a commit on their
 * own thread would.
 */
const { filePath, busyTimeoutMs, walAutocheckpointPages, channelName } = workerData as AppendThreadData;
const port = parentPort!;
const db = openEventLogDatabase(filePath, busyTimeoutMs);
db.pragma(`wal_autocheckpoint = ${Math.trunc(walAutocheckpointPages)}`);
const appended = new BroadcastChannel(channelName);
const commits = new GroupCommit(db, new SqliteAppendWriter(db), () => appended.postMessage(null));

const answer = (message: FromAppendThread) => port.postMessage(message);

port.on('message', (message: ToAppendThread) => {
  if (message.kind === 'close') {
    void commits.close().then(() => {
      appended.close();
      db.close();
      answer({ kind: 'closed' });
      port.close();
    });
    return;
  }
  const { id, request } = message;
  commits.enqueue(request).then(
    (result) => answer({ kind: 'done', id, result, stats: commits.stats() }),
    (error: Error) =>
      answer({
        kind: 'failed',
        id,
        stats: commits.stats(),
        error:
          error instanceof WrongExpectedRevisionError
            ? { kind: 'wrong-revision', streamId: error.streamId, expected: error.expected, actual: error.actual }
            : { kind: 'unavailable', message: error.message },
      }),
  );
});
