import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { businessCenterLive } from './tags';

/**
 * The business center: the business profile (categories and types of work, their fees, lengths and
 * whether a fee is notarial). Analytics and the budget planner join the same menu group.
 */
export const businessCenterFeature = defineFeature({
  name: 'business-center',
  pages: [{ path: '/BusinessProfile', Page: lazyPage(() => import('./pages/BusinessProfilePage')) }],
  menu: [
    {
      kind: 'group',
      label: 'Business Center',
      icon: 'M3 7h14v10H3zM7 7V4h6v3M3 11h14',
      items: [link('Business Profile', '/BusinessProfile')],
    },
  ],
  live: businessCenterLive,
});
