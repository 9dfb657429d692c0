import type { ReadSide } from '../shared/read-side';
import { feedbackProjection } from './feedback.projection';

export const feedbackReadSide = {
  name: 'feedback',
  projections: [feedbackProjection],
  announcements: {
    'feedback.saved': 'A suggestion or bug report was sent, or its status changed (id: the report).',
  },
} as const satisfies ReadSide;
