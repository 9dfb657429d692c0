/** What changed in this release, newest first. Shown on the Updates page and once after an upgrade. */
export const whatsNew: string[] = [
  'A new, faster Notary Ledger that works as well on your phone as on your computer.',
  'Your screens stay up to date by themselves: a signing saved on your phone shows on your computer without a reload.',
  'Everything can be reached with the keyboard and read by a screen reader.',
  'Old bookmarks still work: they open the same page at its new address.',
  'Signings, the calendar, customers and the dashboard are being rebuilt and arrive in the next release. Menu items that are not ready yet say so.',
];
