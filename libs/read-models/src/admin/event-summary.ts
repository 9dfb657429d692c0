import type { EventOfType, KnownEventType, RecordedEvent, TimeOfDay } from '@notary/events';

/**
 * What an event did, in a sentence an admin reads without knowing the event shapes: "Scheduled a
 * signing with Maria Peña on 3 March 2026 at 2:00 PM", "Recorded a payment of $150.00". Sentences
 * speak of the account's owner as the subject ("Scheduled ..."); who actually acted is shown
 * beside them (the actor). One describer per catalogue type: the mapped type below makes the
 * compiler refuse a new event type until it has its sentence, and a test checks the same.
 */
type Describers = { [T in KnownEventType]: (data: EventOfType<T>['data']) => string };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar date (YYYY-MM-DD, or the date part of an ISO time) as "3 March 2026". */
export function dayInWords(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return 'an unknown date';
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

export const timeInWords = (time: TimeOfDay | null | undefined): string =>
  time ? `${time.Hour}:${String(time.Minute).padStart(2, '0')} ${time.AmPm}` : 'no set time';

export const dollarsInWords = (amount: number | null | undefined): string =>
  `$${(amount ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const quoted = (text: string, max = 80) => `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;
const person = (first: string, last: string) =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || 'no signer named';
const fields = (changes: object) => Object.keys(changes).join(', ') || 'nothing';
const ROLE_WORDS: Record<string, string> = { notary: 'notary', admin: 'admin', support: 'support', accountant: 'accountant' };

const DESCRIBERS: Describers = {
  UserRegistered: (d) => `Registered the account ${d.Email}`,
  TrialStarted: (d) => `Started the trial: ${plural(d.SigningsAllowed, 'signing')} until ${dayInWords(d.EndsAt)}`,
  TrialSigningUsed: (d) => `Used a signing of the trial (${d.SigningsUsed} used so far)`,
  TrialExpired: (d) => (d.Reason === 'days' ? 'The trial ended: its days ran out' : 'The trial ended: its signings were all used'),
  RoleGranted: (d) => `Was given the ${ROLE_WORDS[d.Role] ?? d.Role} role`,
  RoleRevoked: (d) => `Lost the ${ROLE_WORDS[d.Role] ?? d.Role} role`,
  PasswordChanged: () => 'Changed the password',
  CardUpdated: (d) => `Card on file: ${d.Brand} ending in ${d.Last4}, expires ${d.ExpMonth}/${d.ExpYear}`,
  SubscriptionStarted: (d) => `Subscribed to the ${d.PlanId} plan`,
  PaymentSucceeded: (d) => `Paid $${d.Amount.toFixed(2)} for the ${d.PlanId} plan (${d.CardBrand} ending in ${d.CardLast4})`,
  PaymentFailed: (d) => `A payment of $${d.Amount.toFixed(2)} was refused: ${d.Message}`,
  SubscriptionPastDue: () => 'The subscription is past due (Delinquent)',
  SubscriptionCancelled: (d) => (d.Reason === 'unpaid' ? 'The subscription ended: the renewal could not be paid' : 'Cancelled the subscription'),
  PasswordResetRequested: (d) => `Was sent a password reset link, valid until ${dayInWords(d.ExpiresAt)} ${d.ExpiresAt.slice(11, 16)} UTC`,
  PasswordReset: () => 'Reset the password with a link sent by e-mail; every session was ended',
  EmailChangeRequested: (d) => `Asked to change the e-mail address to ${d.NewEmail}; a confirmation link was sent there`,
  EmailChanged: (d) => `Changed the e-mail address from ${d.OldEmail} to ${d.NewEmail}`,
  EmailClaimed: (d) => `Claimed the e-mail address ${d.Email}`,
  EmailReleased: (d) => `Gave up the e-mail address ${d.Email}`,
  UserLoggedIn: (d) => `Signed in from ${d.Address || 'an unknown address'}`,
  LoginFailed: (d) => `A sign-in with a wrong password was refused, from ${d.Address || 'an unknown address'}`,
  UserLoggedOut: () => 'Signed out',
  SettingsInitialized: (d) => `Set up the settings, with ${plural(d.WorkTypes.length, 'type')} of work`,
  BusinessProfileUpdated: (d) => `Updated the business profile${d.Profile.Name ? ` (${d.Profile.Name}${d.Profile.City ? `, ${d.Profile.City}` : ''})` : ''}`,
  PreferencesChanged: (d) => `Changed the preferences: ${fields(d.Changes)}`,
  OnboardingStatusChanged: (d) =>
    d.IsOnboardedStatus === 2 ? 'Closed the getting-started help' : d.IsOnboardedStatus === 1 ? 'Was shown what’s new' : 'Was shown the getting-started help',
  TrackingCompaniesChanged: (d) => `Changed the carriers (${plural(d.TrackingCompanies.length, 'carrier')})`,
  WorkTypesChanged: (d) => `Changed the types of work: ${d.WorkTypes.map((type) => type.Name).join(', ') || 'none'}`,
  WorkCategoriesChanged: (d) => `Changed the work categories: ${d.Categories.map((category) => category.Description).join(', ') || 'none'}`,
  ExpenseTypesChanged: (d) => `Changed the custom expense types: ${d.ExpenseTypes.map((type) => type.Description).join(', ') || 'none'}`,
  CustomWorkTypeMerged: (d) => `Merged custom type of work #${d.CustomTypeId} into type #${d.IntoTypeId} (${plural(d.SigningIds.length, 'signing')})`,
  GoogleCalendarConnected: () => 'Connected Google Calendar: saved and deleted signings are pushed to it',
  GoogleCalendarDisconnected: () => 'Disconnected Google Calendar',
  SigningScheduled: (d) =>
    `Scheduled a signing with ${person(d.Details.FirstName, d.Details.LastName)} on ${dayInWords(d.Details.AppointmentDate)} at ${timeInWords(
      d.Details.AppointmentTime,
    )}${d.Details.Amount ? ` for ${dollarsInWords(d.Details.Amount)}` : ''}`,
  SigningDetailsChanged: (d) => `Changed a signing: ${fields(d.Changes)}`,
  SigningRescheduled: (d) => `Moved a signing to ${dayInWords(d.AppointmentDate)} at ${timeInWords(d.AppointmentTime)}`,
  PaymentRecorded: (d) =>
    `Recorded a payment of ${dollarsInWords(d.Payment.Amount)} paid on ${dayInWords(d.Payment.PaidDate)}${checkNumber(d.Payment.CheckNumber)}`,
  PaymentCorrected: (d) =>
    `Corrected a payment to ${dollarsInWords(d.Payment.Amount)} paid on ${dayInWords(d.Payment.PaidDate)}${checkNumber(d.Payment.CheckNumber)}`,
  PaymentRemoved: () => 'Removed a payment from a signing',
  SigningConfirmationRecorded: (d) =>
    `${d.Entry.Confirmed ? 'Confirmed a signing with the signer' : 'Called about a signing, not confirmed'} on ${dayInWords(d.Entry.ConfirmationDate)} at ${timeInWords(
      d.Entry.ConfirmationTime,
    )}${d.Entry.Note ? `: ${quoted(d.Entry.Note)}` : ''}`,
  InvoiceSaved: (d) =>
    `Saved invoice #${d.Invoice.InvoiceNumber} dated ${dayInWords(d.Invoice.InvoiceDate)}, ${plural(d.Invoice.LineItems.length, 'line')} totalling ${dollarsInWords(
      d.Invoice.LineItems.reduce((cents, line) => cents + Math.round(line.Amount * 100), 0) / 100,
    )}`,
  AddedToBatchInvoice: (d) => `Put a signing on batch invoice #${d.InvoiceNumber}`,
  SigningRetyped: (d) => `Changed a signing’s type of work to ${d.AppointmentTypeDescription} (custom type merged)`,
  SigningDeleted: () => 'Deleted a signing',
  CustomerRegistered: (d) => `Added the customer ${d.Details.Name}`,
  CustomerDetailsChanged: (d) => `Changed a customer${d.Changes.Name ? ` (now ${d.Changes.Name})` : ''}: ${fields(d.Changes)}`,
  ContactAdded: (d) => `Added the contact ${d.Contact.Name} to a customer`,
  ContactChanged: (d) => `Changed the contact ${d.Contact.Name}`,
  ContactRemoved: () => 'Removed a contact from a customer',
  CustomerDeleted: () => 'Deleted a customer',
  RecurringExpenseScheduled: (d) =>
    `Set up the recurring expense ${d.Terms.Name || d.Terms.Title} of ${dollarsInWords(d.Terms.Amount)} from ${dayInWords(d.Terms.StartDate)}`,
  RecurringExpenseChanged: (d) => `Changed the recurring expense ${d.Terms.Name || d.Terms.Title} to ${dollarsInWords(d.Terms.Amount)}`,
  RecurringExpenseDeleted: () => 'Deleted a recurring expense',
  MileageRecorded: (d) => `Recorded a trip of ${plural(d.Trip.Miles, 'mile')} on ${dayInWords(d.Trip.Date)}`,
  MileageChanged: (d) => `Changed a trip to ${plural(d.Trip.Miles, 'mile')} on ${dayInWords(d.Trip.Date)}`,
  MileageDeleted: () => 'Deleted a trip',
  ExpenseRecorded: (d) =>
    `Recorded an expense of ${dollarsInWords(d.Expense.Amount)}${d.Expense.Payee ? ` to ${d.Expense.Payee}` : ''} on ${dayInWords(d.Expense.Date)}${
      d.RecurringExpenseId ? ' (a recurring expense fell due)' : ''
    }`,
  ExpenseChanged: (d) =>
    `Changed an expense to ${dollarsInWords(d.Expense.Amount)}${d.Expense.Payee ? ` to ${d.Expense.Payee}` : ''} on ${dayInWords(d.Expense.Date)}`,
  ReceiptAttached: (d) =>
    `Attached a receipt to an expense (${d.Receipt.FileName || d.Receipt.ContentType}, ${Math.max(1, Math.round(d.Receipt.Size / 1024))} KB)`,
  ExpenseDeleted: (d) => (d.Reason === 'signing-deleted' ? 'Deleted an expense along with its signing' : 'Deleted an expense'),
  BatchInvoiceSaved: (d) =>
    `Saved batch invoice #${d.Invoice.InvoiceNumber} dated ${dayInWords(d.Invoice.InvoiceDate)} for ${plural(d.Invoice.SigningIds.length, 'signing')}`,
  EmailQueued: (d) => `Queued an e-mail to ${d.To.join(', ') || 'nobody'}: ${quoted(d.Subject)}`,
  EmailDeliveryAttempted: (d) => `Tried to send an e-mail (attempt ${d.Attempt})`,
  EmailSent: (d) => `Sent an e-mail (attempt ${d.Attempt})${d.Rejected.length ? `; refused for ${d.Rejected.join(', ')}` : ''}`,
  EmailDeliveryFailed: (d) =>
    `An e-mail could not be sent (attempt ${d.Attempt}): ${d.Error}${d.Permanent ? '; it will not be retried' : d.NextAttemptAt ? '; it will be retried' : ''}`,
  EmailRetryRequested: () => 'Asked for an e-mail to be sent again',
  EmailTemplateSaved: (d) => `Saved the e-mail template ${quoted(d.Template.Name)}`,
  EmailTemplateDeleted: () => 'Deleted an e-mail template',
  SigningsImported: (d) => `Imported ${plural(d.Rows.length, 'signing')} from ${d.FileName || 'a file'}, to review`,
  ImportedSigningDiscarded: () => 'Discarded an imported signing',
  ImportedSigningAccepted: () => 'Accepted an imported signing onto the books',
  FeedbackSubmitted: (d) => `Sent ${d.Kind === 'defect' ? 'a bug report' : 'a suggestion'}: ${quoted(d.Details)}`,
  FeedbackStatusChanged: (d) => `A suggestion or bug report was marked ${d.Status}`,
  NotaryDataRead: (d) => `${d.OperatorEmail || 'An operator'} (${ROLE_WORDS[d.Role] ?? d.Role}) read: ${d.What}${d.Why ? `, because ${quoted(d.Why)}` : ''}`,
  ProjectionRetryRequested: (d) => `${d.OperatorEmail} asked the ${d.Projection} projection to try event ${d.Position} again`,
  ProjectionEventSkipped: (d) =>
    `${d.OperatorEmail} skipped event ${d.Position} (${d.EventType}) in the ${d.Projection} projection${d.Why ? `, because ${quoted(d.Why)}` : ''}`,
  ProjectionRebuildRequested: (d) => `${d.OperatorEmail} asked for the ${d.Projection} projection to be rebuilt`,
  CalendarPostRequested: (d) => `Asked for signing ${d.SigningId} to be posted to Google Calendar (${d.Reason === 'manual' ? 'by hand' : 'it was saved'})`,
  CalendarRemovalRequested: (d) =>
    `Asked for signing ${d.SigningId} to be removed from Google Calendar (${d.Reason === 'manual' ? 'by hand' : 'it was deleted'})`,
  CalendarPosted: (d) => `Google Calendar took signing ${d.SigningId}: ${d.Action} (attempt ${d.Attempt})`,
  CalendarPostFailed: (d) =>
    `Google Calendar push of signing ${d.SigningId} failed (attempt ${d.Attempt}): ${d.Error}${d.NextAttemptAt ? '; will retry' : '; given up'}`,
  AccountErased: (d) => `The account ${d.UserId} was deleted and its data erased`,
  AccountantInvited: (d) => `Invited the accountant ${d.Email} to read the books`,
  AccountantAccessRevoked: (d) => `Took back the access of the accountant ${d.Email}`,
  AccountantInvitationSent: (d) =>
    `E-mailed the accountant a link to accept the invitation, valid until ${dayInWords(d.ExpiresAt)} ${d.ExpiresAt.slice(11, 16)} UTC`,
  AccountantInvitationAccepted: (d) => `The accountant ${d.Email} accepted the invitation through the e-mailed link`,
};

function checkNumber(number: string): string {
  return number?.trim() ? ` (check ${number.trim()})` : '';
}

/** The catalogue types that have a sentence (every one: see the Describers type). */
export const DESCRIBED_EVENT_TYPES: readonly string[] = Object.keys(DESCRIBERS);

/**
 * The event's sentence. An event of a type this build does not know (written by a newer one) or
 * whose data does not have the expected shape still gets one, naming its type: the history never
 * fails on a single event.
 */
export function describeEvent(event: Pick<RecordedEvent, 'type' | 'data'>): string {
  const describe = (DESCRIBERS as Record<string, ((data: unknown) => string) | undefined>)[event.type];
  if (!describe) return `Recorded a ${event.type} event`;
  try {
    return describe(event.data);
  } catch {
    return `Recorded a ${event.type} event`;
  }
}
