import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { dashboardLive } from './tags';

const DashboardPage = lazyPage(() => import('./pages/DashboardPage'));

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  pages: [
    { path: '/', Page: DashboardPage },
    { path: '/Dashboard', Page: DashboardPage },
  ],
  menu: [{ kind: 'link', label: 'Dashboard', to: '/Dashboard', icon: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z' }],
  live: dashboardLive,
});
