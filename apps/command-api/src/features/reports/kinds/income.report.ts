import { chart, col, figure, figures, monthsOf, sumDollars, table, type ReportBuilder } from '../report-kit';

/**
 * Income: what was billed (the signings dated in the period), what has been paid on it and what is
 * still owed, by month, beside the money received in each month whatever the signing's date.
 */
export const incomeReport: ReportBuilder = {
  kind: 'income',
  needs: ['signings', 'payments'],
  build({ period, signings, payments }) {
    const months = monthsOf(period);
    const byMonth = new Map(
      months.map((month) => [month.key, { count: 0, billed: [] as number[], paid: [] as number[], balance: [] as number[], received: [] as number[] }]),
    );
    for (const signing of signings) {
      const month = byMonth.get(signing.AppointmentDate.slice(0, 7));
      if (!month) continue;
      month.count += 1;
      month.billed.push(signing.Amount ?? 0);
      month.paid.push(signing.AmountPaid);
      month.balance.push(signing.Balance);
    }
    for (const payment of payments) byMonth.get(payment.PaidDate.slice(0, 7))?.received.push(payment.Amount);
    const rows = months.map(({ key, label }) => {
      const month = byMonth.get(key)!;
      return {
        Month: label,
        Signings: month.count,
        Billed: sumDollars(month.billed),
        Paid: sumDollars(month.paid),
        Balance: sumDollars(month.balance),
        Received: sumDollars(month.received),
      };
    });
    const byMonthTable = table(
      'Income by month',
      [
        col('Month', 'Month'),
        col('Signings', 'Signings', 'count'),
        col('Billed', 'Billed', 'money'),
        col('Paid', 'Paid', 'money'),
        col('Balance', 'Balance', 'money'),
        col('Received', 'Received', 'money'),
      ],
      rows,
      { label: 'Total', keys: ['Signings', 'Billed', 'Paid', 'Balance', 'Received'] },
    );
    const totals = byMonthTable.Totals!.Values;
    return {
      ...figures([
        figure('Billed', 'Billed', totals.Billed!, 'money', 'The amounts of the signings dated in the period'),
        figure('Paid', 'Paid', totals.Paid!, 'money', 'What has been paid on those signings to date'),
        figure('Balance', 'Balance', totals.Balance!, 'money', 'What those signings still owe'),
        figure('Received', 'Received', totals.Received!, 'money', 'Payments dated in the period, whatever the signing’s date (cash basis)'),
        figure('Signings', 'Signings', totals.Signings!, 'count'),
      ]),
      Notes: [
        'Billed, Paid and Balance follow the signing’s date, as the dashboard does; Received follows the payment’s date, as a cash-basis tax return does.',
      ],
      Tables: [byMonthTable],
      Charts: [
        chart(
          'column',
          'Billed and paid by month',
          rows.map((row) => row.Month),
          [
            { Name: 'Billed', Data: rows.map((row) => row.Billed) },
            { Name: 'Paid', Data: rows.map((row) => row.Paid) },
            { Name: 'Received', Data: rows.map((row) => row.Received) },
          ],
        ),
      ],
    };
  },
};
