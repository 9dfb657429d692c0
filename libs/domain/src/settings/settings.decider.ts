import type { BusinessProfile, CustomExpenseType, OnboardingStatus, Preferences, SettingsEvent, TrackingCompany, WorkCategory, WorkType } from '@notary/events';
import { notFound, validationError, type Decider } from '../shared';
import { blankProfile, DEFAULT_PREFERENCES, STANDARD_CATEGORIES, STANDARD_TRACKING_COMPANIES, STANDARD_WORK_TYPES } from './standard-catalog';
import { mergeWorkTypes, withInactiveCategories } from './work-types';
import { checkMerge, retireMergedType, type WorkTypeMerge } from './work-type-merge';
import { changedExpenseTypes, type ExpenseTypeChange } from '../expenses/expense-types';
import { raisedNextInvoiceNumber } from '../invoices/invoice-rules';
import { isPaymentTermsCode, paymentTermsFor } from '../invoices/payment-terms';

export interface SettingsState {
  initialized: boolean;
  Profile: BusinessProfile;
  Preferences: Preferences;
  IsOnboardedStatus: OnboardingStatus;
  Categories: WorkCategory[];
  WorkTypes: WorkType[];
  TrackingCompanies: TrackingCompany[];
  /**
   * The highest carrier id ever given, deleted carriers included: a new carrier never takes the id of
   * a deleted one, which signings may still name. Absent until the carriers first changed.
   */
  LastTrackingCompanyId?: number;
  /** The notary's own expense types (the standard ones are in code); absent before they had any. */
  ExpenseTypes?: CustomExpenseType[];
  /** The custom types merged into standard ones; absent before the first merge. */
  MergedWorkTypes?: WorkTypeMerge[];
}

/** What a settings save may carry; absent parts are left as they are. */
export interface SettingsChanges {
  Profile?: Partial<BusinessProfile>;
  Preferences?: Partial<Preferences>;
  TrackingCompanies?: TrackingCompany[];
  /** Only the types that changed (spec 001 §7); a type without an Id (or Id 0) is a new custom type. */
  WorkTypes?: Array<Partial<WorkType> & { Id?: number }>;
  Categories?: Array<Pick<WorkCategory, 'Id'> & Partial<WorkCategory>>;
}

