/** What changed in this release, newest first. Shown on the Updates page and once after an upgrade. */
export const whatsNew: string[] = [
  'A new, faster Notary Ledger that works as well on your phone as on your computer.',
  'Your screens stay up to date by themselves: a signing saved on your phone shows on your computer without a reload.',
  'Everything can be reached with the keyboard and read by a screen reader.',
  'Old bookmarks still work: they open the same page at its new address.',
  'Signings: schedule, confirm, reschedule, duplicate and print them, record payments (one at a time or a batch with one check), and find them by date, customer, status, type of work or any name, with or without accents.',
  'The calendar by month, week and day; double-click an hour to schedule a signing there.',
  'See your signings in Google Calendar, Apple Calendar or Outlook: turn on the calendar feed under the calendar and subscribe to its address.',
  'Customers with their address and contacts.',
  'Extra mileage: record the business trips that are not a signing’s own; each is worth the IRS standard rate of its date (or your own rate), and the year’s total counts your signings’ miles too.',
  'The dashboard: your totals, paid and unpaid, by month, and your next signing.',
  'Your business profile (name, business, address, phone, e-mail) under Profile in the menu.',
  'Download all of your data from the Billing page at any time, as spreadsheets (CSV) and JSON.',
  'The menu shows what you can use today. Expenses, invoices, reports and the business center are not in this version yet.',
];
