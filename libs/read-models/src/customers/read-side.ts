import type { ReadSide } from '../shared/read-side';
import { customersProjection } from './customers.projection';

export const customersReadSide = {
  name: 'customers',
  projections: [customersProjection],
  announcements: {
    'customer.saved': 'A customer or one of its contacts was added or changed (id: the customer).',
    'customer.deleted': 'A customer was deleted (id: the customer).',
  },
} as const satisfies ReadSide;
