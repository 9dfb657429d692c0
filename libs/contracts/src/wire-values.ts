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

/** The reports of spec 000 §2 and spec 001 (GET /api/reportapi/{kind}). */
export const REPORT_KINDS = ['income', 'unpaid', 'signingtype', 'pnl', 'expense', 'mileage', 'tax', 'summary', 'customer'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a report can be downloaded as, beside its JSON. */
export const REPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The reports' titles, as the menu and the report page name them. */
export const REPORT_TITLES: Record<ReportKind, string> = {
  income: 'Income',
  unpaid: 'Unpaid',
  signingtype: 'Signing Type',
  pnl: 'Profit & Loss',
  expense: 'Expense',
  mileage: 'Mileage',
  tax: 'Tax',
  summary: 'Tax Summary',
  customer: 'Customer',
};

/**
 * The signing export's fields (spec 001 §9), in the order the export dialog lists them: the code
 * the request sends and the column's title in the CSV file. Home and work phones have no field on a
 * signing (it keeps one signer phone, the cell); their columns are exported empty.
 */
export const EXPORT_FIELDS = [
  ['Date', 'Date'],
  ['Time', 'Time'],
  ['Address', 'Address'],
  ['City', 'City'],
  ['State', 'State'],
  ['Zip', 'Zip'],
  ['OrderNumber', 'Order Number'],
  ['InvoiceNumber', 'Invoice Number'],
  ['Amount', 'Amount'],
  ['SignerFirstName', 'Signer First Name'],
  ['SignerLastName', 'Signer Last Name'],
  ['SignerHomePhone', 'Signer Home Phone'],
  ['SignerCellPhone', 'Signer Cell Phone'],
  ['SignerWorkPhone', 'Signer Work Phone'],
  ['SignerEmail', 'Signer E-mail'],
  ['CoSignerName', 'Co-Signer Name'],
  ['CoSignerCellPhone', 'Co-Signer Cell Phone'],
  ['CoSignerWorkPhone', 'Co-Signer Work Phone'],
  ['CoSignerEmail', 'Co-Signer E-mail'],
] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number][0];
export const EXPORT_FIELD_CODES: readonly ExportField[] = EXPORT_FIELDS.map(([code]) => code);
export const EXPORT_FIELD_TITLES = Object.fromEntries(EXPORT_FIELDS) as Record<ExportField, string>;

/** Spec 001 §5's rule for the export dialog, in its words. */
export const EXPORT_NEEDS = 'Export needs a start date, an end date and at least one field';
/** What the CSV download is saved as (spec 001 §7). */
export const EXPORT_FILE_NAME = 'AppointmentExport.csv';

/**
 * A suggestion's or bug report's statuses, in their order, as the feedback events hold them: Open
 * (new), In progress (an admin is on it), Done (built or fixed), Won't do (declined).
 */
export const FEEDBACK_STATUS_VALUES = ['Open', 'In progress', 'Done', "Won't do"] as const;

/**
 * Spec 000's admin user statuses (§4, §9), in the order its status filter lists them. Active,
 * Cancelled and Delinquent follow the subscription's events; Beta User needs an event that grants
 * it, which nothing writes yet.
 */
export const ADMIN_USER_STATUSES = ['Active', 'Cancelled', 'Delinquent', 'Beta User', 'Trial', 'Trial Expired'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
/** The statuses no event can give a user yet (see ADMIN_USER_STATUSES). */
export const ADMIN_STATUSES_NOT_YET_POSSIBLE: readonly AdminUserStatus[] = ['Beta User'];

/** The columns the admins' user list sorts by. */
export const ADMIN_USER_SORTS = ['Name', 'Email', 'Status', 'SigningCount', 'ExpenseCount', 'LastActivity', 'SignedUp'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** Leaving (DELETE /api/accountapi/delete): the word typed to confirm, and spec 001 §8's messages. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const ACCOUNT_DELETED_MESSAGE = 'Account has been successfully deleted.';
export const ACCOUNT_NOT_DELETED_MESSAGE = 'Unable to delete account. Please try again.';
