import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';

/**
 * Support (issue 16): the stream browser. Support staff and admins find a notary's streams, read one
 * event by event, and follow one request across the streams it touched. Reading a notary's events
 * is recorded on their side ("who looked at my data"), with the reason given here.
 */
export const supportFeature = defineFeature({
  name: 'support',
  pages: [
    { path: '/Support/Streams', Page: lazyPage(() => import('./pages/StreamsPage')), roles: ['support', 'admin'] },
    { path: '/Support/Streams/:streamId', Page: lazyPage(() => import('./pages/StreamPage')), roles: ['support', 'admin'] },
    { path: '/Support/Correlation/:correlationId', Page: lazyPage(() => import('./pages/CorrelationPage')), roles: ['support', 'admin'] },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Support',
      roles: ['support', 'admin'],
      // A life ring.
      icon: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
      items: [link('Event streams', '/Support/Streams', 'Find and read event streams')],
    },
  ],
});
