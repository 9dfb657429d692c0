// Type-only files, so the Node tests of the signing rules compile without the API client.
import type { Customer } from '../../shared/queries/customerTypes';
import type { GridView, Settings, TrackingCompany, WorkType as SettingsWorkType } from '../../shared/queries/settingsTypes';

/**
 * The signing (appointment) as the server answers it (spec 000 §3, 001 §3): get/{id}, getpage and
 * prepareprint all answer this shape. Dates are local calendar dates, YYYY-MM-DD.
 */
export interface TimeOfDay {
  Hour: number;
  Minute: number;
  AmPm: 'AM' | 'PM';
}

export interface Payment {
  PaymentId: string;
  PaidDate: string;
  Amount: number;
  CheckNumber: string;
}

/** One call with the signer, as the signing carries it. */
export interface ConfirmationEntry {
  Note: string;
  Confirmed: boolean;
  ConfirmationDate: string;
  ConfirmationTime: TimeOfDay;
  RecordedAt: string;
}

export interface Signing {
  Id: string;
  /** The signing's revision when it was read; sent back on save so a stale edit answers 409. */
  Revision: number | null;
  AppointmentDate: string;
  AppointmentTime: TimeOfDay;
  /** Local wall-clock start, YYYY-MM-DDTHH:mm. */
  AppointmentDateTime: string;
  AppointmentDuration: number | null;
  AppointmentDurationHour: number;
  AppointmentDurationMinute: number;
  ShortDate: string;
  LastName: string;
  FirstName: string;
  CustomerId: string | null;
  CustomerName: string;
  ContactId: string | null;
  /** The type of work's id (the server's name for it is LoanType). */
  LoanType: number | null;
  AppointmentTypeCategoryId: number | null;
  AppointmentTypeDescription: string;
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
  Amount: number | null;
  AmountPaid: number;
  Balance: number;
  PaymentStatus?: 'paid' | 'unpaid' | 'none';
  InvoiceNumber: string;
  InvoiceSent: string | null;
  InvoicePaid: string | null;
  StartMileage: number | null;
  EndMileage: number | null;
  Mileage: number;
  Signatures: number | null;
  Documents: number | null;
  TrackingSentBy: number | null;
  TrackingNumber: string;
  RON: boolean;
  Payments: Payment[];
  Confirmed: boolean;
  ConfirmationHistory?: ConfirmationEntry[];
}

/** The fields of a signing the edit form owns; the server derives everything else. */
type EditableSigningField =
  | 'Id' | 'Revision' | 'AppointmentDate' | 'AppointmentTime' | 'AppointmentDurationHour' | 'AppointmentDurationMinute'
  | 'LastName' | 'FirstName' | 'CustomerId' | 'ContactId' | 'LoanType' | 'Address1' | 'Address2' | 'City' | 'State' | 'Zip'
  | 'CellPhone' | 'EmailAddress' | 'CoSignerName' | 'CoSignerCellPhone' | 'CoSignerEmailAddress' | 'OrderNumber' | 'LoanNumber'
  | 'Amount' | 'InvoiceNumber' | 'InvoiceSent' | 'InvoicePaid' | 'StartMileage' | 'EndMileage' | 'Signatures' | 'Documents'
  | 'TrackingSentBy' | 'TrackingNumber' | 'RON';

/** What POST save accepts: the form's fields, with payments as typed (a row may lack a date). */
export type SigningSaveBody = Pick<Signing, EditableSigningField> & {
  Payments: Array<{ PaymentId: string; PaidDate: string | null; Amount: number | null; CheckNumber: string }>;
};

export interface SaveAnswer extends Signing {
  Position: number;
  /** Nothing differed from what was stored, so nothing was written. */
  Unchanged: boolean;
}

export type StatusFilter = 'All' | 'Paid' | 'Unpaid' | 'Unpaid30' | 'Unpaid45' | 'Unpaid60' | 'Unpaid90' | 'NoMileage' | 'NoSignatures';

/** The columns getpage can sort by (libs/read-models signing-list.query.ts). */
export type SortableColumn =
  | 'AppointmentDateTime' | 'LastName' | 'CustomerName' | 'AppointmentTypeDescription' | 'City' | 'Amount' | 'AmountPaid' | 'Balance'
  | 'InvoiceNumber' | 'InvoiceSent' | 'InvoicePaid' | 'Mileage' | 'OrderNumber' | 'Documents' | 'Signatures' | 'TrackingNumber' | 'Confirmed';

export interface SigningPageRequest {
  PageNumber: number;
  PageSize: number;
  Year: number | 'All' | 'Custom';
  StartDate?: string;
  EndDate?: string;
  CustomerId?: string;
  Status: StatusFilter;
  LoanTypes: number[];
  Search: string;
  SortBy: SortableColumn;
  SortDirection: 'asc' | 'desc';
  /** The notary's local date: the days-past filters count from it. */
  Today: string;
}

export interface SigningPage {
  Appointments: Signing[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
}

export interface ConfirmationHistoryEntry {
  AppointmentId: string;
  Note: string;
  Confirmed: boolean;
  /** MM/DD/YYYY. */
  ConfirmationDateTime: string;
  ConfirmationTime: TimeOfDay;
  RecordedAt: string;
}

export interface ConfirmationHistory {
  AppointmentId: string;
  Confirmed: boolean;
  ConfirmationHistory: ConfirmationHistoryEntry[];
  PresetConfirmationNotes: string[];
  PresetNonConfirmationNotes: string[];
}

export interface ConfirmationBody {
  AppointmentId: string;
  Note: string;
  Confirmed: boolean;
  ConfirmationDateTime: string;
  ConfirmationTime: TimeOfDay;
}

export interface BatchPaymentBody {
  SigningIds: string[];
  PaymentDate: string;
  CheckNumber: string;
}

/**
 * What the signings screens read of the notary's settings and customers (the shared queries'
 * answers): only these fields, so a form or a test can be given just what it uses.
 */
export type SigningSettings = Pick<
  Settings,
  'GridView' | 'HiddenColumns' | 'AutoNotaryFee' | 'UseTotalMileage' | 'EnableRON' | 'EnableConfirmations' | 'TrackingCompanies' | 'LoanTypes'
>;
export type WorkType = Pick<
  SettingsWorkType,
  'Id' | 'Name' | 'IsDeleted' | 'IsActive' | 'SortOrder' | 'FeeAmount' | 'AppointmentDuration' | 'AppointmentCategory'
>;
export type CustomerChoice = Pick<Customer, 'Id' | 'Name' | 'Inactive' | 'Contacts'>;
export type { GridView, TrackingCompany };
