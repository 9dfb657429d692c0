import type { ReadSide } from '../shared/read-side';
import { pendingImportsProjection } from './pending-imports.projection';

export const importsReadSide = {
  name: 'imports',
  projections: [pendingImportsProjection],
  announcements: {
    'imports.changed': 'Rows were imported, accepted or discarded (id: one of the rows).',
  },
} as const satisfies ReadSide;
