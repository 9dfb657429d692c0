import { currentSchemaVersion, type DomainEvent, type NewEvent, type RecordedEvent } from '@notary/events';
import { WrongExpectedRevisionError, type EventStore } from '@notary/event-store';
import { conflict, fold, type Decider } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import type { StreamStates } from './stream-states';

/** Who asks, on whose behalf, as part of which request: copied into every event's metadata. */
export interface CommandContext {
  /** The tenant whose stream this is. */
  ownerId: string;
  actorId: string;
  /** A retried request carries the same command id, and then adds nothing to the log. */
  commandId: string;
  correlationId: string;
  causationId: string;
  now: Date;
}

export interface CommandResult<State, Event> {
  /** The events this command added (or, for a retried command, the ones it added the first time). */
  events: Event[];
  state: State;
  /** Log position to wait for before reading the read models (0 when nothing was written). */
  position: number;
  revision: number;
}

export function envelope(event: DomainEvent, index: number, streamId: string, context: CommandContext): NewEvent {
  return {
    id: deterministicId(context.commandId, streamId, String(index)),
    type: event.type,
    data: event.data,
    metadata: {
      ownerId: context.ownerId,
      actorId: context.actorId,
      correlationId: context.correlationId,
      causationId: context.causationId,
      commandId: context.commandId,
      occurredAt: context.now.toISOString(),
      schemaVersion: currentSchemaVersion(event.type),
    },
  };
}

export interface HandleOptions<State> {
  attempts?: number;
  /** Checked on the stream's own state before anything is decided (tenancy, existence). */
  authorize?: (state: State) => void;
  /**
   * The stream revision the person saw when they opened the form. When set, a stream that has
   * moved on since answers 409 instead of being decided again: their save would silently undo
   * the other change.
   */
  expectedRevision?: number;
  /** States remembered between commands (the API's); without it the stream is folded from its first event. */
  states?: StreamStates;
}

/**
 * The thin command handler: load the stream, decide, append with the expected revision; on a
 * revision conflict (someone wrote in between) load and decide again, a few times at most.
 */
export async function handleCommand<Command, State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  context: CommandContext,
  options: HandleOptions<State> = {},
): Promise<CommandResult<State, Event>> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const loaded = options.states ? await options.states.load(streamId, decider) : null;
    let state: State;
    let revision: number;
    if (loaded && !loaded.wrote(context.commandId)) {
      ({ state, revision } = loaded);
      options.authorize?.(state);
    } else {
      // The store hands events over in their current shape (it upcasts what it reads).
      const recorded = await eventStore.readStream(streamId);
      state = fold(decider, recorded as unknown as Event[]);
      // Tenancy is checked on the stream's own state, before anything is decided.
      options.authorize?.(state);
      revision = recorded.length ? recorded[recorded.length - 1].revision : -1;
      const earlier = recorded.filter((event) => event.metadata.commandId === context.commandId);
      if (earlier.length) return { events: earlier as unknown as Event[], state, position: earlier[earlier.length - 1].position, revision };
    }
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) throw staleEdit();

    const events = decider.decide(command, state);
    if (!events.length) return { events, state, position: 0, revision };
    try {
      const appending = events.map((event, index) => envelope(event, index, streamId, context));
      const result = await eventStore.appendToStream(streamId, appending, { expectedRevision: revision < 0 ? 'no_stream' : revision });
      const next = events.reduce((current, event) => decider.evolve(current, event), state);
      if (loaded) {
        const after = { state: next, revision: result.nextExpectedRevision, lastPosition: result.position, commandId: context.commandId };
        options.states!.appended(streamId, decider, loaded, after);
      }
      return { events, state: next, position: result.position, revision: result.nextExpectedRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined) throw staleEdit();
    }
  }
  throw conflict('CONCURRENCY.CONFLICT', 'This record was changed at the same time by another request; please try again.');
}

export const STALE_EDIT_MESSAGE =
  'This record was changed somewhere else (another tab or device) since you opened it. Reload it to see the latest, then make your change again.';
const staleEdit = () => conflict('CONCURRENCY.STALE_EDIT', STALE_EDIT_MESSAGE);

/** Folds a stream into its current state (for reads that need the write model's view). */
export async function loadState<State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: number; events: RecordedEvent[] }> {
  const events = await eventStore.readStream(streamId);
  return { state: fold(decider, events as unknown as Event[]), revision: events.length ? events[events.length - 1].revision : -1, events };
}
