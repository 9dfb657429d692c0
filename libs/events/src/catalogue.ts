import type { AccountEvent, EmailClaimed, SignInEvent } from './accounts';
import type { EmailReleased } from './account-recovery';
import type { AccountantAccessEvent } from './accountants';
import type { BatchInvoiceEvent } from './batch-invoices';
import type { CustomerEvent } from './customers';
import type { DataAccessEvent } from './data-access';
import type { EmailEvent, EmailTemplateEvent } from './email';
import type { ErasureEvent } from './erasure';
import type { ExpenseEvent } from './expenses';
import type { FeedbackEvent } from './feedback';
import type { CalendarSyncEvent } from './google-calendar';
import type { MileageEvent } from './mileage';
import type { ProjectionOperationEvent } from './projection-operations';
import type { RecurringExpenseEvent } from './recurring-expenses';
import type { SettingsEvent } from './settings';
import type { SigningImportEvent } from './signing-imports';
import type { SigningEvent } from './signings';
import { schemaVersioning, type CatalogueEntry } from './upcasting';

/** Every event the log holds, as one union: a switch on `type` narrows `data`. */
export type KnownEvent =
  | AccountEvent
  | EmailClaimed
  | EmailReleased
  | SignInEvent
  | SettingsEvent
  | SigningEvent
  | CustomerEvent
  | RecurringExpenseEvent
  | MileageEvent
  | ExpenseEvent
  | BatchInvoiceEvent
  | EmailEvent
  | EmailTemplateEvent
  | SigningImportEvent
  | FeedbackEvent
  | DataAccessEvent
  | ProjectionOperationEvent
  | AccountantAccessEvent
  | CalendarSyncEvent
  | ErasureEvent;
export type KnownEventType = KnownEvent['type'];
export type EventOfType<T extends KnownEventType> = Extract<KnownEvent, { type: T }>;

/**
 * The kinds of stream, with their names: account `user-{UserId}`, email-claim `user-email-{email}`,
 * sign-ins `user-signins-{UserId}`, settings `settings-{UserId}`, signing `signing-{SigningId}`,
 * customer `customer-{CustomerId}`, recurring expense `recurring-expense-{RecurringExpenseId}`, mileage `mileage-{TripId}`,
 * expense `expense-{ExpenseId}`, batch invoice `batch-invoice-{BatchInvoiceId}`, email `email-{MessageId}`, email-template `email-template-{TemplateId}`,
 * signing-imports `signing-imports-{OwnerId}` (one per notary: the rows imported from files, pending until accepted or discarded),
 * feedback `feedback-{FeedbackId}` (a notary's suggestion or bug report, and its status),
 * data-access `data-access-{OwnerId}` (each operator's read of a notary's data),
 * projection-operations `projection-operations` (one stream: operators' retries, skips and rebuilds of projections),
 * accountant-access `accountant-access-{NotaryId}` (the accountants a notary invited, and revoked),
 * calendar-sync `calendar-sync-{SigningId}` (a signing's pushes to Google Calendar: requests and their attempts),
 * erasures `erasures` (one stream: that an account was erased, by user id only).
 */
export type StreamFamily =
  | 'account'
  | 'email-claim'
  | 'sign-ins'
  | 'settings'
  | 'signing'
  | 'customer'
  | 'recurring-expense'
  | 'mileage'
  | 'expense'
  | 'batch-invoice'
  | 'email'
  | 'email-template'
  | 'signing-imports'
  | 'feedback'
  | 'data-access'
  | 'projection-operations'
  | 'accountant-access'
  | 'calendar-sync'
  | 'erasures';

/**
 * The events catalogue: every event type, the stream it belongs to and the schema version written
 * today. When a shape changes, its version goes up and the upcaster from the old version is declared
 * here beside it, e.g. `UserRegistered: { stream: 'account', version: 2, upcasters: { 1: dropHash } }`.
 * The compiler checks that every type of the unions above is listed, and nothing else.
 */
/** Version 1 of the account's events carried the password hash; credentials now live outside the log. */
const dropPasswordHash = (data: unknown) => {
  const { PasswordHash: _, ...rest } = data as Record<string, unknown>;
  return rest;
};

/** Version 1 of CustomerRegistered had no address: such a customer has an empty one. */
const withEmptyAddress = (data: unknown) => {
  const registered = data as { Details: Record<string, unknown> };
  return { ...registered, Details: { Address1: '', Address2: '', City: '', State: '', Zip: '', ...registered.Details } };
};

