import type { BlankSigning } from '@notary/contracts';
import { shortDate } from '@notary/domain';

/** A new signing's form: 9:00 AM, 1 hour, nothing else filled (the date comes from the client). */
export function blankSigning(today: string): BlankSigning {
  return {
    Id: '', Revision: null, AppointmentDate: today, ShortDate: shortDate(today), AppointmentTime: { Hour: 9, Minute: 0, AmPm: 'AM' }, AppointmentDuration: null,
    AppointmentDurationHour: 1, AppointmentDurationMinute: 0, LastName: '', FirstName: '', CustomerId: null, CustomerName: '', ContactId: null,
    LoanType: null, AppointmentTypeCategoryId: null, AppointmentTypeDescription: '', Address1: '', Address2: '', City: '', State: '', Zip: '',
    CellPhone: '', EmailAddress: '', CoSignerName: '', CoSignerCellPhone: '', CoSignerEmailAddress: '', OrderNumber: '', LoanNumber: '',
    Amount: null, AmountPaid: 0, Balance: 0, InvoiceNumber: '', InvoiceSent: null, InvoicePaid: null, StartMileage: null, EndMileage: null, Mileage: 0,
    Signatures: null, Documents: null, TrackingSentBy: null, TrackingNumber: '', RON: false, Payments: [], Confirmed: false, ConfirmationHistory: [],
  };
}
