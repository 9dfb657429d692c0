import type { ReadSide } from '../shared/read-side';
import { signingsProjection } from './signings.projection';

export const signingsReadSide = {
  name: 'signings',
  projections: [signingsProjection],
  announcements: {
    'signing.saved': 'A signing was scheduled or changed (id: the signing): lists, calendar and dashboard refresh.',
    'signing.deleted': 'A signing was deleted (id: the signing): lists, calendar and dashboard refresh.',
  },
} as const satisfies ReadSide;
