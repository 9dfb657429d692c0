/**
 * Rebuilds share the event loop with the API (embedded mode), and several run at once on a first
 * start (one per new projection). A plain setImmediate between slices is not enough then: every
 * rebuild resumes in the same turn and their slices add up (16 projections x 12 ms held a timer
 * back a quarter of a second). Here a turn of the loop is a shared budget: whoever finds it spent
 * waits for the next turn, whose start a marker immediate, queued ahead of the waiters, records.
 */
let turnStarted = performance.now();
let markerQueued = false;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves in a turn of the event loop that has spent less than `budgetMs` on such work so far. */
export async function shareTheLoop(budgetMs: number): Promise<void> {
  while (performance.now() - turnStarted > budgetMs) {
    if (!markerQueued) {
      markerQueued = true;
      setImmediate(() => {
        markerQueued = false;
        turnStarted = performance.now();
      });
    }
    await nextTurn();
  }
}
