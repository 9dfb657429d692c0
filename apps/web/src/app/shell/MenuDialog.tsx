import type { ComponentType } from 'react';
import { BugReportDialog } from '../../features/feedback/components/BugReportDialog';
import { SuggestionDialog } from '../../features/feedback/components/SuggestionDialog';
import { SettingsDialog, type SettingsSection } from '../../features/settings/components/SettingsDialog';
import { ImportDataDialog } from '../../features/tools/components/ImportDataDialog';
import { RescissionCalendarDialog } from '../../features/tools/components/RescissionCalendarDialog';
import type { MenuDialogId } from './menu';

type DialogProps = { onClose: () => void };

const settings = (section: SettingsSection): ComponentType<DialogProps> =>
  function SettingsSectionDialog({ onClose }) {
    return <SettingsDialog section={section} onClose={onClose} />;
  };

/** The dialog behind each menu item; a feature replaces its line when its dialog is built. */
const dialogs: Record<Exclude<MenuDialogId, 'newSigning'>, ComponentType<DialogProps>> = {
  'settings:general': settings('general'),
  'settings:mileage': settings('mileage'),
  'settings:notaryFees': settings('notaryFees'),
  'settings:invoicing': settings('invoicing'),
  'settings:tracking': settings('tracking'),
  'settings:googleCalendar': settings('googleCalendar'),
  'settings:iCalCalendar': settings('iCalCalendar'),
  rescissionCalendar: RescissionCalendarDialog,
  importData: ImportDataDialog,
  suggestion: SuggestionDialog,
  bugReport: BugReportDialog,
};

export function MenuDialog({ dialog, onClose }: { dialog: MenuDialogId | null; onClose: () => void }) {
  // The signing editor is the shell's own (SigningEditorHost), opened from anywhere, not from here.
  if (!dialog || dialog === 'newSigning') return null;
  const Dialog = dialogs[dialog];
  return <Dialog onClose={onClose} />;
}
