import type { PaymentHistoryLine } from '@notary/contracts';
import { formatMoney } from '../../../shared/format';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Every payment and refused charge, newest first: the receipts the notary also got by e-mail. */
export function PaymentHistory({ payments }: { payments: PaymentHistoryLine[] }) {
  if (payments.length === 0) return <p>No payments yet.</p>;
  return (
    <table className="data-table payment-history">
      <caption className="visually-hidden">Payments</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Period</th>
          <th scope="col">Card</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={`${payment.PaymentId}-${payment.At}`}>
            <td>{day(payment.At)}</td>
            <td>{formatMoney(payment.Amount)}</td>
            <td>{payment.PeriodEnd ? `${day(payment.PeriodStart)} – ${day(payment.PeriodEnd)}` : `from ${day(payment.PeriodStart)}`}</td>
            <td>{payment.CardLast4 ? `${payment.CardBrand} •••• ${payment.CardLast4}` : ''}</td>
            <td>{payment.Status === 'Paid' ? 'Paid' : `Declined: ${payment.Message ?? ''}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
