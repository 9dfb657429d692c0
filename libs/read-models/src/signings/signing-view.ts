import type { ConfirmationEntry, Payment, SigningDetails, TimeOfDay } from '@notary/events';
import { amountPaid, balanceDue, durationParts, isPaid, isUnpaid, milesDriven } from '@notary/domain';
import type { PaymentStatus, SigningView } from './signing.document';

const pad = (value: number) => String(value).padStart(2, '0');

/** 2:30 PM on 2026-03-05 → 2026-03-05T14:30. */
export function localDateTime(date: string, time: TimeOfDay): string {
  const hour24 = (time.Hour % 12) + (time.AmPm === 'PM' ? 12 : 0);
  return `${date}T${pad(hour24)}:${pad(time.Minute)}`;
}

export function addMinutes(localDateTimeValue: string, minutes: number): string {
  const at = new Date(`${localDateTimeValue}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 16);
}

/** 2026-03-05 → 03/05/2026. */
export const shortDate = (date: string | null) => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');

export function paymentStatus(details: SigningDetails, payments: Payment[]): PaymentStatus {
  if (isUnpaid(details, payments)) return 'unpaid';
  return isPaid(details) ? 'paid' : 'none';
}

function searchText(details: SigningDetails): string {
  return [
    details.LastName, details.FirstName, details.Address1, details.Address2, details.City, details.State, details.Zip,
    details.OrderNumber, details.LoanNumber, details.InvoiceNumber, details.TrackingNumber, details.CellPhone, details.EmailAddress,
    details.CoSignerName, details.AppointmentTypeDescription,
  ].filter(Boolean).join(' ').toLowerCase();
}

/** Everything derived from a signing's details, payments and confirmations, computed in one place. */
export function signingView(
  base: { Id: string; OwnerId: string; Revision: number; CustomerName: string; CreatedAt: string; UpdatedAt: string },
  details: SigningDetails,
  payments: Payment[],
  confirmations: ConfirmationEntry[],
): SigningView {
  const start = localDateTime(details.AppointmentDate, details.AppointmentTime);
  const parts = durationParts(details.AppointmentDuration);
  const mileage = milesDriven(details.StartMileage, details.EndMileage);
  return {
    ...details,
    ...base,
    AppointmentDateTime: start,
    AppointmentDateTimeEnd: addMinutes(start, details.AppointmentDuration ?? 60),
    Year: Number(details.AppointmentDate.slice(0, 4)),
    ShortDate: shortDate(details.AppointmentDate),
    InvoiceSentShortDate: shortDate(details.InvoiceSent),
    InvoicePaidShortDate: shortDate(details.InvoicePaid),
    AppointmentDurationHour: parts.hour,
    AppointmentDurationMinute: parts.minute,
    Payments: payments,
    AmountPaid: amountPaid(payments),
    Balance: balanceDue(details, payments),
    PaymentStatus: paymentStatus(details, payments),
    Mileage: mileage,
    HasMileage: mileage > 0,
    HasSignatures: (details.Signatures ?? 0) > 0,
    Confirmed: confirmations.at(-1)?.Confirmed ?? false,
    ConfirmationHistory: confirmations,
    SearchText: searchText(details),
  };
}