export type SettingsCommand =
  | { type: 'InitializeSettings'; email: string }
  | { type: 'SaveSettings'; changes: SettingsChanges }
  | { type: 'SaveOnboardingStatus'; status: OnboardingStatus }
  | { type: 'SaveExpenseTypes'; changes: ExpenseTypeChange[] }
  /** An invoice was saved with this number: spec 001 §5 raises the next number past it. */
  | { type: 'UseInvoiceNumber'; invoiceNumber: number }
  /** Merge a custom type into a standard one; signingIds are the signings of the custom type now. */
  | { type: 'MergeCustomWorkType'; customTypeId: number; intoTypeId: number; signingIds: string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const settingsDecider: Decider<SettingsCommand, SettingsState, SettingsEvent> = {
  initialState: () => ({
    initialized: false,
    Profile: blankProfile(''),
    Preferences: DEFAULT_PREFERENCES,
    IsOnboardedStatus: 0,
    Categories: [],
    WorkTypes: [],
    TrackingCompanies: [],
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'SettingsInitialized':
        return { ...state, initialized: true, ...event.data };
      case 'BusinessProfileUpdated':
        return { ...state, Profile: event.data.Profile };
      case 'PreferencesChanged':
        return { ...state, Preferences: { ...state.Preferences, ...event.data.Changes } };
      case 'OnboardingStatusChanged':
        return { ...state, IsOnboardedStatus: event.data.IsOnboardedStatus };
      case 'TrackingCompaniesChanged':
        return { ...state, TrackingCompanies: event.data.TrackingCompanies, LastTrackingCompanyId: lastTrackingCompanyId(state, event.data.TrackingCompanies) };
      case 'WorkTypesChanged': {
        const changed = new Map(event.data.WorkTypes.map((type) => [type.Id, type]));
        const kept = state.WorkTypes.map((type) => changed.get(type.Id) ?? type);
        const added = event.data.WorkTypes.filter((type) => !state.WorkTypes.some((existing) => existing.Id === type.Id));
        return { ...state, WorkTypes: [...kept, ...added] };
      }
      case 'WorkCategoriesChanged':
        return { ...state, Categories: event.data.Categories };
      case 'ExpenseTypesChanged':
        return { ...state, ExpenseTypes: withChangedExpenseTypes(state.ExpenseTypes, event.data.ExpenseTypes) };
      case 'CustomWorkTypeMerged':
        return {
          ...state,
          WorkTypes: retireMergedType(state.WorkTypes, event.data.CustomTypeId),
          MergedWorkTypes: [...(state.MergedWorkTypes ?? []), event.data],
        };
      case 'GoogleCalendarConnected':
      case 'GoogleCalendarDisconnected':
        return { ...state, Preferences: { ...state.Preferences, GoogleCalendarEnabled: event.type === 'GoogleCalendarConnected' } };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'InitializeSettings') {
      if (state.initialized) return [];
      return [
        {
          type: 'SettingsInitialized',
          data: {
            Profile: blankProfile(command.email),
            Preferences: DEFAULT_PREFERENCES,
            Categories: STANDARD_CATEGORIES,
            WorkTypes: STANDARD_WORK_TYPES,
            TrackingCompanies: STANDARD_TRACKING_COMPANIES,
          },
        },
      ];
    }
    if (!state.initialized) throw notFound('SETTINGS.NOT_FOUND', 'Unable to load settings data');
    if (command.type === 'SaveOnboardingStatus') {
      return command.status === state.IsOnboardedStatus ? [] : [{ type: 'OnboardingStatusChanged', data: { IsOnboardedStatus: command.status } }];
    }
    if (command.type === 'UseInvoiceNumber') {
      const next = raisedNextInvoiceNumber(command.invoiceNumber, state.Preferences.NextInvoiceNumber);
      return next === null ? [] : [{ type: 'PreferencesChanged', data: { Changes: { NextInvoiceNumber: next } } }];
    }
    if (command.type === 'SaveExpenseTypes') {
      const ExpenseTypes = changedExpenseTypes(state.ExpenseTypes ?? [], command.changes);
      return ExpenseTypes.length ? [{ type: 'ExpenseTypesChanged', data: { ExpenseTypes } }] : [];
    }
    if (command.type === 'MergeCustomWorkType') {
      const { recorded } = checkMerge(state, command.customTypeId, command.intoTypeId);
      if (recorded) return [];
      return [{ type: 'CustomWorkTypeMerged', data: { CustomTypeId: command.customTypeId, IntoTypeId: command.intoTypeId, SigningIds: command.signingIds } }];
    }
    return decideSave(command.changes, state);
  },
};

/** The event carries only the types that changed: each replaces the one with its Id, new ones go last. */
export function withChangedExpenseTypes(types: readonly CustomExpenseType[] | undefined, changed: readonly CustomExpenseType[]): CustomExpenseType[] {
  const byId = new Map(changed.map((type) => [type.Id, type]));
  const current = types ?? [];
  return [...current.map((type) => byId.get(type.Id) ?? type), ...changed.filter((type) => !current.some((existing) => existing.Id === type.Id))];
}

function decideSave(changes: SettingsChanges, state: SettingsState): SettingsEvent[] {
  const events: SettingsEvent[] = [];
  if (changes.Profile) {
    const Profile = { ...state.Profile, ...changes.Profile };
    if (!same(Profile, state.Profile)) events.push({ type: 'BusinessProfileUpdated', data: { Profile } });
  }
  if (changes.Preferences) {
    // Settings recorded before the default terms existed have Net 30 without saying so: saving
    // Net 30 there changes nothing.
    const current: Preferences = { ...state.Preferences, DefaultPaymentTerms: paymentTermsFor(null, state.Preferences.DefaultPaymentTerms) };
    const changed = Object.fromEntries(
      Object.entries(changes.Preferences).filter(([key, value]) => value !== undefined && !same(value, current[key as keyof Preferences])),
    ) as Partial<Preferences>;
    if (changed.NextInvoiceNumber !== undefined && changed.NextInvoiceNumber < 1) {
      throw validationError('SETTINGS.INVOICE_NUMBER', 'The next invoice number must be 1 or more', { NextInvoiceNumber: 'Must be 1 or more' });
    }
    if (changed.DefaultPaymentTerms !== undefined && !isPaymentTermsCode(changed.DefaultPaymentTerms)) {
      throw validationError('SETTINGS.PAYMENT_TERMS', 'Choose your default payment terms', { DefaultPaymentTerms: 'Choose your default payment terms' });
    }
    if (Object.keys(changed).length) events.push({ type: 'PreferencesChanged', data: { Changes: changed } });
  }
  if (changes.TrackingCompanies && !same(changes.TrackingCompanies, state.TrackingCompanies)) {
    events.push({ type: 'TrackingCompaniesChanged', data: { TrackingCompanies: numberTrackingCompanies(changes.TrackingCompanies, state) } });
  }
  const Categories = changes.Categories?.length
    ? state.Categories.map((category) => ({ ...category, ...changes.Categories!.find((c) => c.Id === category.Id), Id: category.Id }))
    : state.Categories;
  if (changes.WorkTypes?.length || Categories !== state.Categories) {
    // Spec 001 §4: the types of a category that is off are forced inactive on save.
    const WorkTypes = withInactiveCategories(state.WorkTypes, mergeWorkTypes(state.WorkTypes, changes.WorkTypes ?? []), Categories);
    if (WorkTypes.length) events.push({ type: 'WorkTypesChanged', data: { WorkTypes } });
  }
  if (!same(Categories, state.Categories)) events.push({ type: 'WorkCategoriesChanged', data: { Categories } });
  return events;
}

/** A row added in the tracking dialog arrives with Id 0; it gets an id no carrier ever had. */
function numberTrackingCompanies(companies: TrackingCompany[], state: SettingsState): TrackingCompany[] {
  let next = lastTrackingCompanyId(state, companies) + 1;
  return companies.map((company) => (company.Id > 0 ? company : { ...company, Id: next++ }));
}

function lastTrackingCompanyId(state: SettingsState, companies: readonly TrackingCompany[]): number {
  return Math.max(state.LastTrackingCompanyId ?? 0, ...state.TrackingCompanies.map((company) => company.Id), ...companies.map((company) => company.Id || 0));
}