export const EVENT_CATALOGUE = {
  UserRegistered: { stream: 'account', version: 2, upcasters: { 1: dropPasswordHash } },
  TrialStarted: { stream: 'account', version: 1 },
  TrialSigningUsed: { stream: 'account', version: 1 },
  TrialExpired: { stream: 'account', version: 1 },
  RoleGranted: { stream: 'account', version: 1 },
  RoleRevoked: { stream: 'account', version: 1 },
  PasswordChanged: { stream: 'account', version: 2, upcasters: { 1: dropPasswordHash } },
  CardUpdated: { stream: 'account', version: 1 },
  SubscriptionStarted: { stream: 'account', version: 1 },
  PaymentSucceeded: { stream: 'account', version: 1 },
  PaymentFailed: { stream: 'account', version: 1 },
  SubscriptionPastDue: { stream: 'account', version: 1 },
  SubscriptionCancelled: { stream: 'account', version: 1 },
  PasswordResetRequested: { stream: 'account', version: 1 },
  PasswordReset: { stream: 'account', version: 1 },
  EmailChangeRequested: { stream: 'account', version: 1 },
  EmailChanged: { stream: 'account', version: 1 },
  EmailClaimed: { stream: 'email-claim', version: 1 },
  EmailReleased: { stream: 'email-claim', version: 1 },
  UserLoggedIn: { stream: 'sign-ins', version: 1 },
  LoginFailed: { stream: 'sign-ins', version: 1 },
  UserLoggedOut: { stream: 'sign-ins', version: 1 },
  SettingsInitialized: { stream: 'settings', version: 1 },
  BusinessProfileUpdated: { stream: 'settings', version: 1 },
  PreferencesChanged: { stream: 'settings', version: 1 },
  OnboardingStatusChanged: { stream: 'settings', version: 1 },
  TrackingCompaniesChanged: { stream: 'settings', version: 1 },
  WorkTypesChanged: { stream: 'settings', version: 1 },
  WorkCategoriesChanged: { stream: 'settings', version: 1 },
  ExpenseTypesChanged: { stream: 'settings', version: 1 },
  CustomWorkTypeMerged: { stream: 'settings', version: 1 },
  GoogleCalendarConnected: { stream: 'settings', version: 1 },
  GoogleCalendarDisconnected: { stream: 'settings', version: 1 },
  SigningScheduled: { stream: 'signing', version: 1 },
  SigningDetailsChanged: { stream: 'signing', version: 1 },
  SigningRescheduled: { stream: 'signing', version: 1 },
  PaymentRecorded: { stream: 'signing', version: 1 },
  PaymentCorrected: { stream: 'signing', version: 1 },
  PaymentRemoved: { stream: 'signing', version: 1 },
  SigningConfirmationRecorded: { stream: 'signing', version: 1 },
  InvoiceSaved: { stream: 'signing', version: 1 },
  AddedToBatchInvoice: { stream: 'signing', version: 1 },
  SigningRetyped: { stream: 'signing', version: 1 },
  SigningDeleted: { stream: 'signing', version: 1 },
  CustomerRegistered: { stream: 'customer', version: 2, upcasters: { 1: withEmptyAddress } },
  CustomerDetailsChanged: { stream: 'customer', version: 1 },
  ContactAdded: { stream: 'customer', version: 1 },
  ContactChanged: { stream: 'customer', version: 1 },
  ContactRemoved: { stream: 'customer', version: 1 },
  CustomerDeleted: { stream: 'customer', version: 1 },
  RecurringExpenseScheduled: { stream: 'recurring-expense', version: 1 },
  RecurringExpenseChanged: { stream: 'recurring-expense', version: 1 },
  RecurringExpenseDeleted: { stream: 'recurring-expense', version: 1 },
  MileageRecorded: { stream: 'mileage', version: 1 },
  MileageChanged: { stream: 'mileage', version: 1 },
  MileageDeleted: { stream: 'mileage', version: 1 },
  ExpenseRecorded: { stream: 'expense', version: 1 },
  ExpenseChanged: { stream: 'expense', version: 1 },
  ReceiptAttached: { stream: 'expense', version: 1 },
  ExpenseDeleted: { stream: 'expense', version: 1 },
  BatchInvoiceSaved: { stream: 'batch-invoice', version: 1 },
  EmailQueued: { stream: 'email', version: 1 },
  EmailDeliveryAttempted: { stream: 'email', version: 1 },
  EmailSent: { stream: 'email', version: 1 },
  EmailDeliveryFailed: { stream: 'email', version: 1 },
  EmailRetryRequested: { stream: 'email', version: 1 },
  EmailTemplateSaved: { stream: 'email-template', version: 1 },
  EmailTemplateDeleted: { stream: 'email-template', version: 1 },
  SigningsImported: { stream: 'signing-imports', version: 1 },
  ImportedSigningDiscarded: { stream: 'signing-imports', version: 1 },
  ImportedSigningAccepted: { stream: 'signing-imports', version: 1 },
  FeedbackSubmitted: { stream: 'feedback', version: 1 },
  FeedbackStatusChanged: { stream: 'feedback', version: 1 },
  AccountantInvited: { stream: 'accountant-access', version: 1 },
  AccountantAccessRevoked: { stream: 'accountant-access', version: 1 },
  AccountantInvitationSent: { stream: 'accountant-access', version: 1 },
  AccountantInvitationAccepted: { stream: 'accountant-access', version: 1 },
  NotaryDataRead: { stream: 'data-access', version: 1 },
  ProjectionRetryRequested: { stream: 'projection-operations', version: 1 },
  ProjectionEventSkipped: { stream: 'projection-operations', version: 1 },
  ProjectionRebuildRequested: { stream: 'projection-operations', version: 1 },
  CalendarPostRequested: { stream: 'calendar-sync', version: 1 },
  CalendarRemovalRequested: { stream: 'calendar-sync', version: 1 },
  CalendarPosted: { stream: 'calendar-sync', version: 1 },
  CalendarPostFailed: { stream: 'calendar-sync', version: 1 },
  AccountErased: { stream: 'erasures', version: 1 },
} as const satisfies Record<KnownEventType, CatalogueEntry<StreamFamily>>;

