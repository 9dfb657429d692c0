import type { DomainEvent } from '@notary/events';
import { DomainError, type Decider } from '@notary/domain';

/**
 * Domain tests read as given / when / then over events, with no database:
 * given(decider, [SigningScheduled]).when(RecordPayment).then([PaymentRecorded]).
 */
export function given<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, history: E[] = []) {
  const state = history.reduce((current, event) => decider.evolve(current, event), decider.initialState());
  return {
    state,
    when(command: C) {
      const run = () => decider.decide(command, state);
      return {
        then(expected: E[]) {
          expect(run()).toEqual(expected);
        },
        thenNothing() {
          expect(run()).toEqual([]);
        },
        /** Asserts the events with a custom check (for generated values). */
        thenEvents(check: (events: E[]) => void) {
          check(run());
        },
        thenFails(code: string, message?: string) {
          let error: unknown;
          try {
            run();
          } catch (caught) {
            error = caught;
          }
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).code).toBe(code);
          if (message !== undefined) expect((error as DomainError).message).toBe(message);
        },
      };
    },
  };
}
