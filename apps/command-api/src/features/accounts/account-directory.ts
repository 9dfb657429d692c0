import { Inject, Injectable } from '@nestjs/common';
import { accountStream, claimHolder, emailClaimStream, type AccountEvent } from '@notary/events';
import { accountDecider, normalizeEmail, type AccountState } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { loadState } from '@notary/infrastructure';
import { EVENT_STORE } from '../../core/tokens';

/** Finds accounts by e-mail through the claim stream, straight from the log (no projector lag). */
@Injectable()
export class AccountDirectory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** The user id an e-mail address is claimed for now, or null (never claimed, or released by a change of e-mail). */
  async claimedUserId(email: string): Promise<string | null> {
    return (await this.claimOf(email)).userId;
  }

  /** Who holds the address, and the claim stream's revision to append the next claim at ('no_stream': never claimed). */
  async claimOf(email: string): Promise<{ userId: string | null; revision: number | 'no_stream' }> {
    const claims = await this.eventStore.readStream(emailClaimStream(normalizeEmail(email)));
    return { userId: claimHolder(claims), revision: claims.length ? claims[claims.length - 1]!.revision : 'no_stream' };
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
