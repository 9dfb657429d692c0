import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { emailLive } from './tags';

/** E-mail: templates to write from (spec 001's Email Template dialogs), and the outbox every message goes through. */
export const emailFeature = defineFeature({
  name: 'email',
  pages: [
    { path: '/EmailTemplates', Page: lazyPage(() => import('./pages/EmailTemplatesPage')) },
    { path: '/Outbox', Page: lazyPage(() => import('./pages/OutboxPage')) },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Email',
      icon: 'M3 5h14v10H3zM3 5l7 6 7-6',
      items: [link('Templates', '/EmailTemplates', 'Email templates'), link('Outbox', '/Outbox', 'Email outbox')],
    },
  ],
  live: emailLive,
});
