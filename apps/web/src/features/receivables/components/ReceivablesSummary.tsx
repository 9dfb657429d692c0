import type { ReceivablesAging } from '@notary/contracts';
import { formatMoney, formatUsDate } from '../../../shared/format';
import { daysToPayText, pastDueTotal } from '../receivablesRules';

/** The few numbers a notary looks for first: owed, of which late, and how long customers take. */
export function ReceivablesSummary({ aging }: { aging: ReceivablesAging }) {
  return (
    <section className="card" aria-label="Receivables at a glance">
      <dl className="facts receivables-facts">
        <div>
          <dt>Owed on invoices</dt>
          <dd>{formatMoney(aging.Totals.Total)}</dd>
        </div>
        <div>
          <dt>Past due</dt>
          <dd className={pastDueTotal(aging.Totals) > 0 ? 'receivables-facts__late' : undefined}>{formatMoney(pastDueTotal(aging.Totals))}</dd>
        </div>
        <div>
          <dt>Avg days to pay</dt>
          <dd>{daysToPayText(aging.Totals.AverageDaysToPay)}</dd>
        </div>
        <div>
          <dt>Not invoiced yet</dt>
          <dd>{formatMoney(aging.NotInvoiced.Total)}</dd>
        </div>
      </dl>
      <p className="receivables-note">
        As of {formatUsDate(aging.AsOf)}. Days to pay are averaged over invoices paid in full since {formatUsDate(aging.PaidSince)}.
      </p>
    </section>
  );
}
