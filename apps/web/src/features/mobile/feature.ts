import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';

export const mobileFeature = defineFeature({
  name: 'mobile site',
  pages: [{ path: '/MobileIndex', Page: lazyPage(() => import('./pages/MobileIndexPage')) }],
  // Joins the Tools group (see the tools feature), after its items.
  menu: [{ kind: 'group', label: 'Tools', items: [link('Mobile Site', '/MobileIndex')] }],
});
