/**
 * Money on screen and in inputs. Amounts travel as dollars with two decimal places (the HTTP
 * contract's numbers), so this module takes dollars; whatever the client computes from typed
 * amounts is rounded to the cent, as the server keeps them.
 */

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1234.5 → "$1,234.50"; no amount → "" (a blank cell, not "$0.00"). */
export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : DOLLARS.format(amount);
}

/** 1999.99 → "$2,000": a chart's axis, where cents are noise. */
export const formatWholeDollars = (amount: number) => WHOLE_DOLLARS.format(amount);

/** A dollar amount to the nearest cent, so sums of typed amounts never show 0.30000000000000004. */
export const roundToCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Money as the notary types it: digits, a minus sign and one decimal point are kept, at most two
 * decimals, and thousands commas are inserted as they type.
 */
export function formatCurrencyInput(raw: string): string {
  let text = raw.replace(/[^\d.-]/g, '');
  const negative = text.startsWith('-');
  text = text.replace(/-/g, '');
  const point = text.indexOf('.');
  let whole = point === -1 ? text : text.slice(0, point);
  const decimals =
    point === -1
      ? null
      : text
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${decimals === null ? '' : `.${decimals}`}`;
}

/** The amount a formatted entry stands for; null when there is none ('' or a lone '-' or '.'). */
export function parseCurrency(text: string): number | null {
  const plain = text.replace(/,/g, '').trim();
  if (!/\d/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? roundToCents(value) : null;
}

/** A stored amount as the input shows it: 1234.5 → "1,234.50". */
export function currencyInputValue(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return formatCurrencyInput(amount.toFixed(2));
}

/**
 * Where the caret belongs after reformatting: after the same number of significant characters
 * (digits, point, minus) as before it, so commas appearing never push it around.
 */
export function caretAfterFormat(previousText: string, previousCaret: number, formatted: string): number {
  const significant = previousText.slice(0, previousCaret).replace(/[^\d.-]/g, '').length;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (seen === significant) return index;
    if (/[\d.-]/.test(formatted[index]!)) seen += 1;
  }
  return formatted.length;
}
