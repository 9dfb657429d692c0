import type { MenuDialog, MenuDialogProps } from '../../app/feature';
import { lazyDialog } from '../../app/lazyDialog';
import { MENU_SETTINGS_TABS, settingsDialogId, type MenuSettingsTab, type SettingsDialogId } from './settingsTabs';

// The dialog's code is loaded when Settings is first opened.
const SettingsDialog = lazyDialog(() => import('./components/SettingsDialog'));

const onTab = (tab: MenuSettingsTab): MenuDialog => ({
  Dialog: function SettingsOnTab({ onClose }: MenuDialogProps) {
    return <SettingsDialog tab={tab} onClose={onClose} />;
  },
});

/** One menu dialog per tab the menu lists: each opens the Settings dialog on its tab. */
export const settingsMenuDialogs = Object.fromEntries(MENU_SETTINGS_TABS.map((tab) => [settingsDialogId(tab), onTab(tab)])) as Record<
  SettingsDialogId,
  MenuDialog
>;
