import { Inject, Injectable } from '@nestjs/common';
import { withFields, type DomainEvent } from '@notary/events';
import type { Decider, DomainError } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, StreamStates, type CommandContext, type CommandResult, type HandleOptions } from '@notary/infrastructure';
import { deterministicId, type Clock } from '@notary/platform';
import type { Requester } from '../http/requester';
import type { RequestMeta } from '../http/request-meta';
import { CLOCK, EVENT_STORE } from '../tokens';
import { KeyedLock } from './keyed-lock';

/**
 * What every command handler needs, and nothing more: the event log and the clock, a context built
 * from the session's owner, and the thin load-decide-append loop of libs/infrastructure.
 */
@Injectable()
export class CommandKit {
  private readonly streams = new KeyedLock();
  /** The streams' states between commands: a command reads only what was appended since (see StreamStates). */
  private readonly states: StreamStates;

  constructor(
    @Inject(EVENT_STORE) readonly eventStore: EventStore,
    @Inject(CLOCK) readonly clock: Clock,
  ) {
    this.states = new StreamStates(eventStore);
  }

  /** The metadata of a notary's own command: owner and actor are the signed-in notary. */
  context(by: Requester): CommandContext {
    return this.contextFor(by.ownerId, by.meta);
  }

  /**
   * For commands whose owner is not (yet) the session's: registration, sign-in. The client's
   * Command-Id is scoped by the owner before ids are derived from it, so two notaries sending the
   * same id derive different records and neither can collide with the other's.
   */
  contextFor(ownerId: string, meta: RequestMeta): CommandContext {
    const { actorId, correlationId, causationId } = meta;
    const commandId = deterministicId('command', ownerId, meta.commandId);
    return { ownerId, actorId: actorId === 'anonymous' ? ownerId : actorId, commandId, correlationId, causationId, now: this.clock.now() };
  }

  /** Load the stream, decide, append with the expected revision (retrying only on a conflict). */
  decide<Command, State, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<Command, State, Event>,
    command: Command,
    context: CommandContext,
    options?: HandleOptions<State>,
  ): Promise<CommandResult<State, Event>> {
    return this.streams.run(streamId, () =>
      handleCommand(this.eventStore, streamId, decider, command, context, withFields(options ?? {}, { states: this.states })),
    );
  }

  /** After an erasure: no remembered state may keep what the erased notary's streams said. */
  forgetStates(): void {
    this.states.clear();
  }

  /** Another stream's current state, for a rule that depends on it (the customer a signing names). */
  async current<State, Event extends DomainEvent>(streamId: string, decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>): Promise<State> {
    return (await this.states.load<State, Event>(streamId, decider)).state;
  }
}

/**
 * Tenancy on the write side: another notary's record, or one that does not exist when it must,
 * answers the same 404, so nobody learns that someone else's id exists.
 */
export function ownedBy(ownerId: string, notFound: () => DomainError, mustExist: boolean) {
  return (state: { exists: boolean; ownerId: string }) => {
    if ((mustExist && !state.exists) || (state.exists && state.ownerId !== ownerId)) throw notFound();
  };
}
