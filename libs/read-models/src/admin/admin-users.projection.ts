import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { searchable } from '../shared/search';
import { ADMIN_USERS, type AdminUserDocument, type AdminUserFields } from './admin-user.document';

/** The account's own events, and the sign-ins and business profile that give it a name and a last activity. */
const ACCOUNT = [
  'UserRegistered',
  'TrialExpired',
  'RoleGranted',
  'RoleRevoked',
  'UserLoggedIn',
  'SettingsInitialized',
  'BusinessProfileUpdated',
  'EmailChanged',
  'SubscriptionStarted',
  'PaymentSucceeded',
  'SubscriptionPastDue',
  'SubscriptionCancelled',
] as const;
/** What the counts follow: signings and expenses on the books. */
const COUNTED = ['SigningScheduled', 'SigningDeleted', 'ExpenseRecorded', 'ExpenseDeleted'] as const;
/**
 * The notary's everyday records, which count as activity when the notary made them: a last
 * activity means "last signed in or worked on their books", not "a scheduler wrote for them".
 */
const WORK = [
  'SigningDetailsChanged',
  'SigningRescheduled',
  'PaymentRecorded',
  'SigningConfirmationRecorded',
  'InvoiceSaved',
  'BatchInvoiceSaved',
  'CustomerRegistered',
  'CustomerDetailsChanged',
  'MileageRecorded',
  'MileageChanged',
  'ExpenseChanged',
] as const;
const HANDLES = [...ACCOUNT, ...COUNTED, ...WORK] as const;
type Handled = RecordedOf<(typeof HANDLES)[number]>;

/** Monday (UTC) of the week holding this moment, YYYY-MM-DD. */
export function weekStartOf(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (b > a ? b : a);

function named(document: AdminUserFields, name: string): AdminUserFields {
  const Name = name.trim();
  return { ...document, Name, SortName: searchable(Name || document.Email), SearchText: searchable(`${Name} ${document.Email}`) };
}

/**
 * The user's row after one event. Pure. Status follows the trial's events: Trial from the
 * registration (which starts the trial), Trial Expired once TrialExpired is in the log (the trial
 * scheduler writes it when the days run out, the signing that uses the last allowance at once).
 * The subscription's events make it Active (paid, or paid again after a failed renewal), Delinquent
 * (a renewal failed and is being retried) or Cancelled (by the notary, or after the last retry failed).
 * Events of a user whose registration is not in the log (a seeded benchmark log) leave no row.
 */
export function evolveAdminUser(document: AdminUserFields | null, event: Handled): AdminUserFields | null {
  const at = event.metadata.occurredAt;
  if (event.type === 'UserRegistered') {
    const email = event.data.Email;
    return named(
      {
        OwnerId: event.metadata.ownerId,
        Email: email,
        Name: '',
        SortName: '',
        SearchText: '',
        Status: 'Trial',
        Roles: ['notary'],
        SigningCount: 0,
        ExpenseCount: 0,
        LastActivity: event.data.RegisteredAt || at,
        SignedUp: event.data.RegisteredAt || at,
        SignupWeek: weekStartOf(event.data.RegisteredAt || at),
      },
      '',
    );
  }
  if (!document) return null;
  const byOwner = event.metadata.actorId === event.metadata.ownerId;
  const current = { ...document, LastActivity: byOwner ? later(document.LastActivity, at) : document.LastActivity };
  switch (event.type) {
    case 'TrialExpired':
      return { ...current, Status: current.Status === 'Trial' ? 'Trial Expired' : current.Status };
    case 'SubscriptionStarted':
      return { ...current, Status: 'Active' };
    case 'PaymentSucceeded':
      return { ...current, Status: current.Status === 'Delinquent' ? 'Active' : current.Status };
    case 'SubscriptionPastDue':
      return { ...current, Status: 'Delinquent' };
    case 'SubscriptionCancelled':
      return { ...current, Status: 'Cancelled' };
    case 'RoleGranted':
      return { ...document, Roles: document.Roles.includes(event.data.Role) ? document.Roles : [...document.Roles, event.data.Role] };
    case 'RoleRevoked':
      return { ...document, Roles: document.Roles.filter((role) => role !== event.data.Role) };
    case 'EmailChanged':
      // The row is found and sorted by the new address from now on (the name, if any, stays first).
      return named({ ...current, Email: event.data.NewEmail }, current.Name);
    case 'UserLoggedIn':
      return { ...document, LastActivity: later(document.LastActivity, event.data.At || at) };
    case 'SettingsInitialized':
    case 'BusinessProfileUpdated':
      return named(current, event.data.Profile.Name ?? '');
    case 'SigningScheduled':
      return { ...current, SigningCount: current.SigningCount + 1 };
    case 'SigningDeleted':
      return { ...current, SigningCount: Math.max(0, current.SigningCount - 1) };
    case 'ExpenseRecorded':
      return { ...current, ExpenseCount: current.ExpenseCount + 1 };
    case 'ExpenseDeleted':
      return { ...current, ExpenseCount: Math.max(0, current.ExpenseCount - 1) };
    default:
      return current;
  }
}

/** One row per user, keyed by the user's id (the owner of every event it follows). */
export const adminUsersProjection = documentPerStream({
  name: 'admin-users',
  // 2: follows a change of e-mail (EmailChanged).
  // 3: follows the subscription (Active, Delinquent, Cancelled).
  version: 3,
  collection: ADMIN_USERS,
  handles: HANDLES,
  indexes: [
    { collection: ADMIN_USERS, keys: { SignedUp: -1 } },
    { collection: ADMIN_USERS, keys: { Status: 1, SignedUp: -1 } },
    { collection: ADMIN_USERS, keys: { LastActivity: -1 } },
    { collection: ADMIN_USERS, keys: { SortName: 1 } },
  ],
  documentId: (event) => event.metadata.ownerId,
  evolve: (document: AdminUserDocument | null, event) => evolveAdminUser(document, event),
});
