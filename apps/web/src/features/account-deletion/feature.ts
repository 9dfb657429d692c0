import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';

/** Leaving (issue 17): /Account/Delete, linked from the Profile page: the data download first, then the erasure. */
export const accountDeletionFeature = defineFeature({
  name: 'account-deletion',
  pages: [{ path: '/Account/Delete', Page: lazyPage(() => import('./pages/DeleteAccountPage')) }],
});
