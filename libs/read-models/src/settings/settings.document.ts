import type { BusinessProfile, CustomExpenseType, OnboardingStatus, Preferences, TrackingCompany, WorkCategory, WorkType } from '@notary/events';

/** A notary's settings as the settings dialogs, the signing form and onboarding read them. */
export type SettingsFields = {
  /** False only before SettingsInitialized (never seen in practice: registration writes it). */
  initialized: boolean;
  Profile: BusinessProfile;
  Preferences: Preferences;
  IsOnboardedStatus: OnboardingStatus;
  Categories: WorkCategory[];
  WorkTypes: WorkType[];
  TrackingCompanies: TrackingCompany[];
  /** The notary's own expense types; absent until they add one. */
  ExpenseTypes?: CustomExpenseType[];
  OwnerId: string;
};

export type SettingsDocument = SettingsFields & { _id: string; [key: string]: unknown };

export const SETTINGS = 'settings';
