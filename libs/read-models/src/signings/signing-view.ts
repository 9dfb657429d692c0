import type { ConfirmationEntry, Payment, SavedInvoice, SigningDetails } from '@notary/events';
import { addMinutes, amountPaid, balanceDue, durationParts, localDateTime, milesDriven, paymentStatus, shortDate } from '@notary/domain';
import { searchable } from '../shared/search';
import type { SigningView } from './signing.document';

export { addMinutes, localDateTime, paymentStatus, shortDate };

function searchText(details: SigningDetails): string {
  return searchable(
    [
      details.LastName,
      details.FirstName,
      details.Address1,
      details.Address2,
      details.City,
      details.State,
      details.Zip,
      details.OrderNumber,
      details.LoanNumber,
      details.InvoiceNumber,
      details.TrackingNumber,
      details.CellPhone,
      details.EmailAddress,
      details.CoSignerName,
      details.AppointmentTypeDescription,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * Everything derived from a signing's details, payments and confirmations, computed in one place.
 * Written as one literal naming every field: V8 gives such an object a fast shape, while a spread
 * copy with fields added afterwards, or fields added in a loop, ends up in a slow shape that costs
 * microseconds to copy again; a rebuild copies these documents hundreds of thousands of times.
 */
export function signingView(
  base: {
    Id: string;
    OwnerId: string;
    Revision: number;
    CustomerName: string;
    Invoice: SavedInvoice | null;
    BatchInvoiceId: string | null;
    CreatedAt: string;
    UpdatedAt: string;
  },
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
    Invoice: base.Invoice,
    BatchInvoiceId: base.BatchInvoiceId,
    OnBatchInvoice: base.BatchInvoiceId !== null,
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
    CustomerSearchName: searchable(base.CustomerName),
  };
}
