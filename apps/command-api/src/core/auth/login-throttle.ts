import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@notary/document-store';
import type { Clock } from '@notary/platform';
import { CLOCK, SESSION_STORE } from '../tokens';

interface FailureDocument {
  _id: string;
  Failures: string[];
  [key: string]: unknown;
}

const HOUR_MS = 60 * 60 * 1000;
const BURST_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins are limited per account and per address: at most 10 for an account in 15 minutes,
 * and at most 100 an hour for an account or an address. While limited, the password is not even
 * checked, so guessing costs the server nothing.
 */
export const LIMITS = { accountBurst: 10, accountHourly: 100, addressHourly: 100 } as const;

@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(SESSION_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get failures() {
    return this.store.collection<FailureDocument>('login_failures');
  }

  /** Minutes until another attempt is allowed, or 0 when allowed now. */
  async waitMinutes(email: string, address: string): Promise<number> {
    const now = this.clock.now().getTime();
    const account = await this.recent(`account:${email}`, now);
    const byAddress = await this.recent(`address:${address}`, now);
    const waits = [
      blockedFor(account, LIMITS.accountBurst, BURST_MS, now),
      blockedFor(account, LIMITS.accountHourly, HOUR_MS, now),
      blockedFor(byAddress, LIMITS.addressHourly, HOUR_MS, now),
    ];
    const wait = Math.max(...waits);
    return wait > 0 ? Math.ceil(wait / 60_000) : 0;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = this.clock.now().getTime();
    for (const key of [`account:${email}`, `address:${address}`]) {
      const kept = (await this.recent(key, now)).map((t) => new Date(t).toISOString());
      await this.failures.replaceOne({ _id: key }, { _id: key, Failures: [...kept, new Date(now).toISOString()] }, { upsert: true });
    }
  }

  async recordSuccess(email: string): Promise<void> {
    await this.failures.deleteOne({ _id: `account:${email}` });
  }

  private async recent(key: string, now: number): Promise<number[]> {
    const document = await this.failures.findOne({ _id: key });
    return (document?.Failures ?? []).map((t) => new Date(t).getTime()).filter((t) => now - t < HOUR_MS);
  }
}

/** How long until fewer than `limit` failures remain inside the window (0 if already fewer). */
function blockedFor(times: number[], limit: number, windowMs: number, now: number): number {
  const inWindow = times.filter((t) => now - t < windowMs).sort((a, b) => a - b);
  if (inWindow.length < limit) return 0;
  return inWindow[inWindow.length - limit] + windowMs - now;
}
