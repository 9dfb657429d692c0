/**
 * The IRS standard mileage rate for business use of a car, in cents per mile, by the date a trip
 * was driven. Source: the IRS's yearly announcements of the standard mileage rates (its news
 * releases and notices "standard mileage rates for <year>", as issue 12 lists them). 2022 is the
 * one year with two rates: 58.5¢ to June 30, 62.5¢ from July 1 (IR-2022-124). A new year's rate is
 * one more line here.
 */
export const IRS_MILEAGE_RATES: ReadonlyArray<{ from: string; cents: number }> = [
  { from: '2014-01-01', cents: 56 },
  { from: '2015-01-01', cents: 57.5 },
  { from: '2016-01-01', cents: 54 },
  { from: '2017-01-01', cents: 53.5 },
  { from: '2018-01-01', cents: 54.5 },
  { from: '2019-01-01', cents: 58 },
  { from: '2020-01-01', cents: 57.5 },
  { from: '2021-01-01', cents: 56 },
  { from: '2022-01-01', cents: 58.5 },
  { from: '2022-07-01', cents: 62.5 },
  { from: '2023-01-01', cents: 65.5 },
  { from: '2024-01-01', cents: 67 },
  { from: '2025-01-01', cents: 70 },
  { from: '2026-01-01', cents: 72.5 },
];

const LAST_YEAR_KNOWN = Number(IRS_MILEAGE_RATES[IRS_MILEAGE_RATES.length - 1]!.from.slice(0, 4));

export interface MileageRate {
  /** Cents per mile. */
  cents: number;
  /** Where the rate comes from, in words the notary reads beside the deduction. */
  basis: string;
}

/**
 * The rate for a trip on `date` (YYYY-MM-DD): the notary's own rate when set (dollars per mile), else
 * the IRS rate in force that day. A year after the table uses its latest rate and says so; a date
 * before it uses the first one, also saying so.
 */
export function mileageRateFor(date: string, ownRateDollars?: number | null): MileageRate {
  if (ownRateDollars !== null && ownRateDollars !== undefined && ownRateDollars > 0) {
    return { cents: Math.round(ownRateDollars * 1000) / 10, basis: 'Your own rate (settings)' };
  }
  const year = Number(date.slice(0, 4));
  const first = IRS_MILEAGE_RATES[0]!;
  if (date < first.from) return { cents: first.cents, basis: `IRS ${first.from.slice(0, 4)} rate (the earliest known; none is kept for ${year})` };
  let rate = first;
  for (const candidate of IRS_MILEAGE_RATES) if (candidate.from <= date) rate = candidate;
  if (year > LAST_YEAR_KNOWN) return { cents: rate.cents, basis: `IRS ${LAST_YEAR_KNOWN} rate (the latest known; ${year}'s is not in the table yet)` };
  const half = year === 2022 ? (date < '2022-07-01' ? ' (January to June)' : ' (from July 1)') : '';
  return { cents: rate.cents, basis: `IRS ${year} rate${half}` };
}

/** The deduction for `miles` at a rate, in dollars and cents. */
export const mileageDeduction = (miles: number, rate: MileageRate): number => Math.round(miles * rate.cents) / 100;
