import { fromCents, toCents } from '../shared/money';
import { nextBusinessDay, type DeadlineMove } from './us-holidays';

/**
 * The self-employment tax estimate of Schedule SE (Form 1040): net earnings from self-employment are
 * 92.35% of the net profit subject to it; the tax is 12.4% social security on them up to the year's
 * wage base plus 2.9% Medicare on all of them (15.3% together below the base). Below $400 of net
 * earnings there is none. Fees for acting as a notary public are exempt from SE tax (Schedule SE
 * instructions), so the profit they account for is kept out. Additional Medicare tax and the
 * income tax itself are out of scope: this is an estimate, and the report says so.
 */
export const NET_EARNINGS_FACTOR = 0.9235;
export const SOCIAL_SECURITY_RATE = 0.124;
export const MEDICARE_RATE = 0.029;
export const SE_TAX_RATE = SOCIAL_SECURITY_RATE + MEDICARE_RATE;
export const SE_TAX_THRESHOLD = 400;

/** The social security wage base by year (SSA's annual announcements); a later year uses the latest. */
export const SOCIAL_SECURITY_WAGE_BASE: ReadonlyArray<{ year: number; dollars: number }> = [
  { year: 2020, dollars: 137_700 },
  { year: 2021, dollars: 142_800 },
  { year: 2022, dollars: 147_000 },
  { year: 2023, dollars: 160_200 },
  { year: 2024, dollars: 168_600 },
  { year: 2025, dollars: 176_100 },
  { year: 2026, dollars: 184_500 },
];

export function wageBaseFor(year: number): { dollars: number; basis: string } {
  const known = SOCIAL_SECURITY_WAGE_BASE.filter((entry) => entry.year <= year).at(-1) ?? SOCIAL_SECURITY_WAGE_BASE[0]!;
  const basis =
    known.year === year ? `the ${year} social security wage base` : `the ${known.year} social security wage base (the nearest known year to ${year})`;
  return { dollars: known.dollars, basis };
}

export interface SelfEmploymentTaxEstimate {
  /** Net profit from the business (Schedule C line 31), dollars. */
  netProfit: number;
  /** The part of it earned by notarial acts, kept out of SE tax. */
  notarialShare: number;
  /** Net profit subject to SE tax. */
  subjectToTax: number;
  /** 92.35% of it (Schedule SE line 4a). */
  netEarnings: number;
  socialSecurityTax: number;
  medicareTax: number;
  /** Both together. */
  selfEmploymentTax: number;
  /** Half of it is an adjustment to income (Schedule 1). */
  deductibleHalf: number;
  wageBase: number;
  wageBaseBasis: string;
}

/**
 * `notarialReceipts` of `grossReceipts` came from notarial acts; the profit they account for is taken
 * in the same proportion (expenses are shared across all work, so neither part carries them alone).
 */
export function estimateSelfEmploymentTax(year: number, netProfit: number, grossReceipts: number, notarialReceipts: number): SelfEmploymentTaxEstimate {
  const share = grossReceipts > 0 ? Math.min(1, Math.max(0, notarialReceipts / grossReceipts)) : 0;
  const notarialShare = netProfit > 0 ? fromCents(Math.round(toCents(netProfit) * share)) : 0;
  const subjectToTax = Math.max(0, fromCents(toCents(netProfit) - toCents(notarialShare)));
  const netEarnings = fromCents(Math.round(toCents(subjectToTax) * NET_EARNINGS_FACTOR));
  const { dollars: wageBase, basis: wageBaseBasis } = wageBaseFor(year);
  const taxed = netEarnings >= SE_TAX_THRESHOLD;
  const socialSecurityTax = taxed ? fromCents(Math.round(toCents(Math.min(netEarnings, wageBase)) * SOCIAL_SECURITY_RATE)) : 0;
  const medicareTax = taxed ? fromCents(Math.round(toCents(netEarnings) * MEDICARE_RATE)) : 0;
  const selfEmploymentTax = fromCents(toCents(socialSecurityTax) + toCents(medicareTax));
  return {
    netProfit,
    notarialShare,
    subjectToTax,
    netEarnings,
    socialSecurityTax,
    medicareTax,
    selfEmploymentTax,
    deductibleHalf: fromCents(Math.round(toCents(selfEmploymentTax) / 2)),
    wageBase,
    wageBaseBasis,
  };
}

export interface EstimatedPaymentDue extends DeadlineMove {
  quarter: 1 | 2 | 3 | 4;
  /** The months of income the payment covers ("January 1 – March 31"). */
  covers: string;
}

/**
 * The four estimated-tax payments for a tax year (Form 1040-ES): April 15, June 15 and September 15
 * of the year and January 15 of the next, each moved to the next business day when it falls on a
 * weekend or legal holiday.
 */
export function estimatedTaxDueDates(year: number): EstimatedPaymentDue[] {
  const quarters: Array<[1 | 2 | 3 | 4, string, string]> = [
    [1, `${year}-04-15`, 'January 1 – March 31'],
    [2, `${year}-06-15`, 'April 1 – May 31'],
    [3, `${year}-09-15`, 'June 1 – August 31'],
    [4, `${year + 1}-01-15`, 'September 1 – December 31'],
  ];
  return quarters.map(([quarter, statutory, covers]) => ({ quarter, covers, ...nextBusinessDay(statutory) }));
}
