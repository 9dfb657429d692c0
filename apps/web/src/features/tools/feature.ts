import { defineFeature } from '../../app/feature';
import { dialog } from '../../app/shell/menu';
import { ImportDataDialog } from './components/ImportDataDialog';
import { RescissionCalendarDialog } from './components/RescissionCalendarDialog';

export const toolsFeature = defineFeature({
  name: 'tools',
  menu: [
    {
      kind: 'group',
      label: 'Tools',
      icon: 'M13 3a4 4 0 00-4 5L3 14l3 3 6-6a4 4 0 005-4l-2 2-3-1-1-3z',
      items: [dialog('Rescission Calendar', 'rescissionCalendar'), dialog('Import Data', 'importData')],
    },
  ],
  dialogs: { rescissionCalendar: { Dialog: RescissionCalendarDialog }, importData: { Dialog: ImportDataDialog } },
});
