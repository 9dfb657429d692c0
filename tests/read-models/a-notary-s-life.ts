import {
  accountantAccessStream,
  accountStream,
  batchInvoiceStream,
  calendarSyncStream,
  customerStream,
  emailClaimStream,
  expenseStream,
  dataAccessStream,
  ERASURES_STREAM,
  feedbackStream,
  mileageStream,
  PROJECTION_OPERATIONS_STREAM,
  recurringExpenseStream,
  settingsStream,
  signingImportsStream,
  signingStream,
  signInStream,
  type ExpenseEntry,
  type ImportedSigningRow,
  type RecurringExpenseTerms,
  type WorkType,
} from '@notary/events';
import { blankProfile, STANDARD_CATEGORIES, STANDARD_WORK_TYPES } from '@notary/domain';
import { eventLog } from '../support/recorded-events';
import { emailLife } from './email-life';
import { contact, notaryLog, OWNER, payment } from './fixtures';

const BLANK_PROFILE = blankProfile('');
/** A custom type of work (ids of the notary's own types start at 1000). */
const BOAT_TITLE: WorkType = {
  Id: 1000,
  Name: 'Boat title',
  CategoryId: 3,
  FeeAmount: 40,
  AppointmentDuration: 30,
  Readonly: false,
  IsActive: true,
  IsDeleted: false,
  SortOrder: 200,
};
const RENT: RecurringExpenseTerms = {
  Name: 'Office rent',
  Title: 'Rent',
  Payee: 'Main Street Offices',
  Amount: 450,
  CategoryKey: null,
  StartDate: '2026-01-01',
  EndDate: null,
  Interval: 3,
  Forever: true,
  AddFirstExpense: false,
  SavePreviousExpenses: false,
  TimeZone: 'America/Chicago',
};

const SUPPLIES: ExpenseEntry = {
  Date: '2026-03-10',
  Payee: 'Notary Supply Co',
  Details: 'Journal',
  Amount: 32.5,
  CategoryKey: 16,
  AppointmentId: null,
  AppointmentTypeId: null,
};

/** A row of the spreadsheet of old signings a notary imports in the first week. */
const importedRow = (ImportId: string, Row: number, SignerLastName: string): ImportedSigningRow => ({
  ImportId,
  Row,
  AppointmentDate: '2026-01-15',
  AppointmentTime: { Hour: 10, Minute: 0, AmPm: 'AM' },
  OrderNumber: `OLD-${Row}`,
  InvoiceNumber: '',
  Address1: '9 Elm St',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '78701',
  Amount: 100,
  SignerFirstName: 'Lee',
  SignerLastName,
  SignerPhone: '',
  SignerEmail: '',
  CoSignerFirstName: '',
  CoSignerLastName: '',
  CoSignerPhone: '',
  CoSignerEmail: '',
});

/**
 * Two notaries' events touching every event type the read models handle, interleaved as in the log:
 * registration and trial, settings, customers with contacts, signings paid, rescheduled, confirmed,
 * renamed, re-typed by a merge of custom types, and deleted.
 */
