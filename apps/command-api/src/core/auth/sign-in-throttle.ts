import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@notary/document-store';
import type { Clock } from '@notary/platform';
import { tooManyRequests } from '../http/api-error';
import { CLOCK, SESSION_STORE } from '../tokens';
import { AttemptLog, blockedFor, HOUR_MS } from './failure-log';

const BURST_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins are limited in two ways.
 * - Per account: at most 10 failures in 15 minutes and 100 in an hour; past that the account is
 *   refused (429) without even checking the password, so guessing one account costs nothing.
 * - Per address (an office or a carrier's NAT shares one): failures from it only slow sign-ins
 *   down. Past `paceAfter` failures in the hour, its attempts are spaced out one at a time, each
 *   a little later than the last; a correct password for an account that has not been failing
 *   is still accepted, just not at once. Only past the far higher `addressHourly` ceiling are the
 *   accounts that have been failing from that address refused outright.
 */
export const SIGN_IN_LIMITS = {
  accountBurst: 10,
  accountHourly: 100,
  paceAfter: 20,
  paceStepMs: 50,
  paceMaxMs: 2000,
  /** Beyond this wait for the address's next turn, the attempt is refused with Retry-After. */
  queueMaxMs: 10_000,
  addressHourly: 1000,
} as const;

export const throttledMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

@Injectable()
export class SignInThrottle {
  private readonly failures: AttemptLog;
  /** When each busy address may try next (per API instance; the counts behind it are shared). */
  private readonly nextTurn = new Map<string, number>();

  constructor(
    @Inject(SESSION_STORE) store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.failures = new AttemptLog(store, 'login_failures');
  }

  /** Refuses (429 with Retry-After) or waits its turn; resolves when the password may be checked. */
  async admit(email: string, address: string): Promise<void> {
    const now = this.clock.now().getTime();
    const account = await this.failures.recent(accountKey(email), now);
    const accountWait = Math.max(
      blockedFor(account, SIGN_IN_LIMITS.accountBurst, BURST_MS, now),
      blockedFor(account, SIGN_IN_LIMITS.accountHourly, HOUR_MS, now),
    );
    if (accountWait > 0) throw tooManyRequests('AUTH.THROTTLED', throttledMessage(accountWait / 1000), accountWait / 1000);

    const fromAddress = await this.failures.recent(addressKey(address), now);
    if (fromAddress.length >= SIGN_IN_LIMITS.addressHourly && (await this.failures.recent(pairKey(address, email), now)).length > 0) {
      const wait = blockedFor(fromAddress, SIGN_IN_LIMITS.addressHourly, HOUR_MS, now);
      throw tooManyRequests('AUTH.THROTTLED', throttledMessage(wait / 1000), wait / 1000);
    }
    await this.waitTurn(address, fromAddress.length, now);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.failures.add([accountKey(email), addressKey(address), pairKey(address, email)], this.clock.now().getTime());
  }

  /**
   * An erased account's failures go with it: their keys hold its e-mail address. The per-pair keys
   * of every address are found by their suffix; the addresses' own counts hold no address of it.
   */
  async forgetAccount(email: string): Promise<void> {
    await this.failures.clearMatching([accountKey(email)], new RegExp(`^pair:.*\\|${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }

  /** A correct password clears the account's own failures; the address keeps its count. */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.failures.clear([accountKey(email), pairKey(address, email)]);
  }

  private async waitTurn(address: string, failures: number, now: number): Promise<void> {
    const over = failures - SIGN_IN_LIMITS.paceAfter;
    if (over <= 0) return;
    const spacing = Math.min(SIGN_IN_LIMITS.paceMaxMs, over * SIGN_IN_LIMITS.paceStepMs);
    const turn = Math.max(now, this.nextTurn.get(address) ?? 0);
    const wait = turn - now;
    if (wait > SIGN_IN_LIMITS.queueMaxMs) {
      throw tooManyRequests('AUTH.THROTTLED', 'Too many sign-in attempts from this network. Please wait a moment and try again.', wait / 1000);
    }
    this.nextTurn.set(address, turn + spacing);
    if (this.nextTurn.size > 10_000) this.forgetPast(now);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  private forgetPast(now: number): void {
    for (const [key, at] of this.nextTurn) if (at < now) this.nextTurn.delete(key);
  }
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;
const pairKey = (address: string, email: string) => `pair:${address}|${email}`;
