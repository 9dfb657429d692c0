import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';

/**
 * The admins' pages (issue 16): the dashboard of users, the users list, and one user's history.
 * Their items join the Admin group the feedback feature opens (groups of one label are joined).
 */
export const adminFeature = defineFeature({
  name: 'admin',
  pages: [
    { path: '/Admin', Page: lazyPage(() => import('./pages/AdminDashboardPage')), roles: ['admin'] },
    { path: '/Admin/Dashboard', Page: lazyPage(() => import('./pages/AdminDashboardPage')), roles: ['admin'] },
    { path: '/Admin/Users', Page: lazyPage(() => import('./pages/AdminUsersPage')), roles: ['admin'] },
    { path: '/Admin/Users/:userId/History', Page: lazyPage(() => import('./pages/UserHistoryPage')), roles: ['admin'] },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Admin',
      roles: ['admin'],
      // A shield, as the feedback feature draws the group.
      icon: 'M10 2l6 2.5v5c0 4-2.7 7-6 8.5-3.3-1.5-6-4.5-6-8.5v-5z',
      items: [link('Dashboard', '/Admin/Dashboard', 'Admin dashboard'), link('Users', '/Admin/Users', 'Users of the product')],
    },
  ],
});
