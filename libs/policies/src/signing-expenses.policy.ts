import { expenseStream } from '@notary/events';
import { expenseDecider } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand } from '@notary/infrastructure';
import { consoleLogger, deterministicId, type AppLogger, type ChangeNotifier, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { orphanedExpenses } from '@notary/read-models';

/**
 * When a signing is deleted, its expenses go with it (spec 000 §5), and with them their receipts
 * (the receipts sweep removes bytes no live expense names). A policy, not a cascade in a controller:
 * the expenses projection marks the expenses of a deleted signing and announces it; this job then
 * appends ExpenseDeleted to each, as the system, caused by the signing's deletion. The command id is
 * derived from the expense, so a repeated sweep, a restart or a second process deletes each once.
 * At start it sweeps every owner, so a deletion announced while no process listened is not missed.
 */
const PAGE = 500;

export class SigningExpensesPolicy {
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly eventStore: EventStore,
    private readonly catalog: ReadModelCatalog,
    private readonly notifier: ChangeNotifier,
    private readonly clock: Clock,
    private readonly logger: AppLogger = consoleLogger,
  ) {}

  start(): void {
    this.unsubscribe = this.notifier.subscribe((message) => {
      for (const change of message.changes) if (change.kind === 'expenses.orphaned') void this.sweep(change.ownerId);
    });
    void this.sweep();
  }

  stop(): void {
    this.unsubscribe?.();
  }

  /** Deletes the marked expenses (of one owner, or all); sweeps run one at a time. */
  sweep(ownerId?: string): Promise<void> {
    this.running = this.running.then(() => this.deleteOrphans(ownerId)).catch((error) => this.logger.warn(`Signing expenses sweep failed: ${String(error)}`));
    return this.running;
  }

  private async deleteOrphans(ownerId?: string): Promise<void> {
    // A page at a time: once the projection has applied the deletions, the next page is what is
    // left. A short page is the last one.
    for (;;) {
      const orphans = await orphanedExpenses(this.catalog, ownerId, PAGE);
      for (const expense of orphans) {
        const commandId = deterministicId('signing-deleted-expense', expense.Id);
        await handleCommand(
          this.eventStore,
          expenseStream(expense.Id),
          expenseDecider,
          { type: 'DeleteExpense', reason: 'signing-deleted', signingId: expense.AppointmentId },
          { ownerId: expense.OwnerId, actorId: 'system', commandId, correlationId: commandId, causationId: commandId, now: this.clock.now() },
        );
      }
      if (orphans.length < PAGE) return;
      // Let the projection apply what was just appended before reading the next page.
      await this.catalog.waitFor(await this.eventStore.headPosition(), 10_000);
    }
  }
}
