import { STANDARD_CATEGORIES } from '@notary/domain';
import type { SettingsFields } from './settings.document';

/** What the answer is made of: a settings document, or the settings stream's own state. */
export type SettingsParts = Pick<SettingsFields, 'Profile' | 'IsOnboardedStatus' | 'Preferences' | 'TrackingCompanies' | 'Categories' | 'WorkTypes'>;

/**
 * The settings as the HTTP contract shows them (spec 000 §3, 001 §3): preferences flattened to the
 * top level, work types as LoanTypes with their AppointmentCategory.
 */
export function settingsView(state: SettingsParts) {
  const categoryOf = (id: number) => state.Categories.find((c) => c.Id === id) ?? STANDARD_CATEGORIES.find((c) => c.Id === id)!;
  return {
    Profile: state.Profile,
    IsOnboardedStatus: state.IsOnboardedStatus,
    ...state.Preferences,
    TrackingCompanies: state.TrackingCompanies,
    Categories: state.Categories.map((category) => ({ ...category, Readonly: true, IsDeleted: false })),
    LoanTypes: [...state.WorkTypes]
      .sort((a, b) => a.SortOrder - b.SortOrder || a.Name.localeCompare(b.Name))
      .map((type) => ({
        Id: type.Id,
        Name: type.Name,
        Description: type.Name,
        FeeAmount: type.FeeAmount,
        AppointmentDuration: type.AppointmentDuration,
        Readonly: type.Readonly,
        IsActive: type.IsActive,
        IsDeleted: type.IsDeleted,
        SortOrder: type.SortOrder,
        AppointmentCategory: { Id: type.CategoryId, Description: categoryOf(type.CategoryId)?.Description ?? '' },
      })),
  };
}

export type SettingsView = ReturnType<typeof settingsView>;
