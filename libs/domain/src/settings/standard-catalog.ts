import type { BusinessProfile, Preferences, TrackingCompany, WorkCategory, WorkType } from '@notary/events';

/** Spec 001 §3: the three categories every notary starts with. */
export const STANDARD_CATEGORIES: WorkCategory[] = [
  { Id: 1, Description: 'SPECIALTY/GENERAL NOTARY WORK', IsActive: true, SortOrder: 1 },
  { Id: 2, Description: 'LOAN SIGNING WORK', IsActive: true, SortOrder: 2 },
  { Id: 3, Description: 'OTHER TYPES OF WORK', IsActive: true, SortOrder: 3 },
];

export const GENERAL_NOTARY_CATEGORY = 1;
export const LOAN_SIGNING_CATEGORY = 2;
export const OTHER_CATEGORY = 3;

/** The category fee shown for general notary work comes from type 9, for loan signings from type 6. */
export const CATEGORY_FEE_SOURCE: Record<number, number> = { 1: 9, 2: 6 };

const standard = (Id: number, Name: string, CategoryId: 1 | 2 | 3, FeeAmount: number, AppointmentDuration: number): WorkType => ({
  Id,
  Name,
  CategoryId,
  FeeAmount,
  AppointmentDuration,
  Readonly: true,
  IsActive: true,
  IsDeleted: false,
  SortOrder: Id,
});

/** Standard types of work: what most mobile notaries and signing agents are paid for. */
export const STANDARD_WORK_TYPES: WorkType[] = [
  standard(1, 'Refinance', 2, 125, 60),
  standard(2, 'Purchase - Buyer', 2, 150, 75),
  standard(3, 'Purchase - Seller', 2, 100, 45),
  standard(4, 'HELOC', 2, 100, 45),
  standard(5, 'Reverse Mortgage', 2, 175, 90),
  standard(6, 'Loan Signing', 2, 125, 60),
  standard(7, 'Loan Modification', 2, 100, 45),
  standard(8, 'Commercial Loan', 2, 200, 90),
  standard(9, 'General Notary Work', 1, 15, 30),
  standard(10, 'Acknowledgment', 1, 15, 15),
  standard(11, 'Jurat', 1, 15, 15),
  standard(12, 'Power of Attorney', 1, 25, 30),
  standard(13, 'I-9 Employment Verification', 1, 35, 30),
  standard(14, 'Apostille Assistance', 1, 75, 30),
  standard(15, 'Travel Fee', 3, 25, 0),
  standard(16, 'Fingerprinting', 3, 30, 20),
  standard(17, 'Document Courier', 3, 40, 30),
  standard(18, 'Other', 3, 0, 0),
];

/** Common carriers; the tracking link is Website + Parameters with {TN} replaced. */
export const STANDARD_TRACKING_COMPANIES: TrackingCompany[] = [
  { Id: 1, Name: 'FedEx', Website: 'https://www.fedex.com/fedextrack/', Parameters: '?trknbr={TN}' },
  { Id: 2, Name: 'UPS', Website: 'https://www.ups.com/track', Parameters: '?tracknum={TN}' },
  { Id: 3, Name: 'USPS', Website: 'https://tools.usps.com/go/TrackConfirmAction', Parameters: '?tLabels={TN}' },
  { Id: 4, Name: 'DHL', Website: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html', Parameters: '?tracking-id={TN}' },
];

export const DEFAULT_PREFERENCES: Preferences = {
  GridView: 'medium',
  HiddenColumns: [],
  AutoNotaryFee: false,
  UseTotalMileage: false,
  AutoCalculateTotalMileage: false,
  GoogleCalendarEnabled: false,
  iCalEnabled: false,
  EnableRON: false,
  EnableConfirmations: true,
  NextInvoiceNumber: 1001,
  InvoiceDefaultNotes: 'Thank you for your business.',
};

export const blankProfile = (email: string): BusinessProfile => ({
  Name: '',
  Company: '',
  Address: '',
  Address2: '',
  City: '',
  State: '',
  Zip: '',
  Phone: '',
  Email: email,
  CanImport: true,
});
