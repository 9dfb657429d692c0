import { customerStream, settingsStream, signingStream, type Contact, type Payment, type SigningDetails } from '@notary/events';
import { DEFAULT_PREFERENCES, STANDARD_CATEGORIES, STANDARD_TRACKING_COMPANIES, STANDARD_WORK_TYPES } from '@notary/domain';
import { eventLog, type EventLog } from '../support/recorded-events';

export const OWNER = 'notary-1';

/** A signing as a notary records it: Refinance on 5 March 2026 at 2:30 PM, $125, no payments yet. */
export const details = (overrides: Partial<SigningDetails> = {}): SigningDetails => ({
  AppointmentDate: '2026-03-05',
  AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
  AppointmentDuration: 60,
  LastName: 'Rivera',
  FirstName: 'Ana',
  CustomerId: null,
  ContactId: null,
  LoanType: 1,
  AppointmentTypeCategoryId: 2,
  AppointmentTypeDescription: 'Refinance',
  Address1: '12 Oak St',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '78701',
  CellPhone: '512-555-0100',
  EmailAddress: 'ana@example.com',
  CoSignerName: '',
  CoSignerCellPhone: '',
  CoSignerEmailAddress: '',
  OrderNumber: 'ORD-7',
  LoanNumber: '',
  Amount: 125,
  InvoiceNumber: '',
  InvoiceSent: null,
  InvoicePaid: null,
  StartMileage: null,
  EndMileage: null,
  Signatures: null,
  Documents: null,
  TrackingSentBy: null,
  TrackingNumber: '',
  RON: false,
  ...overrides,
});

export const payment = (PaymentId: string, Amount: number, PaidDate = '2026-03-10', CheckNumber = ''): Payment => ({
  PaymentId,
  PaidDate,
  Amount,
  CheckNumber,
});

export const contact = (Id: string, Name: string): Contact => ({ Id, Name, Phone: '', CellPhone: '', Fax: '', Email: '' });

/**
 * One notary's events with domain-named helpers; the raw `record` is there for the rest. Notaries
 * given the same `log` share its positions, as they share the store's log.
 */
export function notaryLog(ownerId = OWNER, log: EventLog = eventLog()) {
  const record: EventLog['record'] = (streamId, event, metadata = {}) => log.record(streamId, event, { ownerId, actorId: ownerId, ...metadata });
  return {
    record,
    scheduled: (SigningId: string, overrides: Partial<SigningDetails> = {}) =>
      record(signingStream(SigningId), { type: 'SigningScheduled', data: { SigningId, OwnerId: ownerId, Details: details(overrides) } }),
    detailsChanged: (SigningId: string, Changes: Partial<SigningDetails>) =>
      record(signingStream(SigningId), { type: 'SigningDetailsChanged', data: { SigningId, Changes } }),
    paid: (SigningId: string, Payment: Payment) => record(signingStream(SigningId), { type: 'PaymentRecorded', data: { SigningId, Payment } }),
    deleted: (SigningId: string) => record(signingStream(SigningId), { type: 'SigningDeleted', data: { SigningId } }),
    customerRegistered: (CustomerId: string, Name: string) =>
      record(customerStream(CustomerId), {
        type: 'CustomerRegistered',
        data: { CustomerId, OwnerId: ownerId, Details: { Name, Website: '', Inactive: false, Address1: '', Address2: '', City: '', State: '', Zip: '' } },
      }),
    customerRenamed: (CustomerId: string, Name: string) =>
      record(customerStream(CustomerId), { type: 'CustomerDetailsChanged', data: { CustomerId, Changes: { Name } } }),
    settingsInitialized: () =>
      record(settingsStream(ownerId), {
        type: 'SettingsInitialized',
        data: {
          Profile: { Name: '', Company: '', Address: '', Address2: '', City: '', State: '', Zip: '', Phone: '', Email: 'ann@example.com', CanImport: false },
          Preferences: DEFAULT_PREFERENCES,
          Categories: STANDARD_CATEGORIES,
          WorkTypes: STANDARD_WORK_TYPES,
          TrackingCompanies: STANDARD_TRACKING_COMPANIES,
        },
      }),
  };
}
