// The signings screens' views of the shared queries' answers. The wire's own shapes (Signing,
// SigningSaveBody, SigningPage...) are the contract's: import them from '@notary/contracts'.
// Type-only, so the Node tests of the signing rules compile without the API client.
import type { Customer, Settings, WorkType as SettingsWorkType } from '@notary/contracts';

/** What the signings screens read of the notary's settings: only these, so a form or a test can be given just what it uses. */
export type SigningSettings = Pick<
  Settings,
  'GridView' | 'HiddenColumns' | 'AutoNotaryFee' | 'UseTotalMileage' | 'EnableRON' | 'EnableConfirmations' | 'TrackingCompanies' | 'LoanTypes'
>;
export type WorkType = Pick<
  SettingsWorkType,
  'Id' | 'Name' | 'IsDeleted' | 'IsActive' | 'SortOrder' | 'FeeAmount' | 'AppointmentDuration' | 'AppointmentCategory'
>;
export type CustomerChoice = Pick<Customer, 'Id' | 'Name' | 'Inactive' | 'Contacts'>;
