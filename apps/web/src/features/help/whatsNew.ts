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
  'Expenses with their receipts (a photo or PDF, up to 5 MB): find them by year, type, payee or any word, with the total of what you see. Each expense type is deducted on its Schedule C line; add types of your own and choose their line.',
  'Recurring expenses: enter your rent, insurance or subscriptions once; each is recorded on the day it falls due, where you are.',
  'The dashboard: your totals, paid and unpaid, by month, your next signing, and what you spent by type.',
  'Your business profile (name, business, address, phone, e-mail) under Profile in the menu.',
  'E-mail templates: write your confirmations, thank-yous and reminders once (or start from a sample), with tokens such as [FirstName] filled in from the signing, preview and send them. The Outbox shows each e-mail until the mail server has taken it, and tries again when it could not.',
  'Download all of your data from the Billing page at any time, as spreadsheets (CSV) and JSON.',
  'The menu shows what you can use today. Invoices, reports and the business center are not in this version yet.',
];
