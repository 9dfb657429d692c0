import type { BlobStore } from '@notary/blob-store';
import { consoleLogger, type AppLogger, type ChangeNotifier, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { emailAttachmentHeld, receiptInUse } from '@notary/read-models';

/**
 * Receipts' bytes are kept by their hash and shared by every expense with the same file, so an
 * expense's deletion cannot simply delete its bytes. This sweep removes the bytes no live expense
 * names any more: after an expense is deleted (by the notary, or with its signing), or its receipt
 * replaced. The same store keeps e-mail attachments: bytes an unsent message needs stay too. Bytes
 * younger than the grace period are left alone: their ReceiptAttached or EmailQueued may not be
 * projected yet. It runs at start, on a timer, and shortly after the expenses change.
 */
export class ReceiptsSweep {
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly blobs: BlobStore,
    private readonly catalog: ReadModelCatalog,
    private readonly notifier: ChangeNotifier,
    private readonly clock: Clock,
    private readonly logger: AppLogger = consoleLogger,
    private readonly options = { graceMs: 10 * 60_000, intervalMs: 60 * 60_000, afterChangeMs: 30_000 },
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs);
    this.timer.unref();
    this.unsubscribe = this.notifier.subscribe((message) => {
      if (message.changes.some((change) => change.kind === 'expense.deleted' || change.kind === 'expense.saved')) this.sweepSoon();
    });
    void this.sweep();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    this.unsubscribe?.();
  }

  /** Removes unreferenced bytes stored before `olderThan` (default: now less the grace); answers how many. */
  sweep(olderThan?: Date): Promise<number> {
    const before = olderThan ?? new Date(this.clock.now().getTime() - this.options.graceMs);
    this.running = this.running
      .then(() => this.removeUnreferenced(before))
      .catch((error) => {
        this.logger.warn(`Receipts sweep failed: ${String(error)}`);
        return 0;
      });
    return this.running;
  }

  private sweepSoon(): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.sweep();
    }, this.options.afterChangeMs);
    this.soon.unref();
  }

  private async removeUnreferenced(before: Date): Promise<number> {
    let removed = 0;
    for await (const blob of this.blobs.list()) {
      if (blob.storedAt >= before) continue;
      if ((await receiptInUse(this.catalog, blob.hash)) || (await emailAttachmentHeld(this.catalog, blob.hash))) continue;
      await this.blobs.delete(blob.hash);
      removed++;
    }
    return removed;
  }
}
