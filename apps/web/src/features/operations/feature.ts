import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { operationsLive } from './tags';

/** A life ring, as the Support group's other entries use. */
const LIFE_RING = 'M10 2a8 8 0 100 16 8 8 0 000-16zm0 4a4 4 0 110 8 4 4 0 010-8z';

/**
 * The people who run the system: /Admin/Projections shows each projection's position, lag, state and
 * the event it stopped on, with Retry, Skip this event and Rebuild. Admins and support both keep
 * the system running, so both see it, in the Support group (which admins see too: one entry, not two).
 */
export const operationsFeature = defineFeature({
  name: 'operations',
  pages: [{ path: '/Admin/Projections', Page: lazyPage(() => import('./pages/ProjectionsPage')), roles: ['admin', 'support'] }],
  menu: [
    {
      kind: 'group',
      label: 'Support',
      roles: ['support', 'admin'],
      icon: LIFE_RING,
      items: [link('Projections', '/Admin/Projections', 'Projections: read models and their state')],
    },
  ],
  live: operationsLive,
});
