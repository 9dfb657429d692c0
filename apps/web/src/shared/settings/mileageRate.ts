/** The notary's own rate per mile as typed (dollars, e.g. "0.60"), or '' for the IRS standard rate. */
export const mileageRateText = (rate: number | null | undefined): string => (rate === null || rate === undefined ? '' : rate.toFixed(2));

export const MILEAGE_RATE_PROBLEM = 'Enter your rate in dollars per mile, such as 0.65 (at most two decimals), or leave it empty for the IRS rate';

/** The rate to save: null (empty: the IRS standard rate of each trip's date) or dollars above 0 with at most two decimals. */
export function parseMileageRate(text: string): { rate: number | null } | { problem: string } {
  const typed = text.trim().replace(/^\$/, '');
  if (typed === '') return { rate: null };
  if (!/^\d{0,3}(\.\d{1,2})?$/.test(typed) || !(Number(typed) > 0)) return { problem: MILEAGE_RATE_PROBLEM };
  return { rate: Number(typed) };
}
