import type { DomainEvent } from '@notary/events';

/**
 * A stream's behaviour as pure functions: `decide` turns a command and the current state into new
 * events (or throws a DomainError); `evolve` folds one event into the state.
 */
export interface Decider<Command, State, Event extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
