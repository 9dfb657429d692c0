import { parseCurrency, currencyInputValue } from '../../shared/format';
import { durationParts } from './durationOptions';
import { mileageFields } from './mileageRules';
import { countText, parseCount } from './numericInput';
import { paymentRowsOf, paymentsToSave, type PaymentRow } from './paymentRules';
import type { Signing, SigningSaveBody, TimeOfDay } from './types';

/**
 * The signing edit form's values. Inputs hold text as typed (amounts with commas, counts as
 * digits); `saveBodyOf` turns them into what POST save takes.
 */
export interface SigningFormValues {
  Id: string;
  /** The revision the form was opened at (null for a new signing). */
  Revision: number | null;
  AppointmentDate: string;
  AppointmentTime: TimeOfDay;
  DurationHour: number;
  DurationMinute: number;
  LastName: string;
  FirstName: string;
  CustomerId: string;
  ContactId: string;
  /** The type of work's id as text; '' for none. */
  LoanType: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  CellPhone: string;
  EmailAddress: string;
  CoSignerName: string;
  CoSignerCellPhone: string;
  CoSignerEmailAddress: string;
  OrderNumber: string;
  LoanNumber: string;
  Amount: string;
  Payments: PaymentRow[];
  InvoiceNumber: string;
  InvoiceSent: string;
  InvoicePaid: string;
  StartMileage: string;
  EndMileage: string;
  Signatures: string;
  Documents: string;
  TrackingSentBy: string;
  TrackingNumber: string;
  RON: boolean;
}

export type SigningField = keyof SigningFormValues;

const idText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formFromSigning(signing: Signing, useTotalMileage: boolean): SigningFormValues {
  const duration = durationParts(signing.AppointmentDuration);
  return {
    Id: signing.Id ?? '',
    Revision: signing.Id ? signing.Revision ?? null : null,
    AppointmentDate: signing.AppointmentDate,
    AppointmentTime: { ...signing.AppointmentTime },
    DurationHour: duration.hour,
    DurationMinute: duration.minute,
    LastName: signing.LastName ?? '',
    FirstName: signing.FirstName ?? '',
    CustomerId: idText(signing.CustomerId),
    ContactId: idText(signing.ContactId),
    LoanType: idText(signing.LoanType),
    Address1: signing.Address1 ?? '',
    Address2: signing.Address2 ?? '',
    City: signing.City ?? '',
    State: signing.State ?? '',
    Zip: signing.Zip ?? '',
    CellPhone: signing.CellPhone ?? '',
    EmailAddress: signing.EmailAddress ?? '',
    CoSignerName: signing.CoSignerName ?? '',
    CoSignerCellPhone: signing.CoSignerCellPhone ?? '',
    CoSignerEmailAddress: signing.CoSignerEmailAddress ?? '',
    OrderNumber: signing.OrderNumber ?? '',
    LoanNumber: signing.LoanNumber ?? '',
    Amount: currencyInputValue(signing.Amount),
    Payments: paymentRowsOf(signing.Payments ?? []),
    InvoiceNumber: signing.InvoiceNumber ?? '',
    InvoiceSent: signing.InvoiceSent ?? '',
    InvoicePaid: signing.InvoicePaid ?? '',
    ...mileageFields(signing.StartMileage, signing.EndMileage, useTotalMileage),
    Signatures: countText(signing.Signatures),
    Documents: countText(signing.Documents),
    TrackingSentBy: idText(signing.TrackingSentBy),
    TrackingNumber: signing.TrackingNumber ?? '',
    RON: Boolean(signing.RON),
  };
}

/**
 * A new signing copied from another: the same people, place and work, but a fresh record with no
 * payments, no invoice and no confirmation calls (those belong to the original).
 */
export function duplicateForm(source: SigningFormValues): SigningFormValues {
  return { ...source, Id: '', Revision: null, Payments: paymentRowsOf([]), InvoiceNumber: '', InvoiceSent: '', InvoicePaid: '' };
}

const optionalNumber = (text: string) => (text === '' ? null : Number(text));

