import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@notary/document-store';
import type { Clock } from '@notary/platform';
import { AttemptLog, blockedFor, HOUR_MS } from '../../core/auth/failure-log';
import { tooManyRequests } from '../../core/http/api-error';
import { CLOCK, SESSION_STORE } from '../../core/tokens';

/**
 * Reset requests per address asked about (5 an hour: enough to retry a lost e-mail, too few to bury
 * someone's inbox) and per client address (30 an hour: an office shares one). Every request counts,
 * whether or not the address has an account, so the refusal reveals nothing either.
 */
export const RECOVERY_LIMITS = { perEmailHourly: 5, perAddressHourly: 30 } as const;

export const recoveryThrottled = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many password reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

@Injectable()
export class RecoveryThrottle {
  private readonly requests: AttemptLog;

  constructor(
    @Inject(SESSION_STORE) store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.requests = new AttemptLog(store, 'password_reset_requests');
  }

  /** Counts this request, or refuses it (429 with Retry-After) when the address or the client is over its limit. */
  async admit(email: string, address: string): Promise<void> {
    const now = this.clock.now().getTime();
    const emailKey = `email:${email}`;
    const addressKey = `address:${address}`;
    const wait = Math.max(
      blockedFor(await this.requests.recent(emailKey, now), RECOVERY_LIMITS.perEmailHourly, HOUR_MS, now),
      blockedFor(await this.requests.recent(addressKey, now), RECOVERY_LIMITS.perAddressHourly, HOUR_MS, now),
    );
    if (wait > 0) throw tooManyRequests('ACCOUNT.RESET_THROTTLED', recoveryThrottled(wait / 1000), wait / 1000);
    await this.requests.add([emailKey, addressKey], now);
  }
}
