import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { billingLive } from './tags';

export const billingFeature = defineFeature({
  name: 'billing',
  pages: [
    { path: '/Billing', Page: lazyPage(() => import('./pages/BillingPage')) },
    { path: '/SubscriptionError', Page: lazyPage(() => import('./pages/SubscriptionErrorPage')) },
  ],
  live: billingLive,
});
