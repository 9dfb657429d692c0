import { NotYetBuiltDialog } from '../../../shared/dialog/NotYetBuiltDialog';

export type SettingsSection = 'general' | 'mileage' | 'notaryFees' | 'invoicing' | 'tracking' | 'googleCalendar' | 'iCalCalendar';

export const settingsSections: Record<SettingsSection, { title: string; comingSoon: string }> = {
  general: { title: 'General settings', comingSoon: 'General settings are coming in the next release.' },
  mileage: { title: 'Mileage settings', comingSoon: 'Mileage settings are coming in the next release.' },
  notaryFees: { title: 'Notary fees', comingSoon: 'Notary fee settings are coming in the next release.' },
  invoicing: { title: 'Invoicing', comingSoon: 'Invoice settings are coming in the next release.' },
  tracking: { title: 'Tracking companies', comingSoon: 'Tracking company settings are coming in the next release.' },
  googleCalendar: { title: 'Google Calendar', comingSoon: 'Google Calendar settings are coming in the next release.' },
  iCalCalendar: { title: 'iCal Calendar', comingSoon: 'iCal Calendar settings are coming in the next release.' },
};

export function SettingsDialog({ section, onClose }: { section: SettingsSection; onClose: () => void }) {
  const { title, comingSoon } = settingsSections[section];
  return <NotYetBuiltDialog title={title} message={comingSoon} onClose={onClose} />;
}

/** The dialog of one section, as the menu opens it. */
export const settingsSectionDialog = (section: SettingsSection) =>
  function SettingsSectionDialog({ onClose }: { onClose: () => void }) {
    return <SettingsDialog section={section} onClose={onClose} />;
  };
