import { estimateSelfEmploymentTax, estimatedTaxDueDates, isNotarialFee, legalHolidays, nextBusinessDay, STANDARD_WORK_TYPES } from '@notary/domain';

describe('legal holidays the IRS observes', () => {
  it('lists 2026’s federal holidays and DC Emancipation Day on the days they are observed', () => {
    expect(legalHolidays(2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to Monday and puts a Saturday New Year’s Day on the Friday before', () => {
    const in2021 = legalHolidays(2021).map((holiday) => holiday.date);
    expect(in2021).toContain('2021-06-18'); // Juneteenth, its first year, on a Saturday
    expect(in2021).toContain('2021-12-31'); // January 1, 2022 is a Saturday
    expect(legalHolidays(2022).map((holiday) => holiday.date)).toContain('2022-12-26');
    expect(legalHolidays(2020).some((holiday) => holiday.name.startsWith('Juneteenth'))).toBe(false);
  });

  it('says why a deadline moved, day by day', () => {
    expect(nextBusinessDay('2023-04-15')).toEqual({
      statutory: '2023-04-15',
      due: '2023-04-18',
      skipped: [
        { date: '2023-04-15', reason: 'Saturday' },
        { date: '2023-04-16', reason: 'Sunday' },
        { date: '2023-04-17', reason: 'DC Emancipation Day' },
      ],
    });
    expect(nextBusinessDay('2026-04-15')).toEqual({ statutory: '2026-04-15', due: '2026-04-15', skipped: [] });
  });
});

describe('estimated tax due dates', () => {
  it('are April 15, June 15, September 15 and January 15, each moved past weekends and holidays', () => {
    expect(estimatedTaxDueDates(2023).map((due) => due.due)).toEqual(['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']);
    expect(estimatedTaxDueDates(2024).map((due) => due.due)).toEqual(['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']);
    expect(estimatedTaxDueDates(2022)[0]).toMatchObject({ statutory: '2022-04-15', due: '2022-04-18' });
    expect(estimatedTaxDueDates(2026).map((due) => due.due)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
    expect(estimatedTaxDueDates(2024)[3]!.skipped).toEqual([]);
    expect(estimatedTaxDueDates(2023)[3]!.skipped).toEqual([{ date: '2024-01-15', reason: 'Birthday of Martin Luther King, Jr.' }]);
  });
});

describe('the self-employment tax estimate', () => {
  it('is 15.3% of 92.35% of the net profit', () => {
    const estimate = estimateSelfEmploymentTax(2026, 10_000, 20_000, 0);
    expect(estimate.netEarnings).toBe(9235);
    expect(estimate.socialSecurityTax).toBe(1145.14);
    expect(estimate.medicareTax).toBe(267.82);
    expect(estimate.selfEmploymentTax).toBe(1412.96);
    expect(estimate.deductibleHalf).toBe(706.48);
  });

  it('keeps the profit earned by notarial acts out of it, in proportion to their receipts', () => {
    const estimate = estimateSelfEmploymentTax(2026, 10_000, 20_000, 5_000);
    expect(estimate.notarialShare).toBe(2500);
    expect(estimate.subjectToTax).toBe(7500);
    expect(estimate.netEarnings).toBe(6926.25);
    expect(estimate.selfEmploymentTax).toBe(1059.72);
  });

  it('is nothing under $400 of net earnings or on a loss', () => {
    expect(estimateSelfEmploymentTax(2026, 430, 1000, 0).selfEmploymentTax).toBe(0);
    expect(estimateSelfEmploymentTax(2026, -2000, 1000, 0)).toMatchObject({ subjectToTax: 0, selfEmploymentTax: 0 });
  });

  it('takes social security only up to the year’s wage base, Medicare on all of it', () => {
    const estimate = estimateSelfEmploymentTax(2025, 300_000, 300_000, 0);
    expect(estimate.wageBase).toBe(176_100);
    expect(estimate.socialSecurityTax).toBe(21_836.4);
    expect(estimate.medicareTax).toBe(8034.45);
  });
});

describe('notarial fees', () => {
  const standard = (name: string) => STANDARD_WORK_TYPES.find((type) => type.Name === name)!;

  it('are the notarial acts, not loan-signing agent work or services beside them', () => {
    expect(isNotarialFee(standard('Acknowledgment'))).toBe(true);
    expect(isNotarialFee(standard('Jurat'))).toBe(true);
    expect(isNotarialFee(standard('General Notary Work'))).toBe(true);
    expect(isNotarialFee(standard('Refinance'))).toBe(false);
    expect(isNotarialFee(standard('Loan Signing'))).toBe(false);
    expect(isNotarialFee(standard('I-9 Employment Verification'))).toBe(false);
    expect(isNotarialFee(standard('Travel Fee'))).toBe(false);
    expect(isNotarialFee(undefined)).toBe(false);
  });

  it('follow a custom type’s category unless the type says otherwise', () => {
    const custom = { Id: 1001, CategoryId: 1 as const, Readonly: false };
    expect(isNotarialFee(custom)).toBe(true);
    expect(isNotarialFee({ ...custom, CategoryId: 2 })).toBe(false);
    expect(isNotarialFee({ ...custom, NotarialFee: false })).toBe(false);
  });
});
