import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';

// Admin pages and their menu group show to admins only; the server checks the role as well.
export const adminFeature = defineFeature({
  name: 'admin',
  pages: [
    { path: '/AdminUsers', Page: lazyPage(() => import('./pages/AdminUsersPage')), adminOnly: true },
    { path: '/AdminDefects', Page: lazyPage(() => import('./pages/AdminDefectsPage')), adminOnly: true },
    { path: '/AdminFeedback', Page: lazyPage(() => import('./pages/AdminFeedbackPage')), adminOnly: true },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Admin',
      icon: 'M10 2l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V5z',
      adminOnly: true,
      items: [
        link('Users', '/AdminUsers', 'Users (admin)'),
        link('Defects', '/AdminDefects', 'Defects (admin)'),
        link('Feedback', '/AdminFeedback', 'Feedback (admin)'),
      ],
    },
  ],
});
