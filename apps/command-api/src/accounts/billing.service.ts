import { Inject, Injectable } from '@nestjs/common';
import { billingView, DomainError, type BillingView, type TrialFacts } from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findAccount, trialFactsOf } from '@notary/read-models';
import { CATALOG } from '../runtime/tokens';
import { AccountDirectory } from './account-directory';

/** Plans a notary can move to. Taking payment is not built yet; the billing page says so. */
export const AVAILABLE_PLANS = [
  { PlanId: 'monthly', Name: 'Monthly', MonthlyPrice: 12.99 },
  { PlanId: 'annual', Name: 'Annual (billed yearly)', MonthlyPrice: 9.99 },
];

export const TRIAL_EXPIRED_MESSAGE = 'Your Trial has Expired';

@Injectable()
export class BillingService {
  constructor(
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
    private readonly directory: AccountDirectory,
  ) {}

  async billingOf(userId: string, now: Date): Promise<BillingView & { AvailablePlans: typeof AVAILABLE_PLANS }> {
    return { ...billingView(await this.facts(userId), now), AvailablePlans: AVAILABLE_PLANS };
  }

  /** Refuses changes to a notary's records once the trial is over (reads stay open). */
  async requireActive(userId: string, now: Date): Promise<void> {
    const view = billingView(await this.facts(userId), now);
    if (view.Status === 'Trial Expired') throw new DomainError('payment_required', 'BILLING.TRIAL_EXPIRED', TRIAL_EXPIRED_MESSAGE);
    if (view.Status === 'Subscription Expired') throw new DomainError('payment_required', 'BILLING.SUBSCRIPTION_EXPIRED', 'Your Subscription has Expired');
  }

  private async facts(userId: string): Promise<TrialFacts> {
    const account = await findAccount(this.catalog, userId);
    if (account) return trialFactsOf(account);
    // Just after registration the projector may not have written the account yet: read the log.
    const state = await this.directory.load(userId);
    if (!state.trial) throw new DomainError('not_found', 'ACCOUNT.NOT_FOUND', 'Unable to get billing information');
    return {
      planId: 'trial', startedAt: state.trial.startedAt, endsAt: state.trial.endsAt, signingsAllowed: state.trial.signingsAllowed,
      signingsUsed: 0, expired: state.trial.expired, betaUser: false,
    };
  }
}
