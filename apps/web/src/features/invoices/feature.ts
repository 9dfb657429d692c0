import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { invoicesLive } from './tags';

/** Money in: a signing's invoice (opened from the signing's dialog) and batch invoices (from the signings list), with their PDFs. */
export const invoicesFeature = defineFeature({
  name: 'invoices',
  pages: [
    { path: '/Invoice', Page: lazyPage(() => import('./pages/InvoicePage')) },
    { path: '/BatchInvoice', Page: lazyPage(() => import('./pages/BatchInvoicePage')) },
  ],
  live: invoicesLive,
});
