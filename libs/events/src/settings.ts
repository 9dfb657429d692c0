import type { DomainEvent } from './envelope';

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

/** Category ids are fixed by the product: 1 general notary work, 2 loan signing, 3 other. */
export type WorkCategoryId = 1 | 2 | 3;

export interface WorkCategory {
  Id: WorkCategoryId;
  Description: string;
  IsActive: boolean;
  SortOrder: number;
}

/** A type of work (the spec's LoanType): what a signing is, with its default fee and duration. */
export interface WorkType {
  Id: number;
  Name: string;
  CategoryId: WorkCategoryId;
  FeeAmount: number;
  /** Default duration in minutes; 0 when none. */
  AppointmentDuration: number;
  /** Standard types come with the product (read-only names); custom ones are the notary's. */
  Readonly: boolean;
  IsActive: boolean;
  IsDeleted: boolean;
  SortOrder: number;
}

/** A carrier whose tracking page is Website + Parameters with {TN} replaced by the tracking number. */
export interface TrackingCompany {
  Id: number;
  Name: string;
  Website: string;
  Parameters: string;
}

export type GridView = 'medium' | 'small' | 'condensed';

/** Preferences a notary changes from the settings dialogs; each change event carries only what changed. */
export interface Preferences {
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
  /**
   * The notary's own deduction per mile in dollars, which then wins over the IRS standard rate;
   * null (or absent, in settings recorded before it existed): the IRS rate of each trip's date.
   */
  MileageRate?: number | null;
}

/** 0 new (show getting started), 1 show what's new, 2 done. */
export type OnboardingStatus = 0 | 1 | 2;

/** Stream `settings-{UserId}`. */
export type SettingsInitialized = DomainEvent<
  'SettingsInitialized',
  {
    Profile: BusinessProfile;
    Preferences: Preferences;
    Categories: WorkCategory[];
    WorkTypes: WorkType[];
    TrackingCompanies: TrackingCompany[];
  }
>;
export type BusinessProfileUpdated = DomainEvent<'BusinessProfileUpdated', { Profile: BusinessProfile }>;
export type PreferencesChanged = DomainEvent<'PreferencesChanged', { Changes: Partial<Preferences> }>;
export type OnboardingStatusChanged = DomainEvent<'OnboardingStatusChanged', { IsOnboardedStatus: OnboardingStatus }>;
export type TrackingCompaniesChanged = DomainEvent<'TrackingCompaniesChanged', { TrackingCompanies: TrackingCompany[] }>;
export type WorkTypesChanged = DomainEvent<'WorkTypesChanged', { WorkTypes: WorkType[] }>;
export type WorkCategoriesChanged = DomainEvent<'WorkCategoriesChanged', { Categories: WorkCategory[] }>;

export type SettingsEvent =
  | SettingsInitialized
  | BusinessProfileUpdated
  | PreferencesChanged
  | OnboardingStatusChanged
  | TrackingCompaniesChanged
  | WorkTypesChanged
  | WorkCategoriesChanged;

export const settingsStream = (userId: string) => `settings-${userId}`;
