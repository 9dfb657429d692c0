import type { ConfirmationEntry, Payment, SigningDetails } from '@notary/events';
import { durationParts } from './duration';
import { addMinutes, localDateTime, shortDate } from './local-time';
import { milesDriven } from './mileage';
import { amountPaid, balanceDue, paymentStatus, type PaymentStatus } from './payment-status';

/** What the product works out from a signing's details, payments and calls (none of it is entered). */
export interface SigningFigures {
  /** Local wall-clock start and end, YYYY-MM-DDTHH:mm; a signing without a length lasts an hour. */
  AppointmentDateTime: string;
  AppointmentDateTimeEnd: string;
  Year: number;
  ShortDate: string;
  InvoiceSentShortDate: string;
  InvoicePaidShortDate: string;
  AppointmentDurationHour: number;
  AppointmentDurationMinute: number;
  AmountPaid: number;
  Balance: number;
  PaymentStatus: PaymentStatus;
  Mileage: number;
  HasMileage: boolean;
  HasSignatures: boolean;
  /** The last call's outcome: a signing is confirmed until a later call says otherwise. */
  Confirmed: boolean;
}

export function signingFigures(d: SigningDetails, payments: readonly Payment[], confirmations: readonly ConfirmationEntry[]): SigningFigures {
  const start = localDateTime(d.AppointmentDate, d.AppointmentTime);
  const parts = durationParts(d.AppointmentDuration);
  const mileage = milesDriven(d.StartMileage, d.EndMileage);
  return {
    AppointmentDateTime: start,
    AppointmentDateTimeEnd: addMinutes(start, d.AppointmentDuration ?? 60),
    Year: Number(d.AppointmentDate.slice(0, 4)),
    ShortDate: shortDate(d.AppointmentDate),
    InvoiceSentShortDate: shortDate(d.InvoiceSent),
    InvoicePaidShortDate: shortDate(d.InvoicePaid),
    AppointmentDurationHour: parts.hour,
    AppointmentDurationMinute: parts.minute,
    AmountPaid: amountPaid(payments),
    Balance: balanceDue(d, payments),
    PaymentStatus: paymentStatus(d, payments),
    Mileage: mileage,
    HasMileage: mileage > 0,
    HasSignatures: (d.Signatures ?? 0) > 0,
    Confirmed: confirmations.at(-1)?.Confirmed ?? false,
  };
}
