import type { DomainEvent } from './envelope';
import type { GoogleCalendarConnectionEvent } from './google-calendar';
import type { PaymentTermsCode } from './signings';

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
  /**
   * Its fee is for acting as a notary public, exempt from self-employment tax; absent in types
   * recorded before it existed, which the domain's isNotarialFee decides by type and category.
   */
  NotarialFee?: boolean;
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
  /**
   * The terms a new invoice gets when its customer has none of its own; absent (settings recorded
   * before it existed): Net 30, the domain's DEFAULT_PAYMENT_TERMS.
   */
  DefaultPaymentTerms?: PaymentTermsCode;
}

/**
 * The Schedule C (Form 1040) line an expense type is deducted on: 8 advertising, 9 car and truck,
 * 10 commissions and fees, 11 contract labor, 13 depreciation, 15 insurance, 16 interest, 17 legal
 * and professional, 18 office expense, 20 rent or lease, 21 repairs, 22 supplies, 23 taxes and
 * licenses, 24a travel, 24b meals (50% deductible), 25 utilities, 27a other, 30 business use of home.
 */
export type ScheduleCLine = '8' | '9' | '10' | '11' | '13' | '15' | '16' | '17' | '18' | '20' | '21' | '22' | '23' | '24a' | '24b' | '25' | '27a' | '30';

/**
 * An expense type of the notary's own (the standard ones come with the product, in code). It keeps
 * its id when deleted, so expenses already of that type still say what they were.
 */
export interface CustomExpenseType {
  Id: number;
  Description: string;
  ScheduleCLine: ScheduleCLine;
  IsDeleted: boolean;
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
/** The custom expense types added, renamed, moved to another line or deleted (only those). */
export type ExpenseTypesChanged = DomainEvent<'ExpenseTypesChanged', { ExpenseTypes: CustomExpenseType[] }>;
/**
 * The notary merged a custom type of work into a standard one: the custom type is retired
 * (IsDeleted) and each of SigningIds (its signings when the merge was recorded) is re-typed, on its
 * own stream, by a SigningRetyped with Reason 'merge'.
 */
export type CustomWorkTypeMerged = DomainEvent<'CustomWorkTypeMerged', { CustomTypeId: number; IntoTypeId: number; SigningIds: string[] }>;

export type SettingsEvent =
  | SettingsInitialized
  | BusinessProfileUpdated
  | PreferencesChanged
  | OnboardingStatusChanged
  | TrackingCompaniesChanged
  | WorkTypesChanged
  | WorkCategoriesChanged
  | ExpenseTypesChanged
  | CustomWorkTypeMerged
  | GoogleCalendarConnectionEvent;

export const settingsStream = (userId: string) => `settings-${userId}`;
