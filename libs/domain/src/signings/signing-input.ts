import { withFields, type Payment, type SigningDetails, type TimeOfDay, type WorkType } from '@notary/events';
import { validationError } from '../shared';
import { LOAN_SIGNING_CATEGORY, OTHER_CATEGORY } from '../settings/standard-catalog';
import { durationFrom } from './duration';
import { applyTotalMileage } from './mileage';
import { nonNegativeMoney, roundMoney } from '../shared/money';
import { amountPaid } from './payment-status';

/** A signing as the edit form sends it (types already checked at the boundary). */
export type SigningInput = Omit<SigningDetails, 'AppointmentDuration' | 'AppointmentTypeCategoryId' | 'AppointmentTypeDescription'> & {
  AppointmentDurationHour: number;
  AppointmentDurationMinute: number;
  /** Payments as entered; rows without a PaidDate are dropped (spec 001 §5). */
  Payments: Array<{ PaymentId: string; PaidDate: string | null; Amount: number | null; CheckNumber: string }>;
};

/** What the signing's owner has configured that the rules depend on. */
export interface SigningRulesContext {
  workTypes: readonly WorkType[];
  useTotalMileage: boolean;
}

export const SIGNING_MESSAGES = {
  lastNameRequired: "Please enter the signer's last name",
  workTypeUnavailable: 'This type of work is no longer available; choose another one',
  workTypeUnknown: 'This type of work was not found',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function checkTime(time: TimeOfDay): void {
  if (!Number.isInteger(time.Hour) || time.Hour < 1 || time.Hour > 12 || !Number.isInteger(time.Minute) || time.Minute < 0 || time.Minute > 59) {
    throw validationError('SIGNING.TIME', 'The appointment time must be between 1:00 and 12:59 with AM or PM', {
      AppointmentTime: 'Hours run 1-12, minutes 0-59',
    });
  }
}

/**
 * Applies the spec's rules to what the form sent and answers the details and payments to store.
 * `previous` is the signing as it was (null for a new one): several rules depend on what changed.
 */
export function normalizeSigning(
  input: SigningInput,
  previous: SigningDetails | null,
  context: SigningRulesContext,
): { details: SigningDetails; payments: Payment[] } {
  const LastName = input.LastName.trim();
  if (!LastName) throw validationError('SIGNING.LAST_NAME_REQUIRED', SIGNING_MESSAGES.lastNameRequired, { LastName: SIGNING_MESSAGES.lastNameRequired });
  if (!isCalendarDate(input.AppointmentDate))
    throw validationError('SIGNING.DATE', 'The appointment date is not a valid date', { AppointmentDate: 'Enter a valid date' });
  checkTime(input.AppointmentTime);
  for (const [field, value] of [
    ['InvoiceSent', input.InvoiceSent],
    ['InvoicePaid', input.InvoicePaid],
  ] as const) {
    if (value !== null && !isCalendarDate(value)) throw validationError('SIGNING.DATE', `${field} is not a valid date`, { [field]: 'Enter a valid date' });
  }

  const { AppointmentDurationHour, AppointmentDurationMinute, Payments, ...fields } = input;
  const isNew = previous === null;
  let duration = durationFrom(AppointmentDurationHour, AppointmentDurationMinute);
  let amount = input.Amount === null ? null : nonNegativeMoney(input.Amount, 'Amount', 'The fee');
  let loanNumber = input.LoanNumber.trim();
  let ron = input.RON;

  const typeChanged = isNew || previous.LoanType !== input.LoanType;
  const type = input.LoanType === null ? null : (context.workTypes.find((candidate) => candidate.Id === input.LoanType) ?? null);
  if (input.LoanType !== null && !type)
    throw validationError('SIGNING.WORK_TYPE_UNKNOWN', SIGNING_MESSAGES.workTypeUnknown, { LoanType: SIGNING_MESSAGES.workTypeUnknown });
  // A type that was deleted or switched off stays on the records that already have it, read-only.
  if (type && typeChanged && (!type.IsActive || type.IsDeleted)) {
    throw validationError('SIGNING.WORK_TYPE_UNAVAILABLE', SIGNING_MESSAGES.workTypeUnavailable, { LoanType: SIGNING_MESSAGES.workTypeUnavailable });
  }
  if (type && isNew) {
    if (amount === null) amount = roundMoney(type.FeeAmount);
    if (duration === null && type.AppointmentDuration > 0) duration = type.AppointmentDuration;
  }
  if (!isNew && typeChanged && type?.CategoryId !== LOAN_SIGNING_CATEGORY) loanNumber = '';
  if (type?.CategoryId === OTHER_CATEGORY) ron = false;

  const payments: Payment[] = Payments.filter((payment) => payment.PaidDate).map((payment) => {
    if (!isCalendarDate(payment.PaidDate!))
      throw validationError('SIGNING.PAYMENT_DATE', 'A payment date is not a valid date', { Payments: 'Enter a valid payment date' });
    const paid = nonNegativeMoney(payment.Amount ?? 0, 'Payments', 'A payment');
    return { PaymentId: payment.PaymentId, PaidDate: payment.PaidDate!, Amount: paid, CheckNumber: payment.CheckNumber.trim() };
  });

  const mileage = applyTotalMileage(context.useTotalMileage, input.StartMileage, input.EndMileage);
  let invoicePaid = input.InvoicePaid;
  // Payments that cover the whole amount mean the signing is paid: mark it, on the last payment's date.
  if (!invoicePaid && (amount ?? 0) > 0 && amountPaid(payments) >= amount!)
    invoicePaid = payments
      .map((p) => p.PaidDate)
      .sort()
      .at(-1)!;

  const trim = (value: string) => value.trim();
  return {
    payments,
    details: withFields(fields, {
      LastName,
      FirstName: trim(fields.FirstName),
      Address1: trim(fields.Address1),
      Address2: trim(fields.Address2),
      City: trim(fields.City),
      State: trim(fields.State).toUpperCase(),
      Zip: trim(fields.Zip),
      CellPhone: trim(fields.CellPhone),
      EmailAddress: trim(fields.EmailAddress),
      CoSignerName: trim(fields.CoSignerName),
      CoSignerCellPhone: trim(fields.CoSignerCellPhone),
      CoSignerEmailAddress: trim(fields.CoSignerEmailAddress),
      OrderNumber: trim(fields.OrderNumber),
      InvoiceNumber: trim(fields.InvoiceNumber),
      TrackingNumber: trim(fields.TrackingNumber),
      AppointmentDuration: duration,
      AppointmentTypeCategoryId: type?.CategoryId ?? null,
      AppointmentTypeDescription: type?.Name ?? '',
      LoanNumber: loanNumber,
      Amount: amount,
      RON: ron,
      InvoicePaid: invoicePaid,
      StartMileage: mileage.start,
      EndMileage: mileage.end,
    }),
  };
}