/** The event types written to one kind of stream. */
export type EventTypesOf<F extends StreamFamily> = {
  [T in KnownEventType]: (typeof EVENT_CATALOGUE)[T]['stream'] extends F ? T : never;
}[KnownEventType];

export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as KnownEventType[];

export function eventTypesOf<F extends StreamFamily>(family: F): EventTypesOf<F>[] {
  return EVENT_TYPES.filter((type) => EVENT_CATALOGUE[type].stream === family) as EventTypesOf<F>[];
}

export const SIGNING_EVENT_TYPES: SigningEvent['type'][] = eventTypesOf('signing');
export const CUSTOMER_EVENT_TYPES: CustomerEvent['type'][] = eventTypesOf('customer');
export const SETTINGS_EVENT_TYPES: SettingsEvent['type'][] = eventTypesOf('settings');

const versioning = schemaVersioning(EVENT_CATALOGUE);

/** The schema version `decide` writes today for an event type (1 for a type the catalogue lacks). */
export const currentSchemaVersion: (type: string) => number = versioning.currentSchemaVersion;

/** Returns a stored event in its current shape, through the catalogue's upcasters. */
export const upcast = versioning.upcast;
export const MILEAGE_EVENT_TYPES: MileageEvent['type'][] = eventTypesOf('mileage');
export const EXPENSE_EVENT_TYPES: ExpenseEvent['type'][] = eventTypesOf('expense');
export const BATCH_INVOICE_EVENT_TYPES: BatchInvoiceEvent['type'][] = eventTypesOf('batch-invoice');
export const RECURRING_EXPENSE_EVENT_TYPES: RecurringExpenseEvent['type'][] = eventTypesOf('recurring-expense');
export const EMAIL_EVENT_TYPES: EmailEvent['type'][] = eventTypesOf('email');
export const EMAIL_TEMPLATE_EVENT_TYPES: EmailTemplateEvent['type'][] = eventTypesOf('email-template');
export const SIGNING_IMPORT_EVENT_TYPES: SigningImportEvent['type'][] = eventTypesOf('signing-imports');
export const FEEDBACK_EVENT_TYPES: FeedbackEvent['type'][] = eventTypesOf('feedback');
export const DATA_ACCESS_EVENT_TYPES: DataAccessEvent['type'][] = eventTypesOf('data-access');
export const PROJECTION_OPERATION_EVENT_TYPES: ProjectionOperationEvent['type'][] = eventTypesOf('projection-operations');
export const ACCOUNTANT_ACCESS_EVENT_TYPES: AccountantAccessEvent['type'][] = eventTypesOf('accountant-access');
export const CALENDAR_SYNC_EVENT_TYPES: CalendarSyncEvent['type'][] = eventTypesOf('calendar-sync');
