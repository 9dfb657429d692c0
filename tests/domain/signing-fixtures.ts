import type { SigningEvent } from '@notary/events';
import { signingDecider, STANDARD_WORK_TYPES, type SigningInput, type SigningRulesContext } from '@notary/domain';

export const OWNER = 'notary-1';
export const SIGNING = 'signing-1';

export const rules = (overrides: Partial<SigningRulesContext> = {}): SigningRulesContext => ({
  workTypes: STANDARD_WORK_TYPES,
  useTotalMileage: false,
  ...overrides,
});

/** A signing as the edit form sends it; each test changes only what it is about. */
export const input = (overrides: Partial<SigningInput> = {}): SigningInput => ({
  AppointmentDate: '2026-03-05',
  AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
  AppointmentDurationHour: 1,
  AppointmentDurationMinute: 0,
  LastName: 'Rivera',
  FirstName: 'Ana',
  CustomerId: null,
  ContactId: null,
  LoanType: null,
  Address1: '12 Oak St',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '78701',
  CellPhone: '',
  EmailAddress: '',
  CoSignerName: '',
  CoSignerCellPhone: '',
  CoSignerEmailAddress: '',
  OrderNumber: '',
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
  Payments: [],
  ...overrides,
});

/** The events of saving a new signing with `overrides`. */
export function scheduled(overrides: Partial<SigningInput> = {}, context = rules()): SigningEvent[] {
  return signingDecider.decide(
    { type: 'SaveSigning', signingId: SIGNING, ownerId: OWNER, input: input(overrides), rules: context },
    signingDecider.initialState(),
  );
}
