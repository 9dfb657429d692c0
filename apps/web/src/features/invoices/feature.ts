import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { invoicesLive } from './tags';

/** Money in: a signing's invoice with its PDF (opened from the signing's dialog). */
export const invoicesFeature = defineFeature({
  name: 'invoices',
  pages: [{ path: '/Invoice', Page: lazyPage(() => import('./pages/InvoicePage')) }],
  live: invoicesLive,
});
