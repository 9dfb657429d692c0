import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { dialog } from '../../app/shell/menu';
import { BugReportDialog } from './components/BugReportDialog';
import { SuggestionDialog } from './components/SuggestionDialog';

export const feedbackFeature = defineFeature({
  name: 'feedback',
  pages: [
    { path: '/Feedback', Page: lazyPage(() => import('./pages/SuggestionsPage')) },
    { path: '/Defects', Page: lazyPage(() => import('./pages/BugReportsPage')) },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Feedback',
      icon: 'M3 4h14v9H8l-4 3v-3H3z',
      items: [dialog('Add a suggestion', 'suggestion'), dialog('Report a bug', 'bugReport')],
    },
  ],
  dialogs: { suggestion: { Dialog: SuggestionDialog }, bugReport: { Dialog: BugReportDialog } },
});
