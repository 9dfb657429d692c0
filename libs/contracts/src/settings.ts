import { z } from 'zod';
import { money, smallId, text, usState, zipCode, type Written } from './primitives';
import { GRID_VIEWS, HIDEABLE_COLUMNS, PAYMENT_TERMS_VALUES, type GridView, type PaymentTermsCode } from './wire-values';

/** Category ids are fixed by the product: 1 general notary work, 2 loan signing, 3 other. */
const categoryId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const ProfileBody = z
  .object({
    Name: text(100),
    Company: text(150),
    Address: text(200),
    Address2: text(200),
    City: text(100),
    State: text(2),
    Zip: text(10),
    Phone: text(30),
    Email: text(254),
    CanImport: z.boolean(),
  })
  .partial();

const TrackingCompanyBody = z.object({
  Id: smallId().default(0),
  Name: text(100),
  Website: text(300).refine((value) => value === '' || /^https?:\/\//.test(value), 'must start with http:// or https://'),
  Parameters: text(300).default(''),
});

/** A changed type of work (the wire calls it LoanType); Id absent or 0 is a new custom type. */
const LoanTypeBody = z.object({
  Id: smallId().optional(),
  Name: text(100).optional(),
  FeeAmount: money().optional(),
  AppointmentDuration: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  IsActive: z.boolean().optional(),
  IsDeleted: z.boolean().optional(),
  SortOrder: z.number().int().min(0).max(100_000).optional(),
  AppointmentCategory: z.object({ Id: categoryId }).optional(),
  /** Its fee is for acting as a notary public (exempt from self-employment tax). */
  NotarialFee: z.boolean().optional(),
});

const CategoryBody = z.object({ Id: categoryId, IsActive: z.boolean().optional(), SortOrder: z.number().int().min(0).max(1000).optional() });

/**
 * POST profileapi/save (spec 001 §7): the business profile printed on invoices, checked as an
 * address is (a US state, a ZIP code) and with a real e-mail address when one is given. Whether
 * import is offered (CanImport) is not the notary's to change here.
 */
export const ProfileSaveBody = z.object({
  Name: text(100).default(''),
  Company: text(150).default(''),
  Address: text(200).default(''),
  Address2: text(200).default(''),
  City: text(100).default(''),
  State: usState(),
  Zip: zipCode(),
  Phone: text(30).default(''),
  Email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'must be an e-mail address')
    .default(''),
});
export type ProfileSaveRequest = z.input<typeof ProfileSaveBody>;

/** A settings save (spec 001 §7): the settings, with only the changed LoanTypes, plus Categories. */
export const SettingsBody = z.object({
  Profile: ProfileBody.optional(),
  GridView: z.enum(GRID_VIEWS).optional(),
  HiddenColumns: z.array(z.enum(HIDEABLE_COLUMNS)).max(HIDEABLE_COLUMNS.length).optional(),
  AutoNotaryFee: z.boolean().optional(),
  UseTotalMileage: z.boolean().optional(),
  AutoCalculateTotalMileage: z.boolean().optional(),
  GoogleCalendarEnabled: z.boolean().optional(),
  iCalEnabled: z.boolean().optional(),
  EnableRON: z.boolean().optional(),
  EnableConfirmations: z.boolean().optional(),
  NextInvoiceNumber: z.number().int().min(1).max(1_000_000_000).optional(),
  InvoiceDefaultNotes: text(2000).optional(),
  /** The notary's own deduction per mile (dollars), or null for the IRS standard rate. */
  /** Dollars per mile to a tenth of a cent (the IRS's own rates run to 65.5¢), or null for the IRS rate. */
  MileageRate: z
    .number()
    .finite()
    .gt(0, 'must be above 0')
    .max(10, 'must be at most $10 a mile')
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'must be dollars to a tenth of a cent (at most three decimal places)')
    .nullable()
    .optional(),
  /** The terms of a new invoice whose customer has none of its own. */
  DefaultPaymentTerms: z.enum(PAYMENT_TERMS_VALUES, { error: 'must be DueOnReceipt, Net15, Net30 or Net45' }).optional(),
  TrackingCompanies: z.array(TrackingCompanyBody).max(50).optional(),
  LoanTypes: z.array(LoanTypeBody).max(500).optional(),
  Categories: z.array(CategoryBody).max(3).optional(),
});
export type SettingsSaveBody = z.input<typeof SettingsBody>;
export type SettingsInput = z.output<typeof SettingsBody>;

