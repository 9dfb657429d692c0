import type { TrialFacts } from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { ACCOUNTS, type AccountDocument } from './account.document';

export function findAccount(catalog: ReadModelCatalog, userId: string): Promise<AccountDocument | null> {
  return catalog.collection<AccountDocument>(ACCOUNTS).findOne({ _id: userId, OwnerId: userId });
}

/** Trial accounts not yet marked expired: the scheduler checks whether their days or signings ran out. */
export async function openTrials(catalog: ReadModelCatalog, ownerId?: string): Promise<AccountDocument[]> {
  // One notary's, after their billing changed (each signing of a trial): their account by its id.
  if (ownerId) {
    const account = await findAccount(catalog, ownerId);
    return account && account.PlanId === 'trial' && (account.TrialExpired ?? null) === null && account.BetaUser === false ? [account] : [];
  }
  return catalog.collection<AccountDocument>(ACCOUNTS).find({ PlanId: 'trial', TrialExpired: null, BetaUser: false });
}

export const trialFactsOf = (account: AccountDocument): TrialFacts => ({
  planId: account.PlanId,
  startedAt: account.TrialStartedAt,
  endsAt: account.TrialEndsAt,
  signingsAllowed: account.TrialSigningsAllowed,
  signingsUsed: account.TrialSigningsUsed,
  expired: account.TrialExpired,
  betaUser: account.BetaUser,
});
