import type Database from 'better-sqlite3';
import { WrongExpectedRevisionError } from '../errors';
import type { AppendResult, ExpectedRevision } from '../event-store.port';
import type { ValidatedEvent } from '../shared/append-validation';
import { judgeRetriedAppend, type StoredEventRef } from '../shared/retried-append';
import { INSERT_EVENT_SQL } from './sqlite-schema';

export interface AppendRequest {
  streamId: string;
  /** What is stored of each event (its data and metadata as JSON). */
  events: ReadonlyArray<Pick<ValidatedEvent, 'id' | 'type' | 'dataJson' | 'metadataJson'>>;
  expectedRevision: ExpectedRevision;
}

/** The statements one append needs, prepared once per connection. */
export class SqliteAppendWriter {
  private readonly lastOfStream: Database.Statement<[string], StoredEventRef>;
  private readonly findInStream: Database.Statement<[string, string], StoredEventRef>;
  private readonly insert: Database.Statement<unknown[]>;

  constructor(db: Database.Database) {
    this.lastOfStream = db.prepare('SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1');
    this.findInStream = db.prepare('SELECT revision, position FROM events WHERE stream_id = ? AND event_id = ?');
    this.insert = db.prepare(INSERT_EVENT_SQL);
  }

  /** Runs inside the caller's transaction (a savepoint of the group commit). */
  append(request: AppendRequest, recordedAt: string): AppendResult {
    const { streamId, events, expectedRevision } = request;
    const actual = this.lastOfStream.get(streamId)?.revision ?? -1;

    // A retried command carries the same event ids: answer what the first attempt got, even if
    // its expected revision is stale by now. This check comes before the expected-revision check.
    const verdict = judgeRetriedAppend(events.map((event) => this.findInStream.get(streamId, event.id)));
    if (verdict.kind === 'retry') return verdict.original;
    if (verdict.kind === 'overlap') throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);

    if (!satisfies(expectedRevision, actual)) throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);

    let revision = actual;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const info = this.insert.run(streamId, revision, event.id, event.type, event.dataJson, event.metadataJson, recordedAt);
      position = Number(info.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  }
}

function satisfies(expected: ExpectedRevision, actual: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return actual === -1;
    case 'stream_exists':
      return actual >= 0;
    default:
      return expected === actual;
  }
}
