import type { SigningState } from '@notary/domain';
import { signingView, shortDate } from '@notary/read-models';

/** The saved signing as the API answers it, computed from the stream's state (no projector wait). */
export function savedSigning(signingId: string, revision: number, state: SigningState, customerName: string, at: string) {
  const { SearchText, ...view } = signingView({ Id: signingId, OwnerId: state.ownerId, Revision: revision, CustomerName: customerName, CreatedAt: at, UpdatedAt: at }, state.details!, state.payments, state.confirmations);
  return view;
}

/** Confirmation history in the spec's shape (ConfirmationDateTime as MM/DD/YYYY). */
export function confirmationHistory(signingId: string, entries: SigningState['confirmations']) {
  return entries.map((entry) => ({
    AppointmentId: signingId,
    Note: entry.Note,
    Confirmed: entry.Confirmed,
    ConfirmationDateTime: shortDate(entry.ConfirmationDate),
    ConfirmationTime: entry.ConfirmationTime,
    RecordedAt: entry.RecordedAt,
  }));
}

/** Notes a notary picks from instead of typing, after a call with the signer. */
export const PRESET_CONFIRMATION_NOTES = [
  'Confirmed date, time and location with the signer',
  'Signer will have a valid government-issued photo ID',
  'Confirmed by text message',
  'Documents received and printed',
];
export const PRESET_NON_CONFIRMATION_NOTES = ['Left a voicemail', 'No answer', 'Wrong number on file', 'Signer asked to reschedule', 'Waiting on documents'];

/** A new signing's form: 9:00 AM, 1 hour, nothing else filled (the date comes from the client). */
export function blankSigning(today: string) {
  return {
    Id: '', Revision: null, AppointmentDate: today, ShortDate: shortDate(today), AppointmentTime: { Hour: 9, Minute: 0, AmPm: 'AM' }, AppointmentDuration: null,
    AppointmentDurationHour: 1, AppointmentDurationMinute: 0, LastName: '', FirstName: '', CustomerId: null, CustomerName: '', ContactId: null,
    LoanType: null, AppointmentTypeCategoryId: null, AppointmentTypeDescription: '', Address1: '', Address2: '', City: '', State: '', Zip: '',
    CellPhone: '', EmailAddress: '', CoSignerName: '', CoSignerCellPhone: '', CoSignerEmailAddress: '', OrderNumber: '', LoanNumber: '',
    Amount: null, AmountPaid: 0, Balance: 0, InvoiceNumber: '', InvoiceSent: null, InvoicePaid: null, StartMileage: null, EndMileage: null, Mileage: 0,
    Signatures: null, Documents: null, TrackingSentBy: null, TrackingNumber: '', RON: false, Payments: [], Confirmed: false, ConfirmationHistory: [],
  };
}
