import { Inject, Injectable } from '@nestjs/common';
import { accountStream, type AccountEvent } from '@notary/events';
import { accountDecider, billingView, DomainError, subscriptionExpired, trialExpired, type AccountState, type TrialFacts } from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findAccount, trialFactsOf } from '@notary/read-models';
import { CATALOG } from '../tokens';
import { CommandKit } from './command-kit';

/**
 * Once the trial (or a subscription) has ended, a notary's records can be read but not changed
 * (spec 000 §6: an expired trial is confined to Billing). Every write route asks here first
 * (TrialWriteGuard); the signings allowance itself is decided on the account's stream.
 */
@Injectable()
export class TrialGate {
  constructor(
    private readonly kit: CommandKit,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
  ) {}

  async requireActive(ownerId: string, now: Date): Promise<void> {
    const view = billingView(await this.facts(ownerId), now);
    if (view.Status === 'Trial Expired') throw trialExpired();
    if (view.Status === 'Subscription Expired') throw subscriptionExpired();
  }

  private async facts(ownerId: string): Promise<TrialFacts> {
    const account = await findAccount(this.catalog, ownerId);
    if (account) return trialFactsOf(account);
    // Just after registration the projector may not have written the account yet: read the stream.
    const state = await this.kit.current<AccountState, AccountEvent>(accountStream(ownerId), accountDecider);
    if (!state.trial) throw new DomainError('not_found', 'ACCOUNT.NOT_FOUND', 'Unable to get billing information');
    return {
      planId: 'trial',
      startedAt: state.trial.startedAt,
      endsAt: state.trial.endsAt,
      signingsAllowed: state.trial.signingsAllowed,
      signingsUsed: 0,
      expired: state.trial.expired,
      betaUser: false,
    };
  }
}
