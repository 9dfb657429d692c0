import { chart, col, customerNameOf, daysBetween, figure, figures, groupBy, signerName, sumDollars, table, type ReportBuilder } from '../report-kit';

/**
 * Unpaid: every signing dated in the period that still owes something, with how old the debt is
 * (from the invoice going out, or from the signing when no invoice has), grouped by customer.
 */
export const unpaidReport: ReportBuilder = {
  kind: 'unpaid',
  needs: ['signings'],
  build({ signings, asOf }) {
    const open = signings
      .filter((signing) => signing.Balance > 0)
      .map((signing) => ({ signing, customer: customerNameOf(signing), since: signing.InvoiceSent || signing.AppointmentDate }))
      .sort((a, b) => a.customer.localeCompare(b.customer) || a.signing.AppointmentDate.localeCompare(b.signing.AppointmentDate));
    const signingRows = open.map(({ signing, customer, since }) => ({
      Customer: customer,
      Date: signing.AppointmentDate,
      Signer: signerName(signing),
      InvoiceNumber: signing.InvoiceNumber ? String(signing.InvoiceNumber) : '',
      InvoiceSent: signing.InvoiceSent || null,
      Amount: signing.Amount ?? 0,
      Paid: signing.AmountPaid,
      Balance: signing.Balance,
      AgeDays: Math.max(0, daysBetween(since, asOf)),
    }));
    const customers = [...groupBy(signingRows, (row) => row.Customer)].map(([Customer, rows]) => ({
      Customer,
      Signings: rows.length,
      Balance: sumDollars(rows.map((row) => row.Balance)),
      OldestDays: Math.max(...rows.map((row) => row.AgeDays)),
    }));
    customers.sort((a, b) => b.Balance - a.Balance || a.Customer.localeCompare(b.Customer));
    const signingTable = table(
      'Open signings',
      [
        col('Customer', 'Customer'),
        col('Date', 'Date', 'date'),
        col('Signer', 'Signer'),
        col('InvoiceNumber', 'Invoice #'),
        col('InvoiceSent', 'Invoice sent', 'date'),
        col('Amount', 'Amount', 'money'),
        col('Paid', 'Paid', 'money'),
        col('Balance', 'Balance', 'money'),
        col('AgeDays', 'Age (days)', 'count'),
      ],
      signingRows,
      { label: 'Total', keys: ['Amount', 'Paid', 'Balance'] },
    );
    const customerTable = table(
      'By customer',
      [col('Customer', 'Customer'), col('Signings', 'Signings', 'count'), col('Balance', 'Balance', 'money'), col('OldestDays', 'Oldest (days)', 'count')],
      customers,
      { label: 'Total', keys: ['Signings', 'Balance'] },
    );
    return {
      ...figures([
        figure('Balance', 'Owed', signingTable.Totals!.Values.Balance!, 'money', 'The balances of the signings dated in the period'),
        figure('OpenSignings', 'Open signings', signingRows.length, 'count'),
        figure('Customers', 'Customers owing', customers.length, 'count'),
      ]),
      Notes: [`Ages are counted to ${asOf}, from the day the invoice went out, or from the signing’s date when it has not.`],
      Tables: [customerTable, signingTable],
      Charts: customers.length
        ? [
            chart(
              'column',
              'Owed by customer',
              customers.map((row) => row.Customer),
              [{ Name: 'Owed', Data: customers.map((row) => row.Balance) }],
            ),
          ]
        : [],
    };
  },
};
