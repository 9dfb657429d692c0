import { defineFeature } from '../../app/feature';
import { dialog } from '../../app/shell/menu';
import { settingsMenuDialogs } from './settingsDialogs';
import { MENU_SETTINGS_TABS, SETTINGS_TAB_LABELS, settingsDialogId, type SettingsDialogId } from './settingsTabs';

/**
 * Settings (spec 000 §2's menu group, spec 001 §2's Settings dialog): each entry opens the one
 * dialog on its tab. The settings themselves are a shared query (shared/queries/settings.ts).
 */
export const settingsFeature = defineFeature<never, SettingsDialogId>({
  name: 'settings',
  menu: [
    {
      kind: 'group',
      label: 'Settings',
      // A gear.
      icon: 'M10 7a3 3 0 100 6 3 3 0 000-6zM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
      items: MENU_SETTINGS_TABS.map((tab) => dialog(SETTINGS_TAB_LABELS[tab], settingsDialogId(tab), `${SETTINGS_TAB_LABELS[tab]} settings`)),
    },
  ],
  dialogs: settingsMenuDialogs,
});
