/**
 * Spec 001 §5: an invoice e-mail is sent only when recipient and sender are each longer than 3
 * characters and contain a dot and an at sign (after trimming). A deliberately loose check: the
 * mail server is the judge of an address; this only stops the obvious slips.
 */
export function isSendableAddress(value: string | null | undefined): boolean {
  const address = (value ?? '').trim();
  return address.length > 3 && address.includes('.') && address.includes('@');
}

/** `someone@example.com`: no spaces, one at sign, a dot in the domain. */
const PLAIN_ADDRESS = /^[^\s@<>,;"[\]]+@[^\s@<>,;"[\]]+\.[^\s@<>,;"[\]]+$/;
/** `Jane Doe <jane@example.com>`, as mail programs copy addresses. */
const NAMED_ADDRESS = /^[^<>@]*<\s*([^\s@<>,;"[\]]+@[^\s@<>,;"[\]]+\.[^\s@<>,;"[\]]+)\s*>$/;
/** `[PrimaryContact]`: a template token, replaced by an address when the e-mail is sent. */
const TOKEN = /^\[\s*[A-Za-z]+\s*\]$/;

/** The address an entry stands for (lower-cased, to compare), or null when it is not shaped like one. */
function addressOf(entry: string): string | null {
  if (PLAIN_ADDRESS.test(entry)) return entry.toLowerCase();
  const named = NAMED_ADDRESS.exec(entry);
  return named ? named[1]!.toLowerCase() : null;
}

/**
 * An address list as typed in a To, Cc or Bcc field: entries separated by commas (or semicolons,
 * as Outlook writes them), trimmed; entries not shaped like an e-mail address are dropped (spec 001
 * §5). A template's lists keep their bracketed tokens too (`keepTokens`). The same address twice is
 * kept once, as first written: mail servers may treat the local part as case-sensitive, so the
 * spelling is never changed, only compared without case.
 */
export function parseAddressList(value: string | null | undefined, options: { keepTokens?: boolean } = {}): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const raw of (value ?? '').split(/[,;]/)) {
    const entry = raw.trim();
    const key = addressOf(entry) ?? (options.keepTokens && TOKEN.test(entry) ? entry.replace(/\s+/g, '').toLowerCase() : null);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    kept.push(entry);
  }
  return kept;
}

/** A list written back into one field, the way the spec's forms show it. */
export const formatAddressList = (addresses: readonly string[]): string => addresses.join(', ');