export function saveBodyOf(values: SigningFormValues): SigningSaveBody {
  return {
    Id: values.Id,
    Revision: values.Id ? values.Revision : null,
    AppointmentDate: values.AppointmentDate,
    AppointmentTime: values.AppointmentTime,
    AppointmentDurationHour: values.DurationHour,
    AppointmentDurationMinute: values.DurationMinute,
    LastName: values.LastName.trim(),
    FirstName: values.FirstName.trim(),
    CustomerId: values.CustomerId || null,
    ContactId: values.CustomerId ? values.ContactId || null : null,
    LoanType: optionalNumber(values.LoanType),
    Address1: values.Address1.trim(),
    Address2: values.Address2.trim(),
    City: values.City.trim(),
    State: values.State,
    Zip: values.Zip.trim(),
    CellPhone: values.CellPhone.trim(),
    EmailAddress: values.EmailAddress.trim(),
    CoSignerName: values.CoSignerName.trim(),
    CoSignerCellPhone: values.CoSignerCellPhone.trim(),
    CoSignerEmailAddress: values.CoSignerEmailAddress.trim(),
    OrderNumber: values.OrderNumber.trim(),
    LoanNumber: values.LoanNumber.trim(),
    Amount: parseCurrency(values.Amount),
    InvoiceNumber: values.InvoiceNumber.trim(),
    InvoiceSent: values.InvoiceSent || null,
    InvoicePaid: values.InvoicePaid || null,
    StartMileage: parseCount(values.StartMileage),
    EndMileage: parseCount(values.EndMileage),
    Signatures: parseCount(values.Signatures),
    Documents: parseCount(values.Documents),
    TrackingSentBy: optionalNumber(values.TrackingSentBy),
    TrackingNumber: values.TrackingNumber.trim(),
    RON: values.RON,
    Payments: paymentsToSave(values.Payments),
  };
}

/** An existing signing whose form says the same as when it was opened is not saved (spec 001 §5). */
export function isUnchanged(opened: SigningFormValues, current: SigningFormValues): boolean {
  return current.Id !== '' && JSON.stringify(saveBodyOf(opened)) === JSON.stringify(saveBodyOf(current));
}

export const LAST_NAME_REQUIRED = "Please enter the signer's last name";

export type FieldErrors = Partial<Record<SigningField, string>>;

/** What the Save button checks before sending (the server checks the same). */
export function validateSigning(values: SigningFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.LastName.trim()) errors.LastName = LAST_NAME_REQUIRED;
  if (!values.AppointmentDate) errors.AppointmentDate = 'Enter the date of the signing';
  return errors;
}

/** Fields the server and the form name alike. */
const FORM_FIELDS: Record<string, true> = Object.fromEntries(
  ['Id', 'AppointmentDate', 'LastName', 'FirstName', 'CustomerId', 'ContactId', 'LoanType', 'Address1', 'Address2', 'City', 'State', 'Zip',
    'CellPhone', 'EmailAddress', 'CoSignerName', 'CoSignerCellPhone', 'CoSignerEmailAddress', 'OrderNumber', 'LoanNumber', 'Amount', 'Payments',
    'InvoiceNumber', 'InvoiceSent', 'InvoicePaid', 'StartMileage', 'EndMileage', 'Signatures', 'Documents', 'TrackingSentBy', 'TrackingNumber', 'RON'].map((key) => [key, true]),
);

const SERVER_FIELD: Record<string, SigningField> = {
  AppointmentTime: 'AppointmentTime',
  AppointmentDurationHour: 'DurationHour',
  AppointmentDurationMinute: 'DurationMinute',
};

/** The server's per-field messages (`Errors`, keyed like "LastName" or "Payments.0.PaidDate"), on the form's fields. */
export function fieldErrorsFromServer(errors: unknown): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors as Record<string, unknown>)) {
    const head = key.split('.')[0]!;
    const field = SERVER_FIELD[head] ?? (head in FORM_FIELDS ? (head as SigningField) : null);
    if (field && typeof message === 'string') result[field] ??= message;
  }
  return result;
}
