import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { invoicesLive } from './tags';

/** Money in: a signing's invoice (opened from the signing's dialog) and batch invoices (from the signings list), with their PDFs. */
export const invoicesFeature = defineFeature({
  name: 'invoices',
  pages: [
    { path: '/Invoice', Page: lazyPage(() => import('./pages/InvoicePage')) },
    { path: '/BatchInvoice', Page: lazyPage(() => import('./pages/BatchInvoicePage')) },
  ],
  // A signing's invoice opens from the signing; a batch invoice starts from the signings list, and
  // its page (without a batch) says how.
  menu: [{ kind: 'group', label: 'Money in', items: [link('Batch invoice', '/BatchInvoice')] }],
  live: invoicesLive,
});
