import type { ReadSide } from '../shared/read-side';
import { mileageProjection } from './mileage.projection';

export const mileageReadSide = {
  name: 'mileage',
  projections: [mileageProjection],
  announcements: {
    'mileage.saved': 'A trip was added or changed (id: the trip).',
    'mileage.deleted': 'A trip was deleted (id: the trip).',
  },
} as const satisfies ReadSide;
