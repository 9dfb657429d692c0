import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';

export const helpFeature = defineFeature({
  name: 'help',
  pages: [{ path: '/Help', Page: lazyPage(() => import('./pages/UpdatesPage')) }],
  menu: [{ kind: 'link', label: 'Updates', to: '/Help', icon: 'M10 3a5 5 0 00-5 5v4l-2 3h14l-2-3V8a5 5 0 00-5-5zM8 17a2 2 0 004 0' }],
});
