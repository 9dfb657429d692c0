import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { dialog, link } from '../../app/shell/menu';
import { openSigningEditor } from '../../app/signingEditor';
import { signingsLive } from './tags';

export const signingsFeature = defineFeature({
  name: 'signings',
  pages: [{ path: '/Appointment', Page: lazyPage(() => import('./pages/SigningsPage')) }],
  menu: [
    {
      kind: 'group',
      label: 'Signings',
      icon: 'M5 3h8l3 3v11H5zM8 9h6M8 12h6M8 15h3',
      items: [link('View Signings', '/Appointment'), dialog('New Signing', 'newSigning')],
    },
  ],
  // New Signing opens the app's one signing editor over the current page (/Appointment?new=1 still works).
  dialogs: { newSigning: { open: () => openSigningEditor({}) } },
  live: signingsLive,
});
