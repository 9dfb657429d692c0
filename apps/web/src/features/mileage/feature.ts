import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { mileageLive } from './tags';

export const mileageFeature = defineFeature({
  name: 'extra mileage',
  pages: [{ path: '/Mileage', Page: lazyPage(() => import('./pages/MileagePage')) }],
  menu: [
    {
      kind: 'group',
      label: 'Extra Mileage',
      icon: 'M4 16l4-12M16 16L12 4M10 6v2M10 11v2',
      // "?new=1" asks the page to open a blank trip.
      items: [link('View Extra Miles', '/Mileage'), link('Add Extra Miles', '/Mileage?new=1')],
    },
  ],
  live: mileageLive,
});
