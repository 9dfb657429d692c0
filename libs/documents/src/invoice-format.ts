/**
 * How values read on the printed invoice: US dates and dollars, and text made safe to print. The
 * model comes from stored user input, so any field may be missing, over-long or hold characters a
 * PDF text run should not carry.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * C0/C1 control characters (line breaks are kept; tabs are turned into spaces before) and the
 * Unicode line separators: the font has no glyph for them and would print boxes.
 */
const isControl = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && char !== '\n') || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

/** 'YYYY-MM-DD' (or an ISO timestamp) as MM/DD/YYYY; anything else is printed as given, made safe. */
export function formatDate(value: string | undefined | null): string {
  const text = safeText(value, { maxLength: 40 });
  const match = ISO_DATE.exec(text);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : text;
}

const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** Integer cents as $1,234.50, a negative amount as -$25.00. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${dollars.format(Math.abs(cents) / 100)}`;
}

export interface SafeTextOptions {
  /** Longer text is cut with an ellipsis, so one runaway field cannot fill pages. */
  maxLength?: number;
  /** Keep line breaks (notes); otherwise they become spaces (names, addresses). */
  multiline?: boolean;
}

/**
 * Any value as printable text: missing values print nothing (never "undefined"), control
 * characters go, combining accents are composed (so "Peña" typed as n + U+0303 uses the font's ñ),
 * whitespace is tidied and the length capped.
 */
export function safeText(value: unknown, { maxLength = 300, multiline = false }: SafeTextOptions = {}): string {
  if (value === undefined || value === null) return '';
  const raw = (typeof value === 'string' ? value : String(value)).normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  let text = [...raw].filter((char) => !isControl(char)).join('');
  text = multiline
    ? text
        .split('\n')
        .map((line) => line.replace(/ {2,}/g, ' ').trimEnd())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
  // Cut by code points, never inside a surrogate pair.
  const chars = [...text];
  return chars.length > maxLength
    ? `${chars
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** "City, ST 12345" from whichever parts are present. */
export function cityLine(city?: string, state?: string, zip?: string): string {
  const place = [safeText(city), safeText(state)].filter(Boolean).join(', ');
  return [place, safeText(zip, { maxLength: 20 })].filter(Boolean).join(' ');
}
