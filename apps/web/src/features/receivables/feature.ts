import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { receivablesLive } from './tags';

/**
 * Money in: what customers owe on invoices, aged. The "Money in" group is where getting paid
 * belongs; other money-in screens join it by naming the same group.
 */
export const receivablesFeature = defineFeature({
  name: 'receivables',
  pages: [{ path: '/Receivables', Page: lazyPage(() => import('./pages/ReceivablesPage')) }],
  menu: [
    {
      kind: 'group',
      label: 'Money in',
      // A dollar sign in a circle.
      icon: 'M10 2.5a7.5 7.5 0 100 15 7.5 7.5 0 000-15zM10 5v10M12.5 7.2c-.5-.7-1.4-1.1-2.5-1.1-1.4 0-2.5.7-2.5 1.8 0 2.5 5 1.3 5 3.9 0 1.1-1.1 1.9-2.5 1.9-1.2 0-2.2-.5-2.7-1.3',
      items: [link('Receivables', '/Receivables')],
    },
  ],
  live: receivablesLive,
});
