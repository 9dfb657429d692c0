import type { DocumentStore } from '@notary/document-store';

interface FailureDocument {
  _id: string;
  Failures: string[];
  [key: string]: unknown;
}

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Times of recent attempts under a key (an account, an address, an address and account), kept an
 * hour in the operational store so every API instance and a restart see the same counts.
 */
export class AttemptLog {
  constructor(
    private readonly store: DocumentStore,
    private readonly collectionName: string,
  ) {}

  private get attempts() {
    return this.store.collection<FailureDocument>(this.collectionName);
  }

  async recent(key: string, now: number): Promise<number[]> {
    const document = await this.attempts.findOne({ _id: key });
    return (document?.Failures ?? []).map((t) => new Date(t).getTime()).filter((t) => now - t < HOUR_MS);
  }

  async add(keys: string[], now: number): Promise<void> {
    for (const key of keys) {
      const kept = (await this.recent(key, now)).map((t) => new Date(t).toISOString());
      await this.attempts.replaceOne({ _id: key }, { _id: key, Failures: [...kept, new Date(now).toISOString()] }, { upsert: true });
    }
  }

  /** Removes these keys and every key matching `pattern`. */
  async clearMatching(keys: string[], pattern: RegExp): Promise<void> {
    await this.attempts.deleteMany({ $or: [{ _id: { $in: keys } }, { _id: { $regex: pattern.source } }] });
  }

  async clear(keys: string[]): Promise<void> {
    for (const key of keys) await this.attempts.deleteOne({ _id: key });
  }
}

/** How long until fewer than `limit` attempts remain inside the window (0 if already fewer). */
export function blockedFor(times: number[], limit: number, windowMs: number, now: number): number {
  const inWindow = times.filter((t) => now - t < windowMs).sort((a, b) => a - b);
  if (inWindow.length < limit) return 0;
  return inWindow[inWindow.length - limit] + windowMs - now;
}
