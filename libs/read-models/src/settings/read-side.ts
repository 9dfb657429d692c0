import type { ReadSide } from '../shared/read-side';
import { settingsProjection } from './settings.projection';

export const settingsReadSide = {
  name: 'settings',
  projections: [settingsProjection],
  announcements: {
    'settings.saved': "The notary's settings changed: profile, preferences, types of work, carriers or onboarding (id: the notary).",
  },
} as const satisfies ReadSide;
