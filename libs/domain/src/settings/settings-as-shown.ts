import type { SettingsState } from './settings.decider';
import { CATEGORY_FEE_SOURCE, STANDARD_CATEGORIES } from './standard-catalog';
import { isNotarialFee } from '../tax/notarial-fees';
import { paymentTermsFor } from '../invoices/payment-terms';

/** What the settings are made of, whether read from the settings stream or from its read model. */
export type SettingsParts = Pick<SettingsState, 'Profile' | 'IsOnboardedStatus' | 'Preferences' | 'TrackingCompanies' | 'Categories' | 'WorkTypes'>;

/**
 * The settings as the product shows them (the HTTP contract's Settings): the stream keeps
 * preferences apart and a type of work's CategoryId, while the wire flattens the preferences into
 * the settings and calls types of work LoanTypes, each with its AppointmentCategory. Written once
 * here, so the save's answer (from the decided state) and the settings query (from the read model)
 * cannot drift apart.
 */
export function settingsAsShown(state: SettingsParts) {
  const categoryOf = (id: number) => state.Categories.find((c) => c.Id === id) ?? STANDARD_CATEGORIES.find((c) => c.Id === id)!;
  return {
    Profile: state.Profile,
    IsOnboardedStatus: state.IsOnboardedStatus,
    ...state.Preferences,
    // Always said, also for settings recorded before the default terms existed (Net 30 then).
    DefaultPaymentTerms: paymentTermsFor(null, state.Preferences.DefaultPaymentTerms),
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
        // Said for every type: its own flag, or what the tax estimate takes it to be.
        NotarialFee: isNotarialFee(type),
        AppointmentCategory: { Id: type.CategoryId, Description: categoryOf(type.CategoryId)?.Description ?? '' },
      })),
  };
}

export type SettingsAsShown = ReturnType<typeof settingsAsShown>;

/**
 * GET settingsapi/getappointmentcategorytype/ (spec 001 §3, §7): the settings with each category
 * holding its live (not deleted) types of work, and the category's fee taken from type 9 (general
 * notary work) or type 6 (loan signing); other types of work have no category fee.
 */
export function settingsWithCategories(state: SettingsParts) {
  const shown = settingsAsShown(state);
  const feeOf = (categoryId: number) => shown.LoanTypes.find((type) => type.Id === CATEGORY_FEE_SOURCE[categoryId])?.FeeAmount ?? 0;
  return {
    ...shown,
    Categories: [...shown.Categories]
      .sort((a, b) => a.SortOrder - b.SortOrder)
      .map((category) => ({
        ...category,
        FeeAmount: feeOf(category.Id),
        AppointmentTypes: shown.LoanTypes.filter((type) => type.AppointmentCategory.Id === category.Id && !type.IsDeleted),
      })),
  };
}
