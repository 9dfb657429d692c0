import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';

export const accountFeature = defineFeature({
  name: 'account',
  pages: [
    { path: '/Account/Login', Page: lazyPage(() => import('./pages/LoginPage')), frame: 'public' },
    { path: '/Account/Register', Page: lazyPage(() => import('./pages/RegisterPage')), frame: 'public' },
    // Reached from the signed-in address in the top bar, not from the menu.
    { path: '/Credentials', Page: lazyPage(() => import('./pages/CredentialsPage')) },
  ],
});
