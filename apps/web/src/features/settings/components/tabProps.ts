import type { MouseEvent } from 'react';
import type { Settings } from '@notary/contracts';
import type { SettingsDraft } from '../settingsDraft';

/** What every tab of the Settings dialog is given. */
export interface TabProps {
  draft: SettingsDraft;
  errors: Record<string, string>;
  /** The settings as saved (what the draft started from). */
  settings: Settings;
  onChange: (change: Partial<SettingsDraft>) => void;
  /** A link to another page was followed: the dialog closes, unless it holds unsaved changes (then the link is not followed). */
  onLeave: (event: MouseEvent) => void;
}