/** 0 new (show getting started), 1 show what's new, 2 done. */
export const OnboardingBody = z.object({ IsOnboardedStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
export type OnboardedStatus = z.output<typeof OnboardingBody>['IsOnboardedStatus'];

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

/** A carrier whose tracking page is Website + Parameters with {TN} replaced by the tracking number. */
export interface TrackingCompany {
  Id: number;
  Name: string;
  Website: string;
  Parameters: string;
}

export interface WorkCategory {
  Id: number;
  Description: string;
  IsActive: boolean;
  SortOrder: number;
  Readonly: boolean;
  IsDeleted: boolean;
}

/** A type of work as settings answer it (the wire calls it LoanType; Description repeats Name). */
export interface WorkType {
  Id: number;
  Name: string;
  Description: string;
  FeeAmount: number;
  /** Default length in minutes; 0 when none. */
  AppointmentDuration: number;
  /** Standard types come with the product; custom ones are the notary's. */
  Readonly: boolean;
  IsActive: boolean;
  IsDeleted: boolean;
  SortOrder: number;
  /** Its fee is a notarial fee (exempt from self-employment tax): the type's own flag, or the default for it. */
  NotarialFee: boolean;
  AppointmentCategory: { Id: number; Description: string };
}

/** The notary's preferences, flattened into the settings answer. */
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
  /** The notary's own deduction per mile (dollars); absent or null: the IRS standard rate. */
  MileageRate?: number | null;
  /** The terms of a new invoice whose customer has none of its own (Net 30 until the notary picks). */
  DefaultPaymentTerms: PaymentTermsCode;
}

/** GET settingsapi/get/ (spec 000 §3, 001 §3): the preferences, the business profile, the tracking companies and the categories with their types of work. */
export interface Settings extends Preferences {
  Profile: BusinessProfile;
  IsOnboardedStatus: OnboardedStatus;
  TrackingCompanies: TrackingCompany[];
  Categories: WorkCategory[];
  LoanTypes: WorkType[];
}

export interface SettingsSaveAnswer extends Settings, Written {}
export interface OnboardingAnswer extends Written {
  IsOnboardedStatus: OnboardedStatus;
}

/**
 * PATCH settingsapi/mergeCustomAppointmentType/ (spec 001 §7), in the body or the query string:
 * the custom type to merge and the standard (default) type it goes into. An id that is missing or
 * not a whole number reads as 0; the domain answers spec 001 §8's message for anything but a
 * custom type of the notary's own into a standard one.
 */
const mergeId = () => z.coerce.number().int().min(0).max(1_000_000).catch(0);
export const MergeWorkTypeBody = z.object({ customAppointmentId: mergeId(), defaultAppointmentId: mergeId() });
export type MergeWorkTypeRequest = z.input<typeof MergeWorkTypeBody>;

/** The merge's answer: the settings as they are now (the custom type retired) and how many signings were re-typed. */
export interface MergeWorkTypeAnswer extends Settings, Written {
  /** The signings the merge concerns (those of the custom type when it was recorded). */
  SigningIds: string[];
  /** How many of them this request re-typed (0 when a retry finds them done). */
  SigningsRetyped: number;
}

/** A category as GET settingsapi/getappointmentcategorytype/ answers it: with its fee and its (live) types of work. */
export interface WorkCategoryWithTypes extends WorkCategory {
  FeeAmount: number;
  AppointmentTypes: WorkType[];
}

/** GET settingsapi/getappointmentcategorytype/ (spec 001 §7): the settings, each category with its types. */
export interface SettingsWithCategories extends Omit<Settings, 'Categories'> {
  Categories: WorkCategoryWithTypes[];
}

/** GET settingsapi/appointmenttypeusage/: how many signings each type of work has (what a merge re-types). */
export interface WorkTypeUsage {
  AppointmentTypes: Array<{ Id: number; Signings: number }>;
}
