import type { ReadSide } from '../shared/read-side';
import { subscriptionsProjection } from './billing.projection';

export const billingReadSide = {
  name: 'billing',
  projections: [subscriptionsProjection],
  announcements: {
    'billing.changed': 'A subscription started, was paid, failed to renew, was cancelled, or its card changed (id: the user): the billing page refreshes.',
  },
} as const satisfies ReadSide;
