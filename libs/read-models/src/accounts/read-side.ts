import type { ReadSide } from '../shared/read-side';
import { accountsProjection } from './accounts.projection';

export const accountsReadSide = {
  name: 'accounts',
  projections: [accountsProjection],
  announcements: {
    'billing.changed': 'The trial started or ended, or a signing used one of its allowance (id: the user): the billing page refreshes.',
  },
} as const satisfies ReadSide;
