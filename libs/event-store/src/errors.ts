/** Errors of the EventStore port. Both adapters throw exactly these, so callers never see driver errors. */
export abstract class EventStoreError extends Error {
  abstract readonly code: string;
}

/** The stream was not at the revision the append expected: someone else wrote first. */
export class WrongExpectedRevisionError extends EventStoreError {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: string | number,
    /** The stream's actual last revision; -1 when it does not exist. */
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at revision ${actual}, but the append expected ${expected}`);
  }
}

export class EventTooLargeError extends EventStoreError {
  readonly code = 'EVENT_STORE.EVENT_TOO_LARGE';
  constructor(
    readonly eventType: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`Event ${eventType} is ${bytes} bytes; the limit is ${limit} bytes (1 MB)`);
  }
}

export class InvalidAppendError extends EventStoreError {
  readonly code = 'EVENT_STORE.INVALID_APPEND';
}

export class EventStoreUnavailableError extends EventStoreError {
  readonly code = 'EVENT_STORE.UNAVAILABLE';
}
