import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';

export const businessCenterFeature = defineFeature({
  name: 'business center',
  pages: [
    { path: '/BusinessProfile', Page: lazyPage(() => import('./pages/BusinessProfilePage')) },
    { path: '/BusinessAnalytics', Page: lazyPage(() => import('./pages/BusinessAnalyticsPage')) },
    { path: '/CustomerAnalytics', Page: lazyPage(() => import('./pages/CustomerAnalyticsPage')) },
    { path: '/Budget', Page: lazyPage(() => import('./pages/BudgetPage')) },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Business Center',
      icon: 'M3 7h14v10H3zM7 7V4h6v3M3 11h14',
      items: [link('Business Profile', '/BusinessProfile'), link('Business Analytics', '/BusinessAnalytics')],
    },
  ],
});
