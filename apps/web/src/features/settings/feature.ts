import { defineFeature } from '../../app/feature';
import { dialog } from '../../app/shell/menu';
import { settingsSectionDialog, type SettingsSection } from './components/SettingsDialog';

const section = (name: SettingsSection) => ({ Dialog: settingsSectionDialog(name) });

// The notary's settings are read through the shared query (shared/queries/settings.ts).
export const settingsFeature = defineFeature({
  name: 'settings',
  menu: [
    {
      kind: 'group',
      label: 'Settings',
      icon: 'M10 13a3 3 0 100-6 3 3 0 000 6zM10 2v3M10 15v3M2 10h3M15 10h3M4.3 4.3l2.1 2.1M13.6 13.6l2.1 2.1M4.3 15.7l2.1-2.1M13.6 6.4l2.1-2.1',
      items: [
        dialog('General', 'settings:general', 'General settings'),
        dialog('Mileage', 'settings:mileage', 'Mileage settings'),
        dialog('Notary Fees', 'settings:notaryFees', 'Notary Fees settings'),
        dialog('Invoicing', 'settings:invoicing', 'Invoicing settings'),
        dialog('Tracking', 'settings:tracking', 'Tracking settings'),
        dialog('Google Calendar', 'settings:googleCalendar', 'Google Calendar settings'),
        dialog('iCal Calendar', 'settings:iCalCalendar', 'iCal Calendar settings'),
      ],
    },
  ],
  dialogs: {
    'settings:general': section('general'),
    'settings:mileage': section('mileage'),
    'settings:notaryFees': section('notaryFees'),
    'settings:invoicing': section('invoicing'),
    'settings:tracking': section('tracking'),
    'settings:googleCalendar': section('googleCalendar'),
    'settings:iCalCalendar': section('iCalCalendar'),
  },
});
