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

/**
 * Everything derived from a signing's details, payments and confirmations, computed in one place.
 * Written as one literal naming every field: V8 gives such an object a fast shape, while a spread
 * copy with fields added afterwards, or fields added in a loop, ends up in a slow shape that costs
 * microseconds to copy again; a rebuild copies these documents hundreds of thousands of times.
 */
export function signingView(
  base: { Id: string; OwnerId: string; Revision: number; CustomerName: string; CreatedAt: string; UpdatedAt: string },
  d: SigningDetails,
  payments: Payment[],
  confirmations: ConfirmationEntry[],
): SigningView {
  const start = localDateTime(d.AppointmentDate, d.AppointmentTime);
  const parts = durationParts(d.AppointmentDuration);
  const mileage = milesDriven(d.StartMileage, d.EndMileage);
  return {
    Id: base.Id,
    OwnerId: base.OwnerId,
    Revision: base.Revision,
    CustomerName: base.CustomerName,
    CreatedAt: base.CreatedAt,
    UpdatedAt: base.UpdatedAt,
    AppointmentDate: d.AppointmentDate,
    AppointmentTime: d.AppointmentTime,
    AppointmentDuration: d.AppointmentDuration,
    LastName: d.LastName,
    FirstName: d.FirstName,
    CustomerId: d.CustomerId,
    ContactId: d.ContactId,
    LoanType: d.LoanType,
    AppointmentTypeCategoryId: d.AppointmentTypeCategoryId,
    AppointmentTypeDescription: d.AppointmentTypeDescription,
    Address1: d.Address1,
    Address2: d.Address2,
    City: d.City,
    State: d.State,
    Zip: d.Zip,
    CellPhone: d.CellPhone,
    EmailAddress: d.EmailAddress,
    CoSignerName: d.CoSignerName,
    CoSignerCellPhone: d.CoSignerCellPhone,
    CoSignerEmailAddress: d.CoSignerEmailAddress,
    OrderNumber: d.OrderNumber,
    LoanNumber: d.LoanNumber,
    Amount: d.Amount,
    InvoiceNumber: d.InvoiceNumber,
    InvoiceSent: d.InvoiceSent,
    InvoicePaid: d.InvoicePaid,
    StartMileage: d.StartMileage,
    EndMileage: d.EndMileage,
    Signatures: d.Signatures,
    Documents: d.Documents,
    TrackingSentBy: d.TrackingSentBy,
    TrackingNumber: d.TrackingNumber,
    RON: d.RON,
    AppointmentDateTime: start,
    AppointmentDateTimeEnd: addMinutes(start, d.AppointmentDuration ?? 60),
    Year: Number(d.AppointmentDate.slice(0, 4)),
    ShortDate: shortDate(d.AppointmentDate),
    InvoiceSentShortDate: shortDate(d.InvoiceSent),
    InvoicePaidShortDate: shortDate(d.InvoicePaid),
    AppointmentDurationHour: parts.hour,
    AppointmentDurationMinute: parts.minute,
    Payments: payments,
    AmountPaid: amountPaid(payments),
    Balance: balanceDue(d, payments),
    PaymentStatus: paymentStatus(d, payments),
    Mileage: mileage,
    HasMileage: mileage > 0,
    HasSignatures: (d.Signatures ?? 0) > 0,
    Confirmed: confirmations.at(-1)?.Confirmed ?? false,
    ConfirmationHistory: confirmations,
    SearchText: searchText(d),
  };
}
