import { parseAddressList } from './addresses';

/** A token a notary can put into a template, with what it becomes, for the editor's insert list. */
export interface EmailToken {
  /** As written in a template: `[FirstName]`. */
  token: string;
  description: string;
}

/** Tokens for a template's subject and body (spec 001 §9). */
export const EMAIL_TEXT_TOKENS: readonly EmailToken[] = [
  { token: '[FirstName]', description: "The signer's first name" },
  { token: '[LastName]', description: "The signer's last name" },
  { token: '[CustomerName]', description: 'The name of the customer (title company, lender or signing service) that ordered the signing' },
  { token: '[ContactName]', description: "The name of the customer's contact for the signing" },
  { token: '[Date]', description: 'The date of the signing, like Monday, January 1st, 2024' },
  { token: '[Time]', description: 'The time of the signing, like 9:05 AM' },
  { token: '[OrderNumber]', description: "The signing's order number" },
  { token: '[InvoiceNumber]', description: "The signing's invoice number" },
  { token: '[TrackingNumber]', description: 'The tracking number of the package the signed documents were returned in' },
  { token: '[Address]', description: 'The street address of the signing' },
  { token: '[City]', description: 'The city of the signing' },
  { token: '[State]', description: 'The state of the signing' },
  { token: '[Zip]', description: 'The ZIP code of the signing' },
  { token: '[MyCompanyName]', description: 'Your company name, from your business profile' },
  { token: '[MyName]', description: 'Your name, from your business profile' },
  { token: '[MyPhone]', description: 'Your phone number, from your business profile' },
];

/** Tokens for a template's To, Cc and Bcc lists (spec 001 §9); each becomes one e-mail address. */
export const EMAIL_ADDRESS_TOKENS: readonly EmailToken[] = [
  { token: '[PrimaryContact]', description: "The signer's e-mail address" },
  { token: '[SecondaryContact]', description: "The co-signer's e-mail address" },
  { token: '[CompanyContact]', description: "The e-mail address of the customer's contact for the signing" },
  { token: '[MyEmail]', description: 'Your e-mail address, from your business profile' },
];

/**
 * What the tokens stand for, filled by the caller from the signing, its customer and contact, and
 * the notary's business profile. A value left out (or null) makes its token disappear.
 */
export interface TokenValues {
  firstName?: string | null;
  lastName?: string | null;
  customerName?: string | null;
  contactName?: string | null;
  /** The signing's local wall-clock start, YYYY-MM-DDTHH:mm (AppointmentDateTime). */
  appointmentDateTime?: string | null;
  orderNumber?: string | null;
  invoiceNumber?: string | null;
  trackingNumber?: string | null;
  /** The signing's street address (Address1). */
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  myCompanyName?: string | null;
  myName?: string | null;
  myPhone?: string | null;
  myEmail?: string | null;
  /** The signer's e-mail address (EmailAddress). */
  primaryContact?: string | null;
  /** The co-signer's e-mail address (CoSignerEmailAddress). */
  secondaryContact?: string | null;
  /** The customer contact's e-mail address. */
  companyContact?: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 31st. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** `2024-01-01` (or a YYYY-MM-DDTHH:mm) as `Monday, January 1st, 2024`; '' when it is not a date. */
export function longDate(localDateTime: string | null | undefined): string {
  const parts = LOCAL_DATE_TIME.exec(localDateTime ?? '');
  if (!parts) return '';
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // UTC: a wall-clock date has no time zone, and the weekday must not shift with the server's.
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return '';
  return `${WEEKDAYS[at.getUTCDay()]}, ${MONTHS[month - 1]} ${ordinal(day)}, ${year}`;
}

/** The time of a YYYY-MM-DDTHH:mm as `9:05 AM` (midnight is 12:00 AM, noon 12:00 PM); '' without a time. */
export function clockTime(localDateTime: string | null | undefined): string {
  const parts = LOCAL_DATE_TIME.exec(localDateTime ?? '');
  if (!parts?.[4]) return '';
  const [hour, minute] = [Number(parts[4]), Number(parts[5])];
  if (hour > 23 || minute > 59) return '';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${parts[5]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Each token's value, by its lower-cased name. */
function tokenTable(values: TokenValues): Record<string, string | null | undefined> {
  return {
    firstname: values.firstName,
    lastname: values.lastName,
    customername: values.customerName,
    contactname: values.contactName,
    date: longDate(values.appointmentDateTime),
    time: clockTime(values.appointmentDateTime),
    ordernumber: values.orderNumber,
    invoicenumber: values.invoiceNumber,
    trackingnumber: values.trackingNumber,
    address: values.address,
    city: values.city,
    state: values.state,
    zip: values.zip,
    mycompanyname: values.myCompanyName,
    myname: values.myName,
    myphone: values.myPhone,
    myemail: values.myEmail,
    primarycontact: values.primaryContact,
    secondarycontact: values.secondaryContact,
    companycontact: values.companyContact,
  };
}

/** `[FirstName]`, `[firstname]`, `[ FirstName ]`: a word in square brackets. */
const BRACKETED_WORD = /\[\s*([A-Za-z]+)\s*\]/g;

/**
 * Fills a subject or body: each token (any case) becomes its value, a missing value an empty
 * string. A bracketed word that is not a token stays as written, since it may be the notary's own
 * text ("[optional]"). One pass: a value that itself looks like a token is not replaced again.
 * The address tokens are filled too, so a signature may end with [MyEmail].
 */
export function replaceTokens(text: string, values: TokenValues): string {
  const table = tokenTable(values);
  return text.replace(BRACKETED_WORD, (written, name: string) => {
    const key = name.toLowerCase();
    return key in table ? (table[key] ?? '').trim() : written;
  });
}

const KNOWN_TOKENS = new Set([...EMAIL_TEXT_TOKENS, ...EMAIL_ADDRESS_TOKENS].map(({ token }) => token.slice(1, -1).toLowerCase()));

/** The bracketed words of a text that are not tokens, as written: for an editor's warning. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(BRACKETED_WORD)].filter((match) => !KNOWN_TOKENS.has(match[1]!.toLowerCase())).map((match) => match[0]);
}

/**
 * A template's To, Cc or Bcc list with its address tokens replaced by addresses: a token whose
 * address is missing, and anything not shaped like an address, drops out; duplicates go (the
 * signer who is also the contact gets one copy).
 */
export function resolveAddressTokens(list: string | readonly string[], values: TokenValues): string[] {
  const entries = typeof list === 'string' ? parseAddressList(list, { keepTokens: true }) : list;
  return parseAddressList(entries.map((entry) => replaceTokens(entry, values)).join(','));
}
