import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { accountantLive } from './tags';

/**
 * Accountants: the notary invites theirs by e-mail (Accountants, beside Profile); the accountant
 * opens the e-mailed link (Accept, signed in with the invited address), lists the notaries who let
 * them in and reads a tax year as filed and as it is now. The Accountant group shows to holders of
 * the accountant role (granted on accepting); the pages themselves are open to any signed-in user,
 * as the server's check is the accepted invitation itself.
 */
export const accountantFeature = defineFeature({
  name: 'accountant',
  pages: [
    { path: '/Account/Accountants', Page: lazyPage(() => import('./pages/AccountantsPage')) },
    // The e-mailed link: public, so a signed-out accountant is told to sign in (or register) and come back.
    { path: '/Accountant/Accept', Page: lazyPage(() => import('./pages/AcceptInvitationPage')), frame: 'public' },
    { path: '/Accountant/Clients', Page: lazyPage(() => import('./pages/ClientsPage')) },
    { path: '/Accountant/Clients/:ownerId/:year', Page: lazyPage(() => import('./pages/TaxYearPage')) },
  ],
  menu: [
    // Two people and a key: who can see my books.
    { kind: 'link', label: 'Accountants', to: '/Account/Accountants', icon: 'M7 9a3 3 0 100-6 3 3 0 000 6zM2 17c0-3 2-5 5-5s5 2 5 5M14 8h4M16 6v4' },
    {
      kind: 'group',
      label: 'Accountant',
      roles: ['accountant'],
      // A ledger.
      icon: 'M4 3h12v14H4zM7 7h6M7 10h6M7 13h4',
      items: [link('Clients', '/Accountant/Clients', 'Notaries whose books you keep')],
    },
  ],
  live: accountantLive,
});
