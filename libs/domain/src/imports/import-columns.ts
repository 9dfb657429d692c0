/**
 * Which column of an imported file holds what. A header is recognised by name, whatever the
 * column order, ignoring case, spaces and punctuation ("Co-Signer E-mail" = "cosigneremail"); the
 * names are the export's own titles and the ones other tools and signing services write.
 */
export type ImportField =
  | 'Date'
  | 'Time'
  | 'Address1'
  | 'Address2'
  | 'City'
  | 'State'
  | 'Zip'
  | 'OrderNumber'
  | 'InvoiceNumber'
  | 'Amount'
  | 'SignerFirstName'
  | 'SignerLastName'
  /** A whole name ("Ana Rivera", "Rivera, Ana"), split when there is no first or last name column. */
  | 'SignerName'
  | 'SignerPhone'
  | 'SignerEmail'
  | 'CoSignerFirstName'
  | 'CoSignerLastName'
  | 'CoSignerName'
  | 'CoSignerPhone'
  | 'CoSignerEmail';

/**
 * The names each field is known by, already normalised (see `headerKey`), best first: when two
 * columns hold the same field (Cell Phone and Home Phone), a row's value comes from the first of
 * them that is not empty.
 */
const NAMES: Record<ImportField, readonly string[]> = {
  Date: [
    'date',
    'appointmentdate',
    'apptdate',
    'signingdate',
    'closingdate',
    'scheduleddate',
    'dateofsigning',
    'dateofappointment',
    'appointmentdatetime',
    'signingdatetime',
    'datetime',
  ],
  Time: ['time', 'appointmenttime', 'appttime', 'signingtime', 'closingtime', 'scheduledtime', 'starttime'],
  Address1: ['address', 'address1', 'addressline1', 'street', 'streetaddress', 'propertyaddress', 'signingaddress', 'location'],
  Address2: ['address2', 'addressline2', 'suite', 'unit', 'apt', 'apartment'],
  City: ['city', 'town', 'propertycity'],
  State: ['state', 'st', 'propertystate', 'province'],
  Zip: ['zip', 'zipcode', 'postalcode', 'postcode', 'propertyzip'],
  OrderNumber: ['ordernumber', 'order', 'orderno', 'ordernum', 'orderid', 'filenumber', 'fileno', 'escrownumber'],
  InvoiceNumber: ['invoicenumber', 'invoice', 'invoiceno', 'invoicenum'],
  Amount: ['amount', 'fee', 'fees', 'signingfee', 'notaryfee', 'feeamount', 'total', 'price', 'rate'],
  SignerFirstName: ['signerfirstname', 'firstname', 'signerfirst', 'first', 'borrowerfirstname', 'borrowerfirst', 'clientfirstname'],
  SignerLastName: ['signerlastname', 'lastname', 'signerlast', 'last', 'surname', 'borrowerlastname', 'borrowerlast', 'clientlastname'],
  SignerName: ['signername', 'signer', 'name', 'fullname', 'borrower', 'borrowername', 'client', 'clientname'],
  SignerPhone: [
    'signercellphone',
    'cellphone',
    'cell',
    'mobile',
    'mobilephone',
    'signerphone',
    'signermobile',
    'borrowerphone',
    'borrowercellphone',
    'phone',
    'phonenumber',
    'telephone',
    'signerhomephone',
    'homephone',
    'signerworkphone',
    'workphone',
  ],
  SignerEmail: ['signeremail', 'email', 'emailaddress', 'signeremailaddress', 'borroweremail'],
  CoSignerFirstName: ['cosignerfirstname', 'cosignerfirst', 'coborrowerfirstname', 'coborrowerfirst'],
  CoSignerLastName: ['cosignerlastname', 'cosignerlast', 'coborrowerlastname', 'coborrowerlast'],
  CoSignerName: ['cosignername', 'cosigner', 'cosignerfullname', 'coborrower', 'coborrowername'],
  CoSignerPhone: [
    'cosignercellphone',
    'cosignerphone',
    'cosignercell',
    'cosignermobile',
    'coborrowerphone',
    'coborrowercellphone',
    'cosignerworkphone',
    'cosignerhomephone',
  ],
  CoSignerEmail: ['cosigneremail', 'cosigneremailaddress', 'coborroweremail'],
};

const FIELD_OF = new Map<string, { field: ImportField; rank: number }>(
  (Object.entries(NAMES) as [ImportField, readonly string[]][]).flatMap(([field, names]) => names.map((name, rank) => [name, { field, rank }] as const)),
);

/** The names a person would write, for the message when a file has none of them. */
export const RECOGNISED_COLUMN_NAMES = [
  'Date (or Appointment Date, Signing Date)',
  'Time',
  'Address',
  'City',
  'State',
  'Zip (or Zip Code, Postal Code)',
  'Order Number (or Order #)',
  'Invoice Number',
  'Amount (or Fee)',
  'Signer First Name (or First Name)',
  'Signer Last Name (or Last Name, Borrower Last Name)',
  'Signer Cell Phone (or Phone)',
  'Signer E-mail (or Email)',
  'Co-Signer Name',
  'Co-Signer Cell Phone',
  'Co-Signer E-mail',
];

/** Lower case, accents dropped, only letters and digits: "Co-Signer E-mail" is "cosigneremail". */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The field a header names, if any. */
export function fieldOfHeader(header: string): ImportField | null {
  return FIELD_OF.get(headerKey(header))?.field ?? null;
}

/** Per field, the columns holding it (0-based), best name first. Unknown headers are left out. */
export type ColumnMap = Partial<Record<ImportField, number[]>>;

export function recogniseHeader(headers: readonly string[]): ColumnMap {
  const found: Partial<Record<ImportField, Array<{ column: number; rank: number }>>> = {};
  headers.forEach((header, column) => {
    const known = FIELD_OF.get(headerKey(header));
    if (known) (found[known.field] ??= []).push({ column, rank: known.rank });
  });
  const columns: ColumnMap = {};
  for (const [field, candidates] of Object.entries(found) as [ImportField, Array<{ column: number; rank: number }>][]) {
    columns[field] = candidates.sort((a, b) => a.rank - b.rank || a.column - b.column).map((candidate) => candidate.column);
  }
  return columns;
}

export const recognisedCount = (columns: ColumnMap) => Object.keys(columns).length;
