import { SETTINGS_EVENT_TYPES, type SettingsEvent, type WorkType } from '@notary/events';
import { blankProfile, DEFAULT_PREFERENCES, retireMergedType, withChangedExpenseTypes } from '@notary/domain';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { SETTINGS, type SettingsDocument, type SettingsFields } from './settings.document';

/** What a notary's settings are before anything was recorded (the defaults a new notary gets). */
const unset = (OwnerId: string): SettingsFields => ({
  initialized: false,
  Profile: blankProfile(''),
  Preferences: DEFAULT_PREFERENCES,
  IsOnboardedStatus: 0,
  Categories: [],
  WorkTypes: [],
  TrackingCompanies: [],
  OwnerId,
});

/** The notary's settings after one event of their settings stream. Pure. */
export function evolveSettings(document: SettingsDocument | null, event: RecordedOf<SettingsEvent['type']>): SettingsFields {
  // A document's storage fields come along in the copies below; the store sets them again.
  const current: SettingsFields = document ?? unset(event.metadata.ownerId);
  switch (event.type) {
    case 'SettingsInitialized':
      return { ...current, initialized: true, ...event.data };
    case 'BusinessProfileUpdated':
      return { ...current, Profile: event.data.Profile };
    case 'PreferencesChanged':
      return { ...current, Preferences: { ...current.Preferences, ...event.data.Changes } };
    case 'OnboardingStatusChanged':
      return { ...current, IsOnboardedStatus: event.data.IsOnboardedStatus };
    case 'TrackingCompaniesChanged':
      return { ...current, TrackingCompanies: event.data.TrackingCompanies };
    case 'WorkTypesChanged':
      return { ...current, WorkTypes: withChangedWorkTypes(current.WorkTypes, event.data.WorkTypes) };
    case 'WorkCategoriesChanged':
      return { ...current, Categories: event.data.Categories };
    case 'ExpenseTypesChanged':
      return { ...current, ExpenseTypes: withChangedExpenseTypes(current.ExpenseTypes, event.data.ExpenseTypes) };
    case 'CustomWorkTypeMerged':
      // The merged type is retired; its signings are re-typed on their own streams.
      return { ...current, WorkTypes: retireMergedType(current.WorkTypes, event.data.CustomTypeId) };
    case 'GoogleCalendarConnected':
    case 'GoogleCalendarDisconnected':
      // Connected is what GoogleCalendarEnabled shows: each save and delete is then pushed to Google.
      return { ...current, Preferences: { ...current.Preferences, GoogleCalendarEnabled: event.type === 'GoogleCalendarConnected' } };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** The event carries only the types that changed: each replaces the one with its Id, new ones go last. */
function withChangedWorkTypes(types: WorkType[], changed: WorkType[]): WorkType[] {
  const byId = new Map(changed.map((type) => [type.Id, type]));
  const added = changed.filter((type) => !types.some((existing) => existing.Id === type.Id));
  return [...types.map((type) => byId.get(type.Id) ?? type), ...added];
}

/** One document per notary, keyed by the notary's id (their settings stream). */
export const settingsProjection = documentPerStream({
  name: 'settings',
  version: 2,
  collection: SETTINGS,
  handles: SETTINGS_EVENT_TYPES,
  indexes: [{ collection: SETTINGS, keys: { OwnerId: 1 } }],
  documentId: (event) => event.metadata.ownerId,
  evolve: evolveSettings,
  announce: ({ id }) => ({ kind: 'settings.saved', id }),
});
