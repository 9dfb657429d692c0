import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@notary/document-store';
import type { AppConfig, Clock } from '@notary/platform';
import { tooManyRequests } from '../http/api-error';
import { CLOCK, CONFIG, SESSION_STORE } from '../tokens';
import { AttemptLog, blockedFor, HOUR_MS } from './failure-log';

/**
 * Registrations per client address and hour (REGISTRATION_LIMIT_PER_HOUR, 20 by default: an office
 * signing up its notaries stays far below it; a script making accounts does not).
 */
@Injectable()
export class RegistrationThrottle {
  private readonly attempts: AttemptLog;

  constructor(
    @Inject(SESSION_STORE) store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.attempts = new AttemptLog(store, 'registration_attempts');
  }

  /** Counts this attempt, or refuses it (429 with Retry-After) when the address is over the limit. */
  async admit(address: string): Promise<void> {
    const now = this.clock.now().getTime();
    const key = `address:${address}`;
    const wait = blockedFor(await this.attempts.recent(key, now), this.config.registrationLimitPerHour, HOUR_MS, now);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw tooManyRequests(
        'ACCOUNT.REGISTRATION_THROTTLED',
        `Too many accounts were created from this network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        wait / 1000,
      );
    }
    await this.attempts.add([key], now);
  }
}
