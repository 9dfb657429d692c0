import type { FeedbackKind } from '@notary/events';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { ACCOUNTS, type AccountDocument } from '../accounts/account.document';
import type { OwnerScope } from '../shared/owner-scope';
import { FEEDBACK, type FeedbackDocument } from './feedback.document';

const NEWEST_FIRST = { SubmittedAt: -1, Id: 1 } as const;

/** The notary's own suggestions or bug reports, newest first. */
export function ownFeedback(scope: OwnerScope, kind: FeedbackKind): Promise<FeedbackDocument[]> {
  return scope.find<FeedbackDocument>(FEEDBACK, { Kind: kind }, { sort: NEWEST_FIRST });
}

/**
 * Every notary's suggestions or bug reports, newest first, each with its sender's e-mail: the
 * admins' list (the route checks the role). Reads only what the notaries chose to send.
 */
export async function everyonesFeedback(catalog: ReadModelCatalog, kind: FeedbackKind): Promise<Array<FeedbackDocument & { Email: string }>> {
  const reports = await catalog.collection<FeedbackDocument>(FEEDBACK).find({ Kind: kind }, { sort: NEWEST_FIRST });
  const owners = [...new Set(reports.map((report) => report.OwnerId))];
  const accounts = owners.length ? await catalog.collection<AccountDocument>(ACCOUNTS).find({ _id: { $in: owners } }, { projection: { Email: 1 } }) : [];
  const emails = new Map(accounts.map((account) => [account._id, account.Email]));
  return reports.map((report) => ({ ...report, Email: emails.get(report.OwnerId) ?? '' }));
}
