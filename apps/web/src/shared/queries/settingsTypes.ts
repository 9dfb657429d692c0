export interface BusinessProfile {
  Name: string;
  Company: string;
  Address: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  Phone: string;
  Email: string;
  CanImport: boolean;
}

export interface TrackingCompany {
  Id: number | string;
  Name: string;
  Website: string;
  /** Query parameters for the carrier's site; `{TN}` stands for the tracking number. */
  Parameters: string;
}

export interface WorkCategory {
  Id: number;
  Description: string;
  IsActive?: boolean;
  Readonly?: boolean;
  IsDeleted?: boolean;
  SortOrder?: number;
  FeeAmount?: number;
}

/** A type of work (called LoanType by the server): a signing type with its default fee. */
export interface WorkType {
  Id: number;
  Name: string;
  IsDeleted: boolean;
  IsActive: boolean;
  Readonly: boolean;
  SortOrder: number;
  FeeAmount: number;
  AppointmentDuration?: number;
  AppointmentCategory?: WorkCategory;
}

/** 0: new user (show getting started), 1: show what's new, 2: done. */
export type OnboardedStatus = 0 | 1 | 2;

export type GridView = 'medium' | 'small' | 'condensed';

export interface Settings {
  Profile: BusinessProfile;
  IsOnboardedStatus: OnboardedStatus;
  GridView: GridView;
  HiddenColumns: string[];
  AutoNotaryFee: boolean;
  UseTotalMileage: boolean;
  AutoCalculateTotalMileage: boolean;
  GoogleCalendarEnabled: boolean;
  iCalEnabled: boolean;
  EnableRON: boolean;
  EnableConfirmations: boolean;
  NextInvoiceNumber: number;
  InvoiceDefaultNotes: string;
  TrackingCompanies: TrackingCompany[];
  LoanTypes: WorkType[];
  Categories: WorkCategory[];
}
