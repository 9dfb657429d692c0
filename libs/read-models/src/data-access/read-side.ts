import type { ReadSide } from '../shared/read-side';
import { dataAccessProjection } from './data-access.projection';

export const dataAccessReadSide = {
  name: 'data-access',
  projections: [dataAccessProjection],
  announcements: {
    'data-access.recorded': "An operator read the notary's data (id: the record).",
  },
} as const satisfies ReadSide;