export function aNotarysLife() {
  const log = eventLog();
  const events = [];
  for (const [ownerId, prefix] of [
    [OWNER, 'a'],
    ['notary-2', 'b'],
  ] as const) {
    const n = notaryLog(ownerId, log);
    const account = accountStream(ownerId);
    events.push(
      n.record(account, { type: 'UserRegistered', data: { UserId: ownerId, Email: `${prefix}@example.com`, UserType: 1, RegisteredAt: log.nextAt } }),
      n.record(account, { type: 'TrialStarted', data: { PlanId: 'trial', StartedAt: log.nextAt, EndsAt: '2026-04-01T00:00:00.000Z', SigningsAllowed: 15 } }),
      n.settingsInitialized(),
      n.record(signInStream(ownerId), { type: 'UserLoggedIn', data: { SessionRef: 'r', Address: '::1', UserAgent: 'ua', At: log.nextAt } }),
      // The address claimed at registration, a mistyped password, and signing out.
      n.record(emailClaimStream(`${prefix}@example.com`), { type: 'EmailClaimed', data: { Email: `${prefix}@example.com`, UserId: ownerId } }),
      n.record(signInStream(ownerId), { type: 'LoginFailed', data: { Address: '::1', UserAgent: 'ua', At: log.nextAt } }),
      n.record(signInStream(ownerId), { type: 'UserLoggedOut', data: { SessionRef: 'r', At: log.nextAt } }),
      // The second notary forgets the password and resets it with the link sent by e-mail, then
      // moves to a new address: confirmed, claimed, and the old one given up.
      ...(prefix === 'b'
        ? [
            n.record(account, {
              type: 'PasswordResetRequested',
              data: { TokenHash: 'f'.repeat(64), ExpiresAt: '2026-03-02T10:00:00.000Z', RequestedAt: log.nextAt },
            }),
            n.record(account, { type: 'PasswordReset', data: { TokenHash: 'f'.repeat(64), ResetAt: log.nextAt } }),
            n.record(account, {
              type: 'EmailChangeRequested',
              data: { NewEmail: 'b2@example.com', TokenHash: 'e'.repeat(64), ExpiresAt: '2026-03-02T11:00:00.000Z', RequestedAt: log.nextAt },
            }),
            n.record(account, { type: 'EmailChanged', data: { OldEmail: 'b@example.com', NewEmail: 'b2@example.com', ChangedAt: log.nextAt } }),
            n.record(emailClaimStream('b2@example.com'), { type: 'EmailClaimed', data: { Email: 'b2@example.com', UserId: ownerId } }),
            n.record(emailClaimStream('b@example.com'), { type: 'EmailReleased', data: { Email: 'b@example.com', UserId: ownerId } }),
          ]
        : []),
      // The first week: last year's signings from a spreadsheet, pending until looked over.
      n.record(signingImportsStream(ownerId), {
        type: 'SigningsImported',
        data: {
          OwnerId: ownerId,
          FileName: 'old-signings.xlsx',
          Rows: [importedRow(`${prefix}-i1`, 2, 'Lopez'), importedRow(`${prefix}-i2`, 3, 'Nguyen'), importedRow(`${prefix}-i3`, 4, 'Park')],
        },
      }),
      n.record(signingImportsStream(ownerId), { type: 'ImportedSigningDiscarded', data: { ImportId: `${prefix}-i2` } }),
      n.customerRegistered(`${prefix}-c1`, 'First Title'),
      n.record(customerStream(`${prefix}-c1`), { type: 'ContactAdded', data: { CustomerId: `${prefix}-c1`, Contact: contact(`${prefix}-k1`, 'Pat') } }),
      n.scheduled(`${prefix}-s1`, { CustomerId: `${prefix}-c1` }),
      // A signing saved on the trial uses one of its allowance.
      n.record(account, { type: 'TrialSigningUsed', data: { SigningId: `${prefix}-s1`, SigningsUsed: 1 } }),
      n.scheduled(`${prefix}-s2`, {
        AppointmentDate: '2026-04-09',
        LoanType: 9,
        AppointmentTypeCategoryId: 1,
        AppointmentTypeDescription: 'General Notary Work',
        Amount: 15,
      }),
      n.paid(`${prefix}-s1`, payment(`${prefix}-p1`, 100)),
      n.record(signingStream(`${prefix}-s1`), { type: 'PaymentCorrected', data: { SigningId: `${prefix}-s1`, Payment: payment(`${prefix}-p1`, 125) } }),
      n.record(signingStream(`${prefix}-s1`), {
        type: 'InvoiceSaved',
        data: {
          SigningId: `${prefix}-s1`,
          Invoice: {
            InvoiceNumber: 1001,
            InvoiceDate: '2026-03-06',
            DueDate: '2026-04-05',
            PaymentTerms: 'Net30',
            CustomerId: `${prefix}-c1`,
            ContactId: null,
            Notes: '',
            LineItems: [{ Description: 'Refinance', Amount: 125 }],
          },
        },
      }),
      n.record(batchInvoiceStream(`${prefix}-b1`), {
        type: 'BatchInvoiceSaved',
        data: {
          BatchInvoiceId: `${prefix}-b1`,
          OwnerId: ownerId,
          Invoice: {
            CustomerId: `${prefix}-c1`,
            SigningIds: [`${prefix}-s1`],
            InvoiceNumber: 1002,
            InvoiceDate: '2026-03-07',
            DueDate: '2026-04-06',
            PaymentTerms: 'Net30',
            Notes: '',
          },
        },
      }),
      n.record(signingStream(`${prefix}-s1`), {
        type: 'AddedToBatchInvoice',
        data: { SigningId: `${prefix}-s1`, BatchInvoiceId: `${prefix}-b1`, InvoiceNumber: 1002 },
      }),
      n.detailsChanged(`${prefix}-s1`, { InvoicePaid: '2026-03-12' }),
      n.record(signingStream(`${prefix}-s2`), {
        type: 'SigningRescheduled',
        data: { SigningId: `${prefix}-s2`, AppointmentDate: '2026-05-01', AppointmentTime: { Hour: 9, Minute: 0, AmPm: 'AM' }, AppointmentDuration: null },
      }),
      n.record(signingStream(`${prefix}-s2`), {
        type: 'SigningConfirmationRecorded',
        data: {
          SigningId: `${prefix}-s2`,
          Entry: { Note: '', Confirmed: true, ConfirmationDate: '2026-04-30', ConfirmationTime: { Hour: 5, Minute: 0, AmPm: 'PM' }, RecordedAt: log.nextAt },
        },
      }),
      n.customerRenamed(`${prefix}-c1`, 'First American Title'),
      n.record(settingsStream(ownerId), { type: 'WorkTypesChanged', data: { WorkTypes: [{ ...STANDARD_WORK_TYPES[8], Name: 'Notary Work' }] } }),
      n.record(settingsStream(ownerId), { type: 'PreferencesChanged', data: { Changes: { GridView: 'small' } } }),
      n.record(settingsStream(ownerId), { type: 'OnboardingStatusChanged', data: { IsOnboardedStatus: 2 } }),
      n.record(settingsStream(ownerId), { type: 'TrackingCompaniesChanged', data: { TrackingCompanies: [] } }),
      n.record(settingsStream(ownerId), { type: 'WorkCategoriesChanged', data: { Categories: STANDARD_CATEGORIES } }),
      n.record(settingsStream(ownerId), { type: 'BusinessProfileUpdated', data: { Profile: { ...BLANK_PROFILE, Name: prefix } } }),
      n.record(customerStream(`${prefix}-c1`), { type: 'ContactChanged', data: { CustomerId: `${prefix}-c1`, Contact: contact(`${prefix}-k1`, 'Pat Smith') } }),
      n.record(customerStream(`${prefix}-c1`), { type: 'ContactRemoved', data: { CustomerId: `${prefix}-c1`, ContactId: `${prefix}-k1` } }),
      n.record(account, { type: 'RoleGranted', data: { Role: 'accountant', GrantedBy: 'admin-1' } }),
      n.record(account, { type: 'PasswordChanged', data: { ChangedAt: log.nextAt } }),
      // Support was granted by mistake and taken back the same day.
      n.record(account, { type: 'RoleGranted', data: { Role: 'support', GrantedBy: 'cli' } }),
      n.record(account, { type: 'RoleRevoked', data: { Role: 'support', RevokedBy: 'cli' } }),
      // A bug report from the menu, which an admin then works on; and a suggestion left Open.
      n.record(feedbackStream(`${prefix}-f1`), {
        type: 'FeedbackSubmitted',
        data: {
          FeedbackId: `${prefix}-f1`,
          OwnerId: ownerId,
          Kind: 'defect',
          Details: 'The payment dialog forgets the check number',
          SubmittedAt: log.nextAt,
          Page: '/Signings',
        },
      }),
      n.record(
        feedbackStream(`${prefix}-f1`),
        { type: 'FeedbackStatusChanged', data: { FeedbackId: `${prefix}-f1`, Status: 'In progress', ChangedBy: 'admin-1' } },
        { actorId: 'admin-1' },
      ),
      n.record(feedbackStream(`${prefix}-f2`), {
        type: 'FeedbackSubmitted',
        data: { FeedbackId: `${prefix}-f2`, OwnerId: ownerId, Kind: 'suggestion', Details: 'A dark theme for late signings', SubmittedAt: log.nextAt },
      }),
      // Support looked at a signing's stream to answer the notary's question, and said why.
      n.record(
        dataAccessStream(ownerId),
        {
          type: 'NotaryDataRead',
          data: { OperatorId: 'support-1', OperatorEmail: 'help@example.com', Role: 'support', What: `Stream signing-${prefix}-s2`, Why: 'Ticket 42' },
        },
        { actorId: 'support-1' },
      ),
      // The notary let their accountant in, and a second address by mistake, taken back at once.
      n.record(accountantAccessStream(ownerId), {
        type: 'AccountantInvited',
        data: { InvitationId: `${prefix}-inv1`, Email: `cpa-${prefix}@example.com`, InvitedAt: log.nextAt },
      }),
      // The accountant's e-mail left with its link, and they accepted it signed in with that address.
      n.record(accountantAccessStream(ownerId), {
        type: 'AccountantInvitationSent',
        data: { InvitationId: `${prefix}-inv1`, TokenHash: 'ab'.repeat(32), ExpiresAt: '2030-01-15T00:00:00.000Z', SentAt: log.nextAt },
      }),
      n.record(accountantAccessStream(ownerId), {
        type: 'AccountantInvitationAccepted',
        data: {
          InvitationId: `${prefix}-inv1`,
          AccountantId: `${prefix}-cpa`,
          Email: `cpa-${prefix}@example.com`,
          TokenHash: 'ab'.repeat(32),
          AcceptedAt: log.nextAt,
        },
      }),
      n.record(accountantAccessStream(ownerId), {
        type: 'AccountantInvited',
        data: { InvitationId: `${prefix}-inv2`, Email: `typo-${prefix}@example.com`, InvitedAt: log.nextAt },
      }),
      n.record(accountantAccessStream(ownerId), {
        type: 'AccountantAccessRevoked',
        data: { InvitationId: `${prefix}-inv2`, Email: `typo-${prefix}@example.com`, RevokedAt: log.nextAt },
      }),
      // An operator skipped an event a projection could not apply, retried another and asked for a rebuild
      // (the operations stream; recorded here under the notary so the life's owners stay two).
      ...(['ProjectionRetryRequested', 'ProjectionEventSkipped', 'ProjectionRebuildRequested'] as const).map((type) => {
        const decision = { Projection: 'signings', OperatorId: 'admin-1', OperatorEmail: 'ops@example.com', Why: 'Ticket 7' };
        const skipped = {
          Position: 3,
          EventId: `${prefix}-e3`,
          EventType: 'SigningDetailsChanged',
          StreamId: `signing-${prefix}-s2`,
          Revision: 1,
          Message: 'x',
        };
        const data =
          type === 'ProjectionEventSkipped' ? { ...decision, ...skipped } : type === 'ProjectionRetryRequested' ? { ...decision, Position: 3 } : decision;
        return n.record(PROJECTION_OPERATIONS_STREAM, { type, data } as never, { actorId: 'admin-1' });
      }),
      n.paid(`${prefix}-s2`, payment(`${prefix}-p2`, 5)),
      n.record(signingStream(`${prefix}-s2`), { type: 'PaymentRemoved', data: { SigningId: `${prefix}-s2`, PaymentId: `${prefix}-p2` } }),
      // A type of work of their own for an imported signing, later merged into the standard one it really is.
      n.record(settingsStream(ownerId), { type: 'WorkTypesChanged', data: { WorkTypes: [BOAT_TITLE] } }),
      n.scheduled(`${prefix}-s3`, { LoanType: BOAT_TITLE.Id, AppointmentTypeCategoryId: 3, AppointmentTypeDescription: BOAT_TITLE.Name }),
      n.record(signingImportsStream(ownerId), { type: 'ImportedSigningAccepted', data: { ImportId: `${prefix}-i1`, SigningId: `${prefix}-s3` } }),
      n.record(settingsStream(ownerId), { type: 'CustomWorkTypeMerged', data: { CustomTypeId: BOAT_TITLE.Id, IntoTypeId: 17, SigningIds: [`${prefix}-s3`] } }),
      // Google Calendar connected: the retype below is a change the calendar sync marks for pushing.
      n.record(settingsStream(ownerId), { type: 'GoogleCalendarConnected', data: { ConnectedAt: '2026-02-01T10:00:00.000Z' } }),
      n.record(signingStream(`${prefix}-s3`), {
        type: 'SigningRetyped',
        data: {
          SigningId: `${prefix}-s3`,
          FromType: BOAT_TITLE.Id,
          ToType: 17,
          AppointmentTypeCategoryId: 3,
          AppointmentTypeDescription: 'Document Courier',
          Reason: 'merge',
        },
      }),
      n.record(settingsStream(ownerId), {
        type: 'ExpenseTypesChanged',
        data: { ExpenseTypes: [{ Id: 1000, Description: 'Fingerprinting', ScheduleCLine: '27a', IsDeleted: false }] },
      }),
      // With Google Calendar connected (above): the signing posted after one failed attempt, removed by hand, then disconnected.
      ...(['CalendarPostRequested', 'CalendarPostFailed', 'CalendarPosted', 'CalendarRemovalRequested'] as const).map((type, index) => {
        const request = { RequestId: `${prefix}-cal${index < 3 ? 1 : 2}`, SigningId: `${prefix}-s3` };
        const data =
          type === 'CalendarPostFailed'
            ? { ...request, Attempt: 1, Error: 'Google Calendar answered 503', Permanent: false, NextAttemptAt: '2026-02-01T10:01:00.000Z' }
            : type === 'CalendarPosted'
              ? { ...request, Attempt: 2, Action: 'inserted', GoogleEventId: 'abc123' }
              : { ...request, OwnerId: ownerId, Reason: index === 0 ? 'saved' : 'manual', TriggerEventId: null, RequestedAt: '2026-02-01T10:00:00.000Z' };
        return n.record(calendarSyncStream(`${prefix}-s3`), { type, data } as never);
      }),
      n.record(settingsStream(ownerId), { type: 'GoogleCalendarDisconnected', data: { DisconnectedAt: '2026-02-02T10:00:00.000Z' } }),
      n.record(expenseStream(`${prefix}-e1`), {
        type: 'ExpenseRecorded',
        data: { ExpenseId: `${prefix}-e1`, OwnerId: ownerId, Expense: { ...SUPPLIES, AppointmentId: `${prefix}-s3`, CategoryKey: 1000 } },
      }),
      n.record(expenseStream(`${prefix}-e1`), {
        type: 'ReceiptAttached',
        data: { ExpenseId: `${prefix}-e1`, Receipt: { Hash: 'a'.repeat(64), Size: 10, ContentType: 'image/png', FileName: 'r.png' } },
      }),
      n.record(expenseStream(`${prefix}-e2`), { type: 'ExpenseRecorded', data: { ExpenseId: `${prefix}-e2`, OwnerId: ownerId, Expense: SUPPLIES } }),
      n.record(expenseStream(`${prefix}-e2`), { type: 'ExpenseChanged', data: { ExpenseId: `${prefix}-e2`, Expense: { ...SUPPLIES, Amount: 40 } } }),
      n.record(expenseStream(`${prefix}-e3`), {
        type: 'ExpenseRecorded',
        data: { ExpenseId: `${prefix}-e3`, OwnerId: ownerId, Expense: SUPPLIES, RecurringExpenseId: `${prefix}-r1`, OccurrenceDate: '2026-03-10' },
      }),
      n.record(expenseStream(`${prefix}-e3`), { type: 'ExpenseDeleted', data: { ExpenseId: `${prefix}-e3`, Reason: 'deleted' } }),
      n.deleted(`${prefix}-s3`),
      n.record(expenseStream(`${prefix}-e1`), {
        type: 'ExpenseDeleted',
        data: { ExpenseId: `${prefix}-e1`, Reason: 'signing-deleted', SigningId: `${prefix}-s3` },
      }),
      n.record(customerStream(`${prefix}-c2`), {
        type: 'CustomerRegistered',
        data: {
          CustomerId: `${prefix}-c2`,
          OwnerId: ownerId,
          Details: { Name: 'Gone', Website: '', Inactive: false, Address1: '', Address2: '', City: '', State: '', Zip: '' },
        },
      }),
      n.record(customerStream(`${prefix}-c2`), { type: 'CustomerDeleted', data: { CustomerId: `${prefix}-c2` } }),
      n.record(mileageStream(`${prefix}-m1`), {
        type: 'MileageRecorded',
        data: {
          TripId: `${prefix}-m1`,
          OwnerId: ownerId,
          Trip: { Date: '2026-02-03', Details: 'Post office', StartMileage: 100, EndMileage: 112, Miles: 12, AppointmentTypeId: null },
        },
      }),
      n.record(mileageStream(`${prefix}-m1`), {
        type: 'MileageChanged',
        data: {
          TripId: `${prefix}-m1`,
          Trip: { Date: '2026-02-03', Details: 'Post office and bank', StartMileage: 100, EndMileage: 115, Miles: 15, AppointmentTypeId: null },
        },
      }),
      n.record(mileageStream(`${prefix}-m2`), {
        type: 'MileageRecorded',
        data: {
          TripId: `${prefix}-m2`,
          OwnerId: ownerId,
          Trip: { Date: '2026-02-04', Details: 'Gone', StartMileage: 0, EndMileage: 5, Miles: 5, AppointmentTypeId: null },
        },
      }),
      n.record(mileageStream(`${prefix}-m2`), { type: 'MileageDeleted', data: { TripId: `${prefix}-m2` } }),
      n.record(recurringExpenseStream(`${prefix}-r1`), {
        type: 'RecurringExpenseScheduled',
        data: { RecurringExpenseId: `${prefix}-r1`, OwnerId: ownerId, Terms: RENT, RecordFrom: '2026-02-01' },
      }),
      n.record(recurringExpenseStream(`${prefix}-r1`), {
        type: 'RecurringExpenseChanged',
        data: { RecurringExpenseId: `${prefix}-r1`, Terms: { ...RENT, Amount: 475 }, RecordFrom: '2026-03-01' },
      }),
      n.record(recurringExpenseStream(`${prefix}-r2`), {
        type: 'RecurringExpenseScheduled',
        data: { RecurringExpenseId: `${prefix}-r2`, OwnerId: ownerId, Terms: { ...RENT, Name: 'Storage' }, RecordFrom: '2026-02-01' },
      }),
      n.record(recurringExpenseStream(`${prefix}-r2`), { type: 'RecurringExpenseDeleted', data: { RecurringExpenseId: `${prefix}-r2` } }),
      ...emailLife(n.record, ownerId, prefix),
      n.record(account, { type: 'TrialExpired', data: { Reason: 'signings', ExpiredAt: log.nextAt } }),
      // Paying after the trial: a renewal refused (Delinquent), paid on the next try, then cancelled.
      ...subscriptionLife(n.record, account, prefix, log.nextAt),
      // Another account was deleted: the erasure record names its id only.
      n.record(ERASURES_STREAM, { type: 'AccountErased', data: { UserId: `${prefix}-gone` } }, { actorId: ownerId }),
    );
  }
  return events;
}

