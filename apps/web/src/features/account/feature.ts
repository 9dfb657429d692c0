import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';

export const accountFeature = defineFeature({
  name: 'account',
  // The business profile (printed on invoices); the password is reached from the top bar.
  menu: [{ kind: 'link', label: 'Profile', to: '/Profile', icon: 'M10 10a4 4 0 100-8 4 4 0 000 8zM3 18c0-4 3-6 7-6s7 2 7 6' }],
  pages: [
    { path: '/Account/Login', Page: lazyPage(() => import('./pages/LoginPage')), frame: 'public' },
    { path: '/Account/Register', Page: lazyPage(() => import('./pages/RegisterPage')), frame: 'public' },
    // Getting back in: from the login page's link and from the links sent by e-mail.
    { path: '/Account/ForgotPassword', Page: lazyPage(() => import('./pages/ForgotPasswordPage')), frame: 'public' },
    { path: '/Account/ResetPassword', Page: lazyPage(() => import('./pages/ResetPasswordPage')), frame: 'public' },
    { path: '/Account/ConfirmEmail', Page: lazyPage(() => import('./pages/ConfirmEmailPage')), frame: 'public' },
    // Reached from the signed-in address in the top bar, not from the menu.
    { path: '/Credentials', Page: lazyPage(() => import('./pages/CredentialsPage')) },
    { path: '/Profile', Page: lazyPage(() => import('./pages/ProfilePage')) },
  ],
});
