import { defineFeature } from '../../app/feature';
import { lazyDialog } from '../../app/lazyDialog';
import { lazyPage } from '../../app/lazyPage';
import { dialog, link } from '../../app/shell/menu';
import { feedbackLive } from './tags';

/**
 * Feedback (spec 000 §2): Add a suggestion, Report a bug, and the notary's own list of both with
 * where each stands (/Defects). Admins get the Admin group's list of everyone's, with the status.
 */
export const feedbackFeature = defineFeature({
  name: 'feedback',
  pages: [
    { path: '/Defects', Page: lazyPage(() => import('./pages/DefectsPage')) },
    { path: '/Admin/Feedback', Page: lazyPage(() => import('./pages/AdminFeedbackPage')), roles: ['admin'] },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Feedback',
      // A speech bubble.
      icon: 'M3 4h14v9H8l-4 3v-3H3z',
      items: [dialog('Add a suggestion', 'suggestion'), dialog('Report a bug', 'bugReport'), link('My suggestions and bugs', '/Defects')],
    },
    {
      kind: 'group',
      label: 'Admin',
      roles: ['admin'],
      // A shield.
      icon: 'M10 2l6 2.5v5c0 4-2.7 7-6 8.5-3.3-1.5-6-4.5-6-8.5v-5z',
      items: [link('Feedback and bug reports', '/Admin/Feedback', 'Feedback and bug reports of every notary')],
    },
  ],
  dialogs: {
    suggestion: { Dialog: lazyDialog(() => import('./components/SuggestionDialog')) },
    bugReport: { Dialog: lazyDialog(() => import('./components/BugReportDialog')) },
  },
  live: feedbackLive,
});