/** The subscription's events on the account stream (issue 17): only the card's reference, brand, last four and expiry. */
function subscriptionLife(record: ReturnType<typeof notaryLog>['record'], account: string, prefix: string, at: string) {
  const sub = `${prefix}-sub`;
  const period = (month: number) => `2026-${String(month).padStart(2, '0')}-01T15:00:00.000Z`;
  const paid = (month: number) => ({
    type: 'PaymentSucceeded' as const,
    data: {
      PaymentId: `${sub}:${period(month)}`,
      SubscriptionId: sub,
      PlanId: 'monthly',
      Amount: 12.99,
      PeriodStart: period(month),
      PeriodEnd: period(month + 1),
      ChargeReference: `ch_${month}`,
      CardBrand: 'Visa',
      CardLast4: '4242',
      PaidAt: at,
    },
  });
  return [
    record(account, { type: 'CardUpdated', data: { Reference: 'pm_test_ok_1', Brand: 'Visa', Last4: '4242', ExpMonth: 12, ExpYear: 2030, UpdatedAt: at } }),
    record(account, {
      type: 'SubscriptionStarted',
      data: { SubscriptionId: sub, PlanId: 'monthly', StartedAt: at, PeriodStart: period(5), PeriodEnd: period(6) },
    }),
    record(account, paid(5)),
    record(account, {
      type: 'PaymentFailed',
      data: {
        PaymentId: `${sub}:${period(6)}`,
        SubscriptionId: sub,
        PlanId: 'monthly',
        Amount: 12.99,
        PeriodStart: period(6),
        Message: 'Your card was declined.',
        Attempt: 1,
        NextAttemptAt: at,
        FailedAt: at,
      },
    }),
    record(account, { type: 'SubscriptionPastDue', data: { SubscriptionId: sub, PeriodStart: period(6), Since: at } }),
    record(account, paid(6)),
    record(account, { type: 'SubscriptionCancelled', data: { SubscriptionId: sub, Reason: 'customer', CancelledAt: at, EndsAt: period(7) } }),
  ];
}
