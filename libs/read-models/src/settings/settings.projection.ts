import type { RecordedEvent, SettingsEvent } from '@notary/events';
import { settingsDecider, type SettingsState } from '@notary/domain';
import type { ProjectionDefinition } from '@notary/projection-runtime';

export const SETTINGS = 'settings';

export type SettingsDocument = SettingsState & { _id: string; OwnerId: string; [key: string]: unknown };

/** One document per notary, folded with the same evolve function the settings stream uses. */
export const settingsProjection: ProjectionDefinition = {
  name: 'settings',
  version: 1,
  collections: [SETTINGS],
  eventTypes: ['SettingsInitialized', 'BusinessProfileUpdated', 'PreferencesChanged', 'OnboardingStatusChanged', 'TrackingCompaniesChanged', 'WorkTypesChanged', 'WorkCategoriesChanged'],
  indexes: [{ collection: SETTINGS, keys: { OwnerId: 1 } }],
  async apply(recorded, context) {
    const event = recorded as RecordedEvent & SettingsEvent;
    const ownerId = event.metadata.ownerId;
    await context.collection<SettingsDocument>(SETTINGS).evolve(ownerId, (current) => {
      const { _id, _position, OwnerId, ...state } = current ?? { ...settingsDecider.initialState(), _id: ownerId, _position: 0, OwnerId: ownerId };
      return { ...settingsDecider.evolve(state as SettingsState, event), OwnerId: ownerId };
    });
    context.announce({ ownerId, kind: 'settings.saved', id: ownerId });
  },
};
