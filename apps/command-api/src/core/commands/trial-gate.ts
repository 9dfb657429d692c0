import { Inject, Injectable } from '@nestjs/common';
import { accountStream, type AccountEvent } from '@notary/events';
import {
  accountDecider,
  billingView,
  confinedToBilling,
  DomainError,
  subscriptionDecider,
  subscriptionExpired,
  subscriptionFactsOfState,
  trialExpired,
  withSubscription,
  type AccountState,
  type BillingState,
  type TrialFacts,
} from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findAccount, findSubscription, subscriptionFactsOf, trialFactsOf, type AccountDocument } from '@notary/read-models';
import { CATALOG } from '../tokens';
import { CommandKit } from './command-kit';

/**
 * Once the trial (or a subscription) has ended, a notary's records can be read but not changed
 * (spec 000 §6: an expired trial is confined to Billing). Every write route asks here first
 * (TrialWriteGuard); the signings allowance itself is decided on the account's stream. A paying
 * notary (Active, Delinquent while renewals are retried, Cancelled until the paid period ends)
 * writes freely.
 */
@Injectable()
export class TrialGate {
  constructor(
    private readonly kit: CommandKit,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
  ) {}

  /** `account`: the account read model as the request already found it (AuthGuard), not read again. */
  async requireActive(ownerId: string, now: Date, account?: AccountDocument | null): Promise<void> {
    const trial = billingView(await this.facts(ownerId, account), now);
    // While the trial runs nothing is confined (a subscription taken during it runs at least a month).
    if (!confinedToBilling(trial.Status)) return;
    let status = withSubscription(trial, subscriptionFactsOf(await findSubscription(this.catalog, ownerId)), now).Status;
    if (confinedToBilling(status)) {
      // A payment made a moment ago may not be in the read models yet: the account's stream decides.
      const billing = await this.kit.current<BillingState, AccountEvent>(accountStream(ownerId), subscriptionDecider);
      status = withSubscription(trial, subscriptionFactsOfState(billing.subscription), now).Status;
    }
    if (status === 'Trial Expired') throw trialExpired();
    if (status === 'Subscription Expired') throw subscriptionExpired();
  }

  private async facts(ownerId: string, known?: AccountDocument | null): Promise<TrialFacts> {
    const account = known ?? (await findAccount(this.catalog, ownerId));
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
