/** The notary's own rate per mile as typed (dollars, e.g. "0.60"), or '' for the IRS standard rate. */
export function mileageRateText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '';
  // A tenth of a cent shows only when there is one: 0.60, 0.655.
  return Math.round(rate * 1000) % 10 === 0 ? rate.toFixed(2) : rate.toFixed(3);
}

export const MILEAGE_RATE_PROBLEM = 'Enter your rate in dollars per mile, such as 0.655 (at most three decimals), or leave it empty for the IRS rate';

/** The rate to save: null (empty: the IRS standard rate of each trip's date) or dollars above 0 to a tenth of a cent (the IRS's rates run to 65.5¢). */
export function parseMileageRate(text: string): { rate: number | null } | { problem: string } {
  const typed = text.trim().replace(/^\$/, '');
  if (typed === '') return { rate: null };
  if (!/^\d{0,2}(\.\d{1,3})?$/.test(typed) || !(Number(typed) > 0) || Number(typed) > 10) return { problem: MILEAGE_RATE_PROBLEM };
  return { rate: Number(typed) };
}
