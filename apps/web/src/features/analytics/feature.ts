import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { analyticsLive } from './tags';

const BudgetPlannerPage = lazyPage(() => import('./pages/BudgetPlannerPage'));

/**
 * The business center's analytics (spec 001 §2): business analytics by category and type of work,
 * customer analytics, and the budget planner, at spec 000 §2's routes. The "Business Center" group
 * is shared: the business profile joins it under the same label.
 */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  pages: [
    { path: '/BusinessAnalytics', Page: lazyPage(() => import('./pages/BusinessAnalyticsPage')) },
    { path: '/CustomerAnalytics', Page: lazyPage(() => import('./pages/CustomerAnalyticsPage')) },
    { path: '/Budget', Page: BudgetPlannerPage },
    { path: '/BudgetPlanner', Page: BudgetPlannerPage },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Business Center',
      // A briefcase.
      icon: 'M3 7h14v9H3zM7.5 7V5h5v2M3 11h14',
      items: [link('Business Analytics', '/BusinessAnalytics'), link('Customer Analytics', '/CustomerAnalytics'), link('Budget Planner', '/Budget')],
    },
  ],
  live: analyticsLive,
});
