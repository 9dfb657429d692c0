import { estimatedTaxDueDates } from '@notary/domain';
import { col, figure, figures, sumDollars, table, type ReportBuilder } from '../report-kit';
import { mileageItems, mileageTotals } from './deductions';
import { deductibleOf, receiptsOf, scheduleC } from './schedule-c';
import { ESTIMATE_NOTE } from './tax.report';

/** Calendar quarters the period touches, each clipped to the period. */
function quartersOf(startDate: string, endDate: string) {
  const quarters: Array<{ label: string; StartDate: string; EndDate: string }> = [];
  for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year++) {
    for (const [q, from, to] of [
      [1, '01-01', '03-31'],
      [2, '04-01', '06-30'],
      [3, '07-01', '09-30'],
      [4, '10-01', '12-31'],
    ] as const) {
      const StartDate = `${year}-${from}`;
      const EndDate = `${year}-${to}`;
      if (EndDate < startDate || StartDate > endDate) continue;
      quarters.push({ label: `Q${q} ${year}`, StartDate: StartDate < startDate ? startDate : StartDate, EndDate: EndDate > endDate ? endDate : EndDate });
    }
  }
  return quarters;
}

/**
 * Tax Summary: the year on one page, quarter by quarter (billed, received, expenses, mileage, net
 * profit on the cash method), with the self-employment tax estimate and the next payment due.
 */
export const summaryReport: ReportBuilder = {
  kind: 'summary',
  needs: ['signings', 'payments', 'expenses', 'trips'],
  build(inputs) {
    const c = scheduleC(inputs);
    const within = (date: string, q: { StartDate: string; EndDate: string }) => date >= q.StartDate && date <= q.EndDate;
    const rows = quartersOf(inputs.period.StartDate, inputs.period.EndDate).map((q) => {
      const mileage = mileageTotals(
        mileageItems({
          ...inputs,
          trips: inputs.trips.filter((trip) => within(trip.Date, q)),
          signings: inputs.signings.filter((s) => within(s.AppointmentDate, q)),
        }),
      );
      const received = receiptsOf(inputs, q).grossReceipts;
      const expenses = deductibleOf(inputs.expenses.filter((expense) => within(expense.Date, q)));
      return {
        Quarter: q.label,
        Billed: sumDollars(inputs.signings.filter((s) => within(s.AppointmentDate, q)).map((s) => s.Amount ?? 0)),
        Received: received,
        Expenses: expenses,
        MileageDeduction: mileage.deduction,
        NetProfit: sumDollars([received, -expenses, -mileage.deduction]),
      };
    });
    const byQuarter = table(
      'By quarter',
      [
        col('Quarter', 'Quarter'),
        col('Billed', 'Billed', 'money'),
        col('Received', 'Received', 'money'),
        col('Expenses', 'Expenses', 'money'),
        col('MileageDeduction', 'Mileage deduction', 'money'),
        col('NetProfit', 'Net profit', 'money'),
      ],
      rows,
      { label: 'Total', keys: ['Billed', 'Received', 'Expenses', 'MileageDeduction', 'NetProfit'] },
    );
    const year = Number(inputs.period.EndDate.slice(0, 4));
    const next = estimatedTaxDueDates(year).find((due) => due.due >= inputs.asOf);
    const se = c.selfEmployment;
    const list = [
      figure('Billed', 'Billed', byQuarter.Totals!.Values.Billed!, 'money', 'Amounts of the signings dated in the period'),
      figure('GrossReceipts', 'Received', c.grossReceipts, 'money', 'Payments dated in the period (cash method)'),
      figure('Expenses', 'Expenses', c.expenses, 'money', 'Deductible part of the expenses dated in the period'),
      figure('MileageDeduction', 'Mileage deduction', c.mileage.deduction, 'money', `${c.mileage.miles} business miles`),
      figure('NetProfit', 'Net profit', c.netProfit, 'money', 'Received less expenses and the mileage deduction'),
      figure('SelfEmploymentTax', 'Self-employment tax (estimate)', se.selfEmploymentTax, 'money', 'Notarial fees kept out'),
    ];
    return {
      ...figures(list),
      Notes: [
        ESTIMATE_NOTE,
        next
          ? `The next estimated tax payment for ${year} is due ${next.due} (Q${next.quarter}).`
          : `The last estimated tax payment for ${year} was due ${estimatedTaxDueDates(year).at(-1)!.due}.`,
      ],
      Tables: [byQuarter],
      Charts: [
        {
          Type: 'column',
          Title: 'Received, costs and profit by quarter',
          Categories: rows.map((row) => row.Quarter),
          Series: [
            { Name: 'Received', Data: rows.map((row) => row.Received) },
            { Name: 'Expenses and mileage', Data: rows.map((row) => sumDollars([row.Expenses, row.MileageDeduction])) },
            { Name: 'Net profit', Data: rows.map((row) => row.NetProfit) },
          ],
        },
      ],
    };
  },
};
