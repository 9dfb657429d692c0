import { withFields, type DomainEvent, type RecordedEvent } from '@notary/events';
import type { EventStore } from '@notary/event-store';
import type { Decider } from '@notary/domain';

type Folder<State, Event extends DomainEvent> = Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>;

/** A stream's state as of one of its events, and which commands wrote it (a retry finds its own). */
interface Known<State> {
  state: State;
  revision: number;
  /**
   * The log position of the event at `revision`: positions are never given twice, so a stream erased
   * and begun again under the same id is not taken for the one remembered.
   */
  lastPosition: number;
  commandIds: Set<string>;
}

/** What a load gives: the state, its revision, and whether a command already wrote to the stream. */
export interface LoadedStream<State> {
  state: State;
  /** -1 for a stream with no events. */
  revision: number;
  wrote(commandId: string): boolean;
}

export interface StreamStatesOptions {
  /** Events remembered in all (their command ids); past it, the least recently used streams go. Default 200,000. */
  maxEvents?: number;
  /** Streams longer than this are folded from the log every time, as without the cache. Default 5,000. */
  maxStreamLength?: number;
  /**
   * Freezes every remembered state (deeply), so a decider that changed a state in place would
   * throw instead of corrupting what is cached. Default: under jest (NODE_ENV=test).
   */
  freeze?: boolean;
}

/**
 * The write side's states, remembered between commands. A save reads several streams (the signing,
 * the notary's settings and account, the customer it names), and folding each from its first event
 * on every command was a fifth of the API thread's time under load (bench:api's profile). A state is
 * remembered with the revision and log position of its last event; the next load reads the stream's
 * positions from that revision on (its index alone): if the event is still there, only the events
 * after it are read and folded (another thread or process appended), and a stream that was erased,
 * or erased and begun again, is folded afresh from the log.
 * Appends still state their expected revision: the cache can make a command read less, never decide
 * on a state the log has moved past without the append failing.
 *
 * States are shared between commands, which is safe because deciders are pure: `evolve` returns a
 * new state and `decide` changes none (`freeze` makes the tests prove it).
 */
export class StreamStates {
  /** By decider and stream, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, Known<unknown>>();
  /** A number per decider: the same stream folded by two deciders is two states. */
  private readonly deciderIds = new WeakMap<object, number>();
  private deciders = 0;
  private events = 0;
  private readonly maxEvents: number;
  private readonly maxStreamLength: number;
  private readonly freeze: boolean;

  constructor(
    private readonly eventStore: EventStore,
    options: StreamStatesOptions = {},
  ) {
    this.maxEvents = options.maxEvents ?? 200_000;
    this.maxStreamLength = options.maxStreamLength ?? 5_000;
    this.freeze = options.freeze ?? process.env.NODE_ENV === 'test';
  }

  async load<State, Event extends DomainEvent>(streamId: string, decider: Folder<State, Event>): Promise<LoadedStream<State>> {
    const key = this.key(decider, streamId);
    const cached = this.entries.get(key) as Known<State> | undefined;
    if (cached) {
      // The remembered event and any after it, from the stream's index: no event read or parsed
      // unless another writer appended (the background thread's policies, another process).
      const since = await this.eventStore.readStreamPositions(streamId, cached.revision);
      if (since[0]?.position === cached.lastPosition) {
        if (since.length === 1) {
          this.remember(key, cached);
          return view(cached);
        }
        const newer = await this.eventStore.readStream(streamId, { fromRevision: cached.revision + 1 });
        // The set grows with the stream: a command holding the older state only asks it about itself.
        for (const event of newer) cached.commandIds.add(event.metadata.commandId);
        if (newer.length > 0) return view(this.remember(key, withFields(fold(decider, newer, cached.state), { commandIds: cached.commandIds })));
      }
    }
    const events = await this.eventStore.readStream(streamId);
    if (events.length === 0) {
      this.forget(key);
      return { state: decider.initialState(), revision: -1, wrote: () => false };
    }
    return view(
      this.remember(key, withFields(fold(decider, events, decider.initialState()), { commandIds: new Set(events.map((event) => event.metadata.commandId)) })),
    );
  }

  /** After a successful append: the state it led to, so the next command need not read it back. */
  appended<State, Event extends DomainEvent>(
    streamId: string,
    decider: Folder<State, Event>,
    before: LoadedStream<State>,
    after: { state: State; revision: number; lastPosition: number; commandId: string },
  ): void {
    const key = this.key(decider, streamId);
    const cached = this.entries.get(key);
    // Only on top of the state this command decided from (a new stream's: none); anything else is
    // read again next time.
    if (cached ? cached.revision !== before.revision : before.revision !== -1) return;
    this.remember(key, {
      state: after.state,
      revision: after.revision,
      lastPosition: after.lastPosition,
      commandIds: (cached?.commandIds ?? new Set<string>()).add(after.commandId),
    });
  }

  /**
   * Forgets every state, for an erasure: what an erased notary's streams said must not stay in
   * memory either (another API instance's states of them are found stale on their next load, and
   * nothing reads them before: the notary's sessions ended first).
   */
  clear(): void {
    this.entries.clear();
    this.events = 0;
  }

  private key(decider: object, streamId: string): string {
    let id = this.deciderIds.get(decider);
    if (id === undefined) this.deciderIds.set(decider, (id = this.deciders++));
    return `${id}\u0000${streamId}`;
  }

  /** Remembers (or refreshes) a stream's state as the most recently used, within the bounds. */
  private remember<State>(key: string, known: Known<State>): Known<State> {
    this.forget(key);
    if (known.revision + 1 > this.maxStreamLength) return known;
    if (this.freeze) deepFreeze(known.state);
    this.entries.set(key, known);
    this.events += known.revision + 1;
    for (const oldest of this.entries.keys()) {
      if (this.events <= this.maxEvents) break;
      this.forget(oldest);
    }
    return known;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.events -= entry.revision + 1;
  }
}

/** Folds events onto a state: the state after the last, with that event's revision and position. */
function fold<State, Event extends DomainEvent>(decider: Folder<State, Event>, events: RecordedEvent[], from: State) {
  const state = events.reduce((current, event) => decider.evolve(current, event as unknown as Event), from);
  const last = events[events.length - 1]!;
  return { state, revision: last.revision, lastPosition: last.position };
}

function view<State>(known: Known<State>): LoadedStream<State> {
  return { state: known.state, revision: known.revision, wrote: (commandId) => known.commandIds.has(commandId) };
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (value instanceof Map) {
    for (const [key, entry] of value) {
      deepFreeze(key);
      deepFreeze(entry);
    }
  } else if (value instanceof Set) {
    for (const entry of value) deepFreeze(entry);
  } else {
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
}
