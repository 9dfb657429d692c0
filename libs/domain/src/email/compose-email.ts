import type { BusinessProfile, Contact, SigningDetails } from '@notary/events';
import { validationError } from '../shared';
import { localDateTime } from '../signings/local-time';
import { isSendableAddress } from './addresses';
import { addressListProblem, listEntries, signingTokensIn } from './recipients';
import { replaceTokens, resolveAddressTokens, type TokenValues } from './tokens';

/** An e-mail as the send dialog writes it (spec 001 §3's "E-mail to send"): lists and texts may hold tokens. */
export interface EmailDraft {
  EmailTo: string;
  EmailCC: string;
  EmailBCC: string;
  EmailSubject: string;
  EmailBody: string;
}

/** The message after its tokens are filled: what is queued. */
export interface ComposedEmail {
  To: string[];
  Cc: string[];
  Bcc: string[];
  Subject: string;
  Text: string;
}

export const EMAIL_SEND_MESSAGES = {
  toRequired: 'Please enter at least one recipient in To',
  subjectRequired: 'Please enter a subject',
  needsSigning: (tokens: string[]) =>
    `${tokens.join(', ')} ${tokens.length === 1 ? 'is' : 'are'} filled from a signing: send this e-mail from the signing, or take ${tokens.length === 1 ? 'it' : 'them'} out`,
  noAddressForSigning: 'No one to send to: the signing has no e-mail address for the To list (check the signer’s or the contact’s e-mail)',
} as const;

const M = EMAIL_SEND_MESSAGES;

/**
 * The message an e-mail draft becomes (spec 001 §5: subject and To non-blank after trimming). Tokens
 * are filled from `values`; without a signing (`forSigning` false) a token only a signing can fill
 * is refused rather than sent blank. Every list entry must be an address or an address token.
 */
export function composeEmail(draft: EmailDraft, values: TokenValues, forSigning: boolean): ComposedEmail {
  const errors: Record<string, string> = {};
  if (!listEntries(draft.EmailTo).length) errors.EmailTo = M.toRequired;
  if (!draft.EmailSubject.trim()) errors.EmailSubject = M.subjectRequired;
  for (const field of ['EmailTo', 'EmailCC', 'EmailBCC'] as const) {
    const problem = addressListProblem(draft[field]);
    if (problem) errors[field] ??= problem;
  }
  if (!forSigning) {
    for (const field of ['EmailTo', 'EmailCC', 'EmailBCC', 'EmailSubject', 'EmailBody'] as const) {
      const tokens = signingTokensIn(draft[field]);
      if (tokens.length) errors[field] ??= M.needsSigning(tokens);
    }
  }
  throwFirst(errors);
  const filled = fillEmail(draft, values);
  if (!filled.To.length) throwFirst({ EmailTo: M.noAddressForSigning });
  return filled;
}

/**
 * A draft with its tokens filled, without judging it: what a preview shows. Address lists keep only
 * addresses (a token without one drops out); a subject stays on one line.
 */
export function fillEmail(draft: EmailDraft, values: TokenValues): ComposedEmail {
  return {
    To: resolveAddressTokens(draft.EmailTo, values),
    Cc: resolveAddressTokens(draft.EmailCC, values),
    Bcc: resolveAddressTokens(draft.EmailBCC, values),
    Subject: replaceTokens(draft.EmailSubject, values).replace(/\s+/g, ' ').trim(),
    Text: replaceTokens(draft.EmailBody, values),
  };
}

function throwFirst(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw validationError('EMAIL.INVALID', first, errors);
}

/** What the notary's business profile fills: [MyName], [MyCompanyName], [MyPhone], [MyEmail]. */
export function profileTokenValues(profile: BusinessProfile | null, accountEmail: string): TokenValues {
  return {
    myName: profile?.Name,
    myCompanyName: profile?.Company,
    myPhone: profile?.Phone,
    myEmail: notaryAddress(profile, accountEmail),
  };
}

/** What a signing, its customer and the customer's contact fill (spec 001 §3's fields read for tokens). */
export function signingTokenValues(details: SigningDetails, customerName: string | null, contact: Contact | null): TokenValues {
  return {
    firstName: details.FirstName,
    lastName: details.LastName,
    customerName,
    contactName: contact?.Name,
    appointmentDateTime: localDateTime(details.AppointmentDate, details.AppointmentTime),
    orderNumber: details.OrderNumber,
    invoiceNumber: details.InvoiceNumber,
    trackingNumber: details.TrackingNumber,
    address: details.Address1,
    city: details.City,
    state: details.State,
    zip: details.Zip,
    primaryContact: details.EmailAddress,
    secondaryContact: details.CoSignerEmailAddress,
    companyContact: contact?.Email,
  };
}

/** The signing a preview shows when no real one is chosen. */
export const EXAMPLE_SIGNING_TOKEN_VALUES: TokenValues = {
  firstName: 'Ana',
  lastName: 'Rivera',
  customerName: 'Lone Star Title',
  contactName: 'Dana Brooks',
  appointmentDateTime: '2026-03-05T14:30',
  orderNumber: 'ORD-1042',
  invoiceNumber: '1001',
  trackingNumber: '1Z999AA10123456784',
  address: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  primaryContact: 'ana.rivera@example.com',
  secondaryContact: 'luis.rivera@example.com',
  companyContact: 'dana.brooks@example.com',
};

/** The notary's own address: the profile's when it is one, else the account's. */
export function notaryAddress(profile: BusinessProfile | null, accountEmail: string): string {
  const fromProfile = profile?.Email?.trim() ?? '';
  return isSendableAddress(fromProfile) ? fromProfile : accountEmail.trim();
}

/**
 * The From of the notary's e-mail: their address with their company (or their name) shown, quoted
 * so a comma or a quote in a company name cannot split the header. Replies go to the same address.
 */
export function senderOf(profile: BusinessProfile | null, accountEmail: string): { From: string; ReplyTo: string } {
  const address = notaryAddress(profile, accountEmail);
  const name = (profile?.Company?.trim() || profile?.Name?.trim() || '').replace(/[\r\n]+/g, ' ');
  return { From: name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address, ReplyTo: address };
}
