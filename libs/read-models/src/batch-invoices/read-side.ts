import type { ReadSide } from '../shared/read-side';
import { batchInvoicesProjection } from './batch-invoices.projection';

export const batchInvoicesReadSide = {
  name: 'batch-invoices',
  projections: [batchInvoicesProjection],
  announcements: {
    'batch-invoice.saved': 'A batch invoice was saved (id: the batch invoice).',
  },
} as const satisfies ReadSide;
