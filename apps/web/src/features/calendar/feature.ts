import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { calendarLive } from './tags';

export const calendarFeature = defineFeature({
  name: 'calendar',
  pages: [{ path: '/Calendar', Page: lazyPage(() => import('./pages/CalendarPage')) }],
  menu: [{ kind: 'link', label: 'Calendar', to: '/Calendar', icon: 'M3 5h14v12H3zM3 9h14M7 3v4M13 3v4' }],
  live: calendarLive,
});
