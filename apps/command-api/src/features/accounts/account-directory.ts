import { Inject, Injectable } from '@nestjs/common';
import { accountStream, emailClaimStream, type AccountEvent } from '@notary/events';
import { accountDecider, normalizeEmail, type AccountState } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { loadState } from '@notary/infrastructure';
import { EVENT_STORE } from '../../core/tokens';

/** Finds accounts by e-mail through the claim stream, straight from the log (no projector lag). */
@Injectable()
export class AccountDirectory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** The user id an e-mail address was claimed for, or null. */
  async claimedUserId(email: string): Promise<string | null> {
    const [claim] = await this.eventStore.readStream(emailClaimStream(normalizeEmail(email)), { maxCount: 1 });
    return claim ? (claim.data as { UserId: string }).UserId : null;
  }

  async load(userId: string): Promise<AccountState> {
    return (await loadState<AccountState, AccountEvent>(this.eventStore, accountStream(userId), accountDecider)).state;
  }

  async findByEmail(email: string): Promise<AccountState | null> {
    const userId = await this.claimedUserId(email);
    if (!userId) return null;
    const account = await this.load(userId);
    return account.registered ? account : null;
  }
}
