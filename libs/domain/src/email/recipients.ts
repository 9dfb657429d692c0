import { parseAddressList } from './addresses';
import { EMAIL_ADDRESS_TOKENS, EMAIL_TEXT_TOKENS } from './tokens';

const tokenName = (token: string) => token.slice(1, -1).toLowerCase();
const ADDRESS_TOKEN_NAMES = new Set(EMAIL_ADDRESS_TOKENS.map(({ token }) => tokenName(token)));
const TEXT_TOKEN_NAMES = new Set(EMAIL_TEXT_TOKENS.map(({ token }) => tokenName(token)));
/** The tokens a notary's own business profile fills: usable in any e-mail, with or without a signing. */
const PROFILE_TOKEN_NAMES = new Set(['mycompanyname', 'myname', 'myphone', 'myemail']);

const BRACKETED = /^\[\s*([A-Za-z]+)\s*\]$/;
const BRACKETED_WORDS = /\[\s*([A-Za-z]+)\s*\]/g;

/** The address tokens, as a sentence lists them. */
export const ADDRESS_TOKEN_LIST = '[PrimaryContact], [SecondaryContact], [CompanyContact] or [MyEmail]';

/**
 * Why an entry of a To, CC or BCC list cannot stay there, or null when it can: an address, or (in a
 * template, or before a signing fills it) an address token. The spec's forms dropped such entries
 * silently; here the notary is told, and what they typed is kept.
 */
export function recipientProblem(entry: string): string | null {
  if (parseAddressList(entry).length) return null;
  const token = BRACKETED.exec(entry);
  if (token && ADDRESS_TOKEN_NAMES.has(token[1]!.toLowerCase())) return null;
  if (token && TEXT_TOKEN_NAMES.has(token[1]!.toLowerCase())) return `${entry} is not an address: in To, CC and BCC use ${ADDRESS_TOKEN_LIST}`;
  return `"${entry}" is not an e-mail address`;
}

/** The entries of a list as typed, trimmed, without empty ones. */
export const listEntries = (list: string): string[] =>
  list
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The first problem of a list (see recipientProblem), or null. */
export function addressListProblem(list: string): string | null {
  for (const entry of listEntries(list)) {
    const problem = recipientProblem(entry);
    if (problem) return problem;
  }
  return null;
}

/** The tokens of texts that only a signing can fill ([FirstName], [PrimaryContact]…), as written, once each. */
export function signingTokensIn(...texts: string[]): string[] {
  const found = new Map<string, string>();
  for (const text of texts) {
    for (const match of text.matchAll(BRACKETED_WORDS)) {
      const name = match[1]!.toLowerCase();
      if ((TEXT_TOKEN_NAMES.has(name) || ADDRESS_TOKEN_NAMES.has(name)) && !PROFILE_TOKEN_NAMES.has(name) && !found.has(name)) found.set(name, match[0]);
    }
  }
  return [...found.values()];
}
