import { formatMoney } from '../../../shared/format';
import { marginOf } from '../analyticsRules';
import { Figure } from './Figure';

interface YearFigures {
  AppointmentCount: number;
  TotalAmount: number;
  AmountPaid: number;
  ExpenseAmount: number;
  Profit: number;
}

/** The year's headline figures: signings, billed, paid, expenses, and profit with its margin. */
export function AnalyticsFigures({ figures }: { figures: YearFigures }) {
  const margin = marginOf(figures);
  return (
    <section className="card" aria-label="Figures">
      <dl className="analytics-figures">
        <Figure label="Signings" value={String(figures.AppointmentCount)} />
        <Figure label="Billed" value={formatMoney(figures.TotalAmount)} />
        <Figure label="Paid" value={formatMoney(figures.AmountPaid)} />
        <Figure label="Expenses" value={formatMoney(figures.ExpenseAmount)} />
        <Figure label="Profit" value={formatMoney(figures.Profit)} note={margin === null ? undefined : `${margin}% of billed`} negative={figures.Profit < 0} />
      </dl>
      <p className="analytics-note">
        Signings count in the month they are dated. Profit is billed less expenses; each part carries a share of every month’s expenses in proportion to what it
        billed in the year, so the parts add up to the year.
      </p>
    </section>
  );
}
