/**
 * The Settings dialog's tabs (spec 001 §2: opened with an active tab). The menu's Settings group
 * (spec 000 §2) opens the dialog on each of the first seven; E-mail is reached inside the dialog.
 */
export const SETTINGS_TABS = ['general', 'mileage', 'notaryFees', 'invoicing', 'tracking', 'googleCalendar', 'iCal', 'email'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Readonly<Record<SettingsTab, string>> = {
  general: 'General',
  mileage: 'Mileage',
  notaryFees: 'Notary Fees',
  invoicing: 'Invoicing',
  tracking: 'Tracking',
  googleCalendar: 'Google Calendar',
  iCal: 'iCal Calendar',
  email: 'E-mail',
};

/** The tabs the menu lists, in spec 000 §2's order. */
export const MENU_SETTINGS_TABS = [
  'general',
  'mileage',
  'notaryFees',
  'invoicing',
  'tracking',
  'googleCalendar',
  'iCal',
] as const satisfies readonly SettingsTab[];
export type MenuSettingsTab = (typeof MENU_SETTINGS_TABS)[number];

/** The menu dialog that opens the Settings dialog on a tab. */
export type SettingsDialogId = `settings-${MenuSettingsTab}`;
export const settingsDialogId = (tab: MenuSettingsTab): SettingsDialogId => `settings-${tab}`;

/** The tab that holds a field a save complained about, so the dialog can show it. */
export function tabOfField(field: string): SettingsTab {
  if (field === 'MileageRate') return 'mileage';
  if (field === 'AutoNotaryFee') return 'notaryFees';
  if (field === 'NextInvoiceNumber' || field === 'DefaultPaymentTerms' || field === 'InvoiceDefaultNotes') return 'invoicing';
  if (field.startsWith('tracking.') || field.startsWith('TrackingCompanies')) return 'tracking';
  if (field === 'iCalEnabled') return 'iCal';
  return 'general';
}
