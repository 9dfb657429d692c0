import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';

// Customers' cached data carries the shared 'Customer' tag (shared/queries/tags.ts): the signing form
// offers the same customers, so the shared queries' rules keep both fresh.
export const customersFeature = defineFeature({
  name: 'customers',
  pages: [{ path: '/Customer', Page: lazyPage(() => import('./pages/CustomersPage')) }],
  menu: [
    {
      kind: 'group',
      label: 'Customers',
      icon: 'M7 9a3 3 0 100-6 3 3 0 000 6zM2 17c0-3 2-5 5-5s5 2 5 5M13 9a2.5 2.5 0 100-5M14 12c2 .3 4 2 4 5',
      // "?new=1" asks the page to open a blank form.
      items: [link('View', '/Customer', 'View customers'), link('New', '/Customer?new=1', 'New customer')],
    },
  ],
});
