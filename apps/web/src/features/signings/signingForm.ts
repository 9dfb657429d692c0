import type { BlankSigning, Signing, SigningSaveBody } from '@notary/contracts';
import { parseCurrency, currencyInputValue } from '../../shared/format';
import { durationParts } from './durationOptions';
import { mileageFields } from './mileageRules';
import { countText, parseCount } from './numericInput';
import { paymentRowsOf, paymentsToSave, type PaymentRow } from './paymentRules';

/**
 * The fields of the contract's signing body that the form's inputs hold as typed text: dates, ids
 * and choices ('' for none), amounts with thousands commas, counts as digits.
 */
type TypedField = Exclude<
  keyof SigningSaveBody,
  'Id' | 'Revision' | 'AppointmentTime' | 'AppointmentDurationHour' | 'AppointmentDurationMinute' | 'Payments' | 'RON'
>;

/**
 * The signing edit form's values: the contract's fields (SigningSaveBody), each as the form holds
 * it; `saveBodyOf` turns them back into what POST save takes.
 */
export interface SigningFormValues extends Record<TypedField, string>, Pick<Signing, 'Id' | 'Revision' | 'AppointmentTime' | 'RON'> {
  /** The duration's two pickers (the wire's AppointmentDurationHour and AppointmentDurationMinute). */
  DurationHour: number;
  DurationMinute: number;
  Payments: PaymentRow[];
}

export type SigningField = keyof SigningFormValues;

const idText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form of a stored signing, or of a blank one (getblank). */
export function formFromSigning(signing: Signing | BlankSigning, useTotalMileage: boolean): SigningFormValues {
  const duration = durationParts(signing.AppointmentDuration);
  return {
    Id: signing.Id ?? '',
    Revision: signing.Id ? (signing.Revision ?? null) : null,
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

/** The form's own names for wire fields; every other field has the same name on both sides. */
const FORM_NAME_OF: Partial<Record<string, SigningField>> = {
  AppointmentDurationHour: 'DurationHour',
  AppointmentDurationMinute: 'DurationMinute',
} satisfies Partial<Record<keyof SigningSaveBody, SigningField>>;

/**
 * The server's per-field messages (`Errors`, keyed by the body's fields, like "LastName" or
 * "Payments.0.PaidDate"), on the fields of `form`; messages about anything else are left out.
 */
export function fieldErrorsFromServer(errors: unknown, form: SigningFormValues): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors as Record<string, unknown>)) {
    const head = key.split('.')[0]!;
    // Own keys only: a key such as "toString" names no field, whatever objects inherit.
    const field = Object.hasOwn(FORM_NAME_OF, head) ? FORM_NAME_OF[head] : Object.hasOwn(form, head) ? (head as SigningField) : null;
    if (field && typeof message === 'string') result[field] ??= message;
  }
  return result;
}

/** The form differs from what it opened with: leaving it asks first (a new signing too). */
export function hasUnsavedChanges(opened: SigningFormValues, current: SigningFormValues): boolean {
  return JSON.stringify(saveBodyOf({ ...opened, Revision: null })) !== JSON.stringify(saveBodyOf({ ...current, Revision: null }));
}

/** How the conflict view names a field of the signing. */
const FIELD_NAMES: Partial<Record<keyof SigningSaveBody, string>> = {
  AppointmentDate: 'Date',
  AppointmentTime: 'Time',
  AppointmentDurationHour: 'Duration (hours)',
  AppointmentDurationMinute: 'Duration (minutes)',
  LastName: 'Last name',
  FirstName: 'First name',
  CustomerId: 'Customer',
  ContactId: 'Contact',
  LoanType: 'Type of work',
  Address1: 'Address',
  Address2: 'Address line 2',
  CellPhone: 'Cell phone',
  EmailAddress: 'Email',
  CoSignerName: 'Co-signer',
  CoSignerCellPhone: "Co-signer's cell phone",
  CoSignerEmailAddress: "Co-signer's email",
  OrderNumber: 'Order number',
  LoanNumber: 'Loan number',
  InvoiceNumber: 'Invoice number',
  InvoiceSent: 'Invoice sent',
  InvoicePaid: 'Invoice paid',
  StartMileage: 'Start mileage',
  EndMileage: 'End mileage',
  TrackingSentBy: 'Sent via',
  TrackingNumber: 'Tracking number',
  RON: 'Remote online notarization',
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'object') {
    const time = value as { Hour?: number; Minute?: number; AmPm?: string };
    if (time.Hour !== undefined) return `${time.Hour}:${String(time.Minute).padStart(2, '0')} ${time.AmPm}`;
    return JSON.stringify(value);
  }
  return String(value);
};

/**
 * A save met a newer version (409): what the other save changed since this form was opened, each
 * field with the value saved now and the one in this form.
 */
export function conflictingChanges(
  opened: SigningFormValues,
  saved: SigningFormValues,
  mine: SigningFormValues,
): Array<{ field: string; label: string; saved: string; mine: string }> {
  const before = saveBodyOf(opened) as unknown as Record<string, unknown>;
  const now = saveBodyOf(saved) as unknown as Record<string, unknown>;
  const yours = saveBodyOf(mine) as unknown as Record<string, unknown>;
  return Object.keys(now)
    .filter((field) => field !== 'Id' && field !== 'Revision' && JSON.stringify(now[field]) !== JSON.stringify(before[field]))
    .map((field) => ({
      field,
      label: FIELD_NAMES[field as keyof SigningSaveBody] ?? field,
      saved: field === 'Payments' ? `${(now[field] as unknown[]).length} payment(s)` : shown(now[field]),
      mine: field === 'Payments' ? `${(yours[field] as unknown[]).length} payment(s)` : shown(yours[field]),
    }));
}
