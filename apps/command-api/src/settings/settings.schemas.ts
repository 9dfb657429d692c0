import { z } from 'zod';
import { HIDEABLE_COLUMNS } from '@notary/domain';
import { money, text } from '../http/validation';

const categoryId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const Profile = z.object({
  Name: text(100), Company: text(150), Address: text(200), Address2: text(200), City: text(100),
  State: text(2), Zip: text(10), Phone: text(30), Email: text(254), CanImport: z.boolean(),
}).partial();

const TrackingCompany = z.object({
  Id: z.number().int().min(0).max(1_000_000).default(0),
  Name: text(100),
  Website: text(300).refine((value) => value === '' || /^https?:\/\//.test(value), 'must start with http:// or https://'),
  Parameters: text(300).default(''),
});

const LoanType = z.object({
  Id: z.number().int().min(0).max(1_000_000).optional(),
  Name: text(100).optional(),
  FeeAmount: money().optional(),
  AppointmentDuration: z.number().int().min(0).max(24 * 60).optional(),
  IsActive: z.boolean().optional(),
  IsDeleted: z.boolean().optional(),
  SortOrder: z.number().int().min(0).max(100_000).optional(),
  AppointmentCategory: z.object({ Id: categoryId }).optional(),
});

const Category = z.object({ Id: categoryId, IsActive: z.boolean().optional(), SortOrder: z.number().int().min(0).max(1000).optional() });

/** A settings save (spec 001 §7): the settings, with only the changed LoanTypes, plus Categories. */
export const SettingsBody = z.object({
  Profile: Profile.optional(),
  GridView: z.enum(['medium', 'small', 'condensed']).optional(),
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
  TrackingCompanies: z.array(TrackingCompany).max(50).optional(),
  LoanTypes: z.array(LoanType).max(500).optional(),
  Categories: z.array(Category).max(3).optional(),
});
export type SettingsBody = z.infer<typeof SettingsBody>;

export const OnboardingBody = z.object({ IsOnboardedStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
export type OnboardingBody = z.infer<typeof OnboardingBody>;
