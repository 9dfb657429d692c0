import { chart, col, customerNameOf, daysBetween, figure, figures, groupBy, sumDollars, table, type ReportBuilder } from '../report-kit';

/**
 * Customer: the period's signings by customer: billed, paid, owed, and how long each customer takes
 * to pay (from the invoice going out to being paid in full, over their signings paid in full).
 */
export const customerReport: ReportBuilder = {
  kind: 'customer',
  needs: ['signings'],
  build({ signings }) {
    const rows = [...groupBy(signings, customerNameOf)]
      .map(([Customer, own]) => {
        const paidInFull = own.filter((signing) => signing.PaymentStatus === 'paid' && signing.InvoiceSent && signing.InvoicePaid && (signing.Amount ?? 0) > 0);
        const days = paidInFull.map((signing) => Math.max(0, daysBetween(signing.InvoiceSent!, signing.InvoicePaid!)));
        return {
          Customer,
          Signings: own.length,
          Billed: sumDollars(own.map((signing) => signing.Amount ?? 0)),
          Paid: sumDollars(own.map((signing) => signing.AmountPaid)),
          Balance: sumDollars(own.map((signing) => signing.Balance)),
          AverageDaysToPay: days.length ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10 : null,
        };
      })
      .sort((a, b) => b.Billed - a.Billed || a.Customer.localeCompare(b.Customer));
    const byCustomer = table(
      'By customer',
      [
        col('Customer', 'Customer'),
        col('Signings', 'Signings', 'count'),
        col('Billed', 'Billed', 'money'),
        col('Paid', 'Paid', 'money'),
        col('Balance', 'Balance', 'money'),
        col('AverageDaysToPay', 'Average days to pay', 'count'),
      ],
      rows,
      { label: 'Total', keys: ['Signings', 'Billed', 'Paid', 'Balance'] },
    );
    const totals = byCustomer.Totals!.Values;
    const top = rows.slice(0, 12);
    return {
      ...figures([
        figure('Customers', 'Customers', rows.length, 'count'),
        figure('Signings', 'Signings', totals.Signings!, 'count'),
        figure('Billed', 'Billed', totals.Billed!, 'money', 'The amounts of the signings dated in the period'),
        figure('Paid', 'Paid', totals.Paid!, 'money', 'What has been paid on them to date'),
        figure('Balance', 'Balance', totals.Balance!, 'money', 'What they still owe'),
      ]),
      Notes: [
        'Average days to pay: from the day the invoice went out to the day it was marked paid, over the customer’s signings paid in full; blank when none is.',
      ],
      Tables: [byCustomer],
      Charts: top.length
        ? [
            chart(
              'column',
              rows.length > top.length ? `Billed and paid: the ${top.length} largest customers` : 'Billed and paid by customer',
              top.map((row) => row.Customer),
              [
                { Name: 'Billed', Data: top.map((row) => row.Billed) },
                { Name: 'Paid', Data: top.map((row) => row.Paid) },
              ],
            ),
          ]
        : [],
    };
  },
};
