import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { dataAccessLive } from './tags';

/**
 * "Who looked at my data": every read an admin, a support person or an accountant made of the
 * notary's data, with the reason they gave. Reached from the Profile page.
 */
export const dataAccessFeature = defineFeature({
  name: 'data-access',
  pages: [{ path: '/Account/DataAccess', Page: lazyPage(() => import('./pages/DataAccessPage')) }],
  live: dataAccessLive,
});
