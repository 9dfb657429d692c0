import type { RecordedOf } from '@notary/projection-runtime';
import { documentPerStream } from '@notary/projection-runtime';
import { ACCOUNTS, type AccountDocument, type AccountFields } from './account.document';

const HANDLES = [
  'UserRegistered',
  'TrialStarted',
  'TrialExpired',
  'RoleGranted',
  'RoleRevoked',
  'PasswordChanged',
  'EmailChanged',
  'UserLoggedIn',
  'SigningScheduled',
] as const;
type Handled = RecordedOf<(typeof HANDLES)[number]>;

/**
 * The account after one event. Pure. Its stream is the user's account stream, and it also counts
 * what other streams of the same user say about it: sign-ins and signings scheduled on the trial.
 * An account event before the registration cannot be applied, and stops the projection visibly.
 */
export function evolveAccount(document: AccountDocument | null, event: Handled): AccountFields {
  const at = event.metadata.occurredAt;
  if (event.type === 'UserRegistered') {
    return {
      OwnerId: event.metadata.ownerId,
      Email: event.data.Email,
      Roles: ['notary'],
      UserType: event.data.UserType,
      RegisteredAt: event.data.RegisteredAt,
      PlanId: 'trial',
      TrialStartedAt: '',
      TrialEndsAt: '',
      TrialSigningsAllowed: 0,
      TrialSigningsUsed: 0,
      TrialExpired: null,
      BetaUser: false,
      LastLoginAt: null,
      LastUpdate: at,
    };
  }
  if (!document) throw new Error(`Account ${event.metadata.ownerId} has no UserRegistered before ${event.type}`);
  // The copies carry the storage fields along (the store sets them again): removing them first
  // would cost a third copy of the document for each of the many SigningScheduled events.
  const current = document;
  const next: AccountFields = { ...current, LastUpdate: at };
  switch (event.type) {
    case 'TrialStarted':
      return {
        ...next,
        PlanId: event.data.PlanId,
        TrialStartedAt: event.data.StartedAt,
        TrialEndsAt: event.data.EndsAt,
        TrialSigningsAllowed: event.data.SigningsAllowed,
      };
    case 'TrialExpired':
      return { ...next, TrialExpired: event.data.Reason };
    case 'RoleGranted':
      return { ...next, Roles: current.Roles.includes(event.data.Role) ? current.Roles : [...current.Roles, event.data.Role] };
    case 'RoleRevoked':
      return { ...next, Roles: current.Roles.filter((role) => role !== event.data.Role) };
    case 'SigningScheduled':
      // Every signing scheduled counts against the trial's allowance, even if deleted later.
      return { ...next, TrialSigningsUsed: current.TrialSigningsUsed + 1 };
    case 'UserLoggedIn':
      return { ...next, LastLoginAt: event.data.At };
    case 'PasswordChanged':
      return next;
    case 'EmailChanged':
      return { ...next, Email: event.data.NewEmail };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/**
 * What the billing page shows changed: the trial started or ended, or a signing used one of a running
 * trial's. Once the trial has ended its count shows nowhere (a subscriber's billing answer has no
 * trial figures), and each announcement has every open screen of the notary fetch billing again and
 * the billing sweeps look at the account: not for every signing of a subscriber's working life.
 */
function changesBilling(event: Handled, before: AccountDocument | null): boolean {
  if (event.type === 'TrialStarted' || event.type === 'TrialExpired') return true;
  return event.type === 'SigningScheduled' && before?.PlanId === 'trial' && (before.TrialExpired ?? null) === null;
}

/** One document per user, keyed by the user's id (the owner of every event it handles). */
export const accountsProjection = documentPerStream({
  name: 'accounts',
  // 2: follows a change of e-mail (EmailChanged).
  version: 2,
  collection: ACCOUNTS,
  handles: HANDLES,
  indexes: [
    { collection: ACCOUNTS, keys: { OwnerId: 1 } },
    { collection: ACCOUNTS, keys: { PlanId: 1, TrialExpired: 1 } },
  ],
  documentId: (event) => event.metadata.ownerId,
  evolve: evolveAccount,
  announce: ({ event, id, before }) => (changesBilling(event, before) ? { kind: 'billing.changed', id } : null),
});
