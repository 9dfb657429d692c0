import type { SettingsSection } from '../../features/settings/components/SettingsDialog';
import { reports, type ReportName } from '../../features/reports/reports';

/** Dialogs the menu opens over the current page ('newSigning' is the shell's signing editor). */
export type MenuDialogId = `settings:${SettingsSection}` | 'rescissionCalendar' | 'importData' | 'suggestion' | 'bugReport' | 'newSigning';

/**
 * `label` is the menu's text (spec 000 §2). `name`, where given, is the accessible name: it
 * begins with the label and says what a bare "View" or "New" is about.
 */
export type MenuItem =
  | { kind: 'link'; label: string; to: string; name?: string }
  | { kind: 'report'; label: string; report: ReportName; name: string }
  | { kind: 'dialog'; label: string; dialog: MenuDialogId; name?: string };

export type MenuEntry =
  | MenuItem
  | { kind: 'group'; label: string; items: MenuItem[]; adminOnly?: boolean }
  | { kind: 'logout'; label: string };

const link = (label: string, to: string, name?: string): MenuItem => ({ kind: 'link', label, to, name });
const dialog = (label: string, id: MenuDialogId, name?: string): MenuItem => ({ kind: 'dialog', label, dialog: id, name });
const report = (name: ReportName): MenuItem => ({ kind: 'report', label: reports[name], report: name, name: `${reports[name]} report` });

export const mainMenu: MenuEntry[] = [
  link('Dashboard', '/Dashboard'),
  { kind: 'group', label: 'Business Center', items: [link('Business Profile', '/BusinessProfile'), link('Business Analytics', '/BusinessAnalytics')] },
  // "?new=1" asks the page to open a blank form; the pages honour it once they are built.
  // New Signing opens the shell's signing editor over the current page (/Appointment?new=1 still works).
  { kind: 'group', label: 'Signings', items: [link('View Signings', '/Appointment'), dialog('New Signing', 'newSigning')] },
  link('Calendar', '/Calendar'),
  {
    kind: 'group',
    label: 'Customers',
    items: [link('View', '/Customer', 'View customers'), link('New', '/Customer?new=1', 'New customer')],
  },
  {
    kind: 'group',
    label: 'Expenses',
    items: [
      link('View', '/Expense', 'View expenses'),
      link('New', '/Expense?new=1', 'New expense'),
      link('Expense Types', '/ExpenseTypes'),
      link('Recurring', '/RecurringExpenses', 'Recurring expenses'),
    ],
  },
  { kind: 'group', label: 'Extra Mileage', items: [link('View Extra Miles', '/Mileage'), link('Add Extra Miles', '/Mileage?new=1')] },
  {
    kind: 'group',
    label: 'Reports',
    items: (['income', 'unpaid', 'signingtype', 'pnl', 'expense', 'mileage', 'tax', 'summary'] as const).map(report),
  },
  {
    kind: 'group',
    label: 'Settings',
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
  {
    kind: 'group',
    label: 'Tools',
    items: [dialog('Rescission Calendar', 'rescissionCalendar'), dialog('Import Data', 'importData'), link('Mobile Site', '/MobileIndex')],
  },
  link('Updates', '/Help'),
  { kind: 'group', label: 'Feedback', items: [dialog('Add a suggestion', 'suggestion'), dialog('Report a bug', 'bugReport')] },
  {
    kind: 'group',
    label: 'Admin',
    adminOnly: true,
    items: [link('Users', '/AdminUsers', 'Users (admin)'), link('Defects', '/AdminDefects', 'Defects (admin)'), link('Feedback', '/AdminFeedback', 'Feedback (admin)')],
  },
  { kind: 'logout', label: 'Logout' },
];

/** The group holding the current page starts open. */
export function groupHolding(entries: MenuEntry[], pathname: string): string | null {
  const here = pathname.toLowerCase();
  for (const entry of entries) {
    if (entry.kind !== 'group') continue;
    if (entry.items.some((item) => item.kind === 'link' && item.to.split('?')[0]!.toLowerCase() === here)) return entry.label;
  }
  return null;
}
