import type { Signing } from '@notary/contracts';
import type { WorkType } from '../../apps/web/src/features/signings/types';

/** A stored signing as GET appointmentapi/get/{id} answers it: a refinance for Ann Lee, 5 March 2026 at 2:30 PM. */
export function storedSigning(overrides: Partial<Signing> = {}): Signing {
  return {
    Id: 'sig-1',
    Revision: 7,
    AppointmentDate: '2026-03-05',
    AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
    AppointmentDateTime: '2026-03-05T14:30',
    AppointmentDateTimeEnd: '2026-03-05T16:00',
    Year: 2026,
    AppointmentDuration: 90,
    AppointmentDurationHour: 1,
    AppointmentDurationMinute: 30,
    ShortDate: '03/05/2026',
    LastName: 'Lee',
    FirstName: 'Ann',
    CustomerId: 'cust-1',
    CustomerName: 'Acme Title',
    ContactId: 'contact-1',
    LoanType: 6,
    AppointmentTypeCategoryId: 2,
    AppointmentTypeDescription: 'Refinance',
    Address1: '1200 Main St',
    Address2: 'Suite 4',
    City: 'Springfield',
    State: 'IL',
    Zip: '62701',
    CellPhone: '217-555-0100',
    EmailAddress: 'ann.lee@example.com',
    CoSignerName: 'Bo Lee',
    CoSignerCellPhone: '217-555-0101',
    CoSignerEmailAddress: 'bo.lee@example.com',
    OrderNumber: 'ORD-88',
    LoanNumber: 'LN-4411',
    Amount: 1250.5,
    AmountPaid: 0,
    Balance: 1250.5,
    PaymentStatus: 'unpaid',
    InvoiceNumber: '1042',
    InvoiceSent: '2026-03-06',
    InvoicePaid: null,
    InvoiceSentShortDate: '03/06/2026',
    InvoicePaidShortDate: '',
    StartMileage: null,
    EndMileage: 48,
    Mileage: 48,
    HasMileage: true,
    Signatures: 12,
    Documents: 3,
    HasSignatures: true,
    TrackingSentBy: 2,
    TrackingNumber: '7777 1234',
    RON: false,
    Payments: [],
    Confirmed: false,
    ...overrides,
  };
}

export const GENERAL = { Id: 1, Description: 'SPECIALTY/GENERAL NOTARY WORK' };
export const LOAN_SIGNING = { Id: 2, Description: 'LOAN SIGNING WORK' };
export const OTHER = { Id: 3, Description: 'OTHER TYPES OF WORK' };

export function workType(overrides: Partial<WorkType> & Pick<WorkType, 'Id' | 'Name'>): WorkType {
  return { IsDeleted: false, IsActive: true, SortOrder: 1, FeeAmount: 0, AppointmentDuration: 0, AppointmentCategory: LOAN_SIGNING, ...overrides };
}
