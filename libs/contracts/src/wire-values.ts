/**
 * The contract's fixed lists of values, with no schema library attached: the web client imports
 * these at run time (from '@notary/contracts/wire-values') without pulling zod into its bundle.
 */

/** Columns of the signings list a notary may hide (spec 001 §9). */
export const HIDEABLE_COLUMNS = [
  'AppointmentTypeDescription',
  'Location',
  'InvoiceSent',
  'InvoicePaid',
  'InvoiceNumber',
  'Mileage',
  'OrderNumber',
  'Docs',
  'Tracking',
] as const;
export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];

/** How dense the signings list is drawn (spec 000 §9). */
export const GRID_VIEWS = ['medium', 'small', 'condensed'] as const;
export type GridView = (typeof GRID_VIEWS)[number];

/**
 * The signings list's status filters (spec 000 §9): paid, unpaid, unpaid for 30/45/60/90 days or
 * more counted from the day the invoice went out, no mileage entered, no signatures entered.
 */
export const STATUS_FILTERS = ['All', 'Paid', 'Unpaid', 'Unpaid30', 'Unpaid45', 'Unpaid60', 'Unpaid90', 'NoMileage', 'NoSignatures'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The columns the signings list can be sorted by. */
export const SORTABLE_COLUMNS = [
  'AppointmentDateTime',
  'LastName',
  'CustomerName',
  'AppointmentTypeDescription',
  'City',
  'Amount',
  'AmountPaid',
  'Balance',
  'InvoiceNumber',
  'InvoiceSent',
  'InvoicePaid',
  'Mileage',
  'OrderNumber',
  'Documents',
  'Signatures',
  'TrackingNumber',
  'Confirmed',
] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

/** How long a customer has to pay, counted from the invoice date (the events' PaymentTermsCode). */
export const PAYMENT_TERMS_VALUES = ['DueOnReceipt', 'Net15', 'Net30', 'Net45'] as const;
export type PaymentTermsCode = (typeof PAYMENT_TERMS_VALUES)[number];

/**
 * Receivables aging buckets: not yet due, then 1-30, 31-60, 61-90 and over 90 days past due; and
 * apart, balances on signings not invoiced yet.
 */
export const AGING_BUCKETS = ['Current', 'Days1To30', 'Days31To60', 'Days61To90', 'Over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const NOT_INVOICED = 'NotInvoiced';
export type OpenBalanceBucket = AgingBucket | typeof NOT_INVOICED;
/** The receivables' CustomerId for the signings that name no customer (ids never take this form). */
export const NO_CUSTOMER = 'none';

/** The 50 states and the District of Columbia (spec 000 §3: name and abbreviation), for addresses. */
export const US_STATES: ReadonlyArray<readonly [abbreviation: string, name: string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];
export const US_STATE_CODES = US_STATES.map(([code]) => code);
