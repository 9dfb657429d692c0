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

// One commit settles every append in it in one loop (GroupCommit): their answers go back in one
// message, since each message costs the API thread a message event of its own.
let answers: FromAppendThread[] = [];
const sendAnswers = () => {
  if (answers.length === 0) return;
  const batch = answers;
  answers = [];
  port.postMessage(batch);
};
const answer = (message: FromAppendThread) => {
  if (answers.push(message) === 1) queueMicrotask(sendAnswers);
};

// The API thread sends what it handed over in one turn of its event loop together (see post() there).
port.on('message', (messages: ToAppendThread[]) => messages.forEach(received));

function received(message: ToAppendThread): void {
  if (message.kind === 'close') {
    void commits.close().then(() => {
      appended.close();
      db.close();
      answer({ kind: 'closed' });
      // Before the port closes: a queued send would find it closed.
      sendAnswers();
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
}
