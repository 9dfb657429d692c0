/**
 * The help topics (spec 001 §2's help dialogs, spec 000 §2's context help), by id, with their
 * titles. Any page opens one with <HelpButton topic="…" />; the help feature writes their text.
 */
export const HELP_TOPICS = {
  gettingStarted: 'Getting started',
  whatsNew: "What's new",
  expenses: 'Expenses',
  expenseTypes: 'Expense types',
  appointmentCategoryType: 'Types of work and their categories',
  mileage: 'Extra mileage',
  businessCenter: 'Business center',
  businessProfile: 'Business profile',
  notaryFees: 'Notary fees',
  invoicing: 'Invoicing',
  receivables: 'Receivables',
  reports: 'Reports',
  tracking: 'Tracking companies',
  calendars: 'Calendars',
  emailTemplates: 'E-mail templates',
  rescission: 'The rescission calendar',
  account: 'Your account, subscription and privacy',
} as const;

export type HelpTopic = keyof typeof HELP_TOPICS;

export const helpTitle = (topic: HelpTopic): string => HELP_TOPICS[topic];
