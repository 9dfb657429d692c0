import { defineFeature } from '../../app/feature';
import { lazyDialog } from '../../app/lazyDialog';
import { dialog } from '../../app/shell/menu';

/**
 * Tools → Rescission Calendar (spec 000 §2, spec 001 §2's /tools/RescissionCalendarPartial): the
 * last day a borrower may rescind, with the reasoning. The Tools group is shared with the imports
 * feature (Import Data); listed first, this feature gives the group its place and icon.
 */
export const toolsFeature = defineFeature({
  name: 'tools',
  menu: [
    {
      kind: 'group',
      label: 'Tools',
      // A wrench.
      icon: 'M13.5 3a3.5 3.5 0 00-3.3 4.7L3.6 14.3a1.5 1.5 0 002.1 2.1l6.6-6.6A3.5 3.5 0 0017 6.5l-2 2-2-.5-.5-2 2-2A3.5 3.5 0 0013.5 3z',
      items: [dialog('Rescission Calendar', 'rescissionCalendar')],
    },
  ],
  dialogs: { rescissionCalendar: { Dialog: lazyDialog(() => import('./components/RescissionDialog')) } },
});
