import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ReportFigure, TaxYearBooks, TaxYearCellValue, TaxYearChange } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { formatMoment } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { Page } from '../../../shared/ui/Page';
import { useGetTaxYearQuery, type TaxYearArgs } from '../api';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../accountant.css';

const MONEY_FIELDS = new Set(['Fee', 'Paid', 'Amount']);
const cell = (field: string, value: TaxYearCellValue) =>
  value === null ? '—' : typeof value === 'number' && MONEY_FIELDS.has(field) ? formatMoney(value) : String(value);
const YEARS = Array.from({ length: 8 }, (_, n) => new Date().getFullYear() - n);

/** The headline figures; with a comparison, each one that moved shows its value now beside it. */
function FigureCards({ books, now }: { books: TaxYearBooks; now?: TaxYearBooks }) {
  const income: ReportFigure[] = [
    { Key: 'Billed', Label: 'Billed (signings of the year)', Value: books.Income.Billed, Kind: 'money' },
    { Key: 'Paid', Label: 'Of which paid', Value: books.Income.Paid, Kind: 'money' },
  ];
  const nowOf = (key: string) => (now ? (key === 'Billed' || key === 'Paid' ? now.Income[key] : now.Totals[key]) : undefined);
  return (
    <ul className="taxyear-cards" aria-label="Figures">
      {[...income, ...books.Figures].map((figure) => {
        const later = nowOf(figure.Key);
        const moved = later !== undefined && later !== figure.Value;
        return (
          <li key={figure.Key} className={`taxyear-card${moved ? ' taxyear-card--changed' : ''}`} title={figure.Basis}>
            <div className="taxyear-card__label">{figure.Label}</div>
            <div className="taxyear-card__value">{formatMoney(figure.Value)}</div>
            {moved && <div className="taxyear-card__now">Now {formatMoney(later)}</div>}
          </li>
        );
      })}
    </ul>
  );
}

function ChangesTable({ changes }: { changes: TaxYearChange[] }) {
  if (!changes.length) return <p role="status">Nothing changed since then: the books now say what they said.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>What changed since then ({changes.length})</caption>
        <thead>
          <tr>
            <th scope="col">Change</th>
            <th scope="col">What</th>
            <th scope="col">Row</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => {
            const row = change.After ?? change.Before ?? {};
            return (
              <tr key={`${change.Kind}-${change.Id}`} className="taxyear-change" data-change={change.Change}>
                <td data-label="Change">{change.Change}</td>
                <td data-label="What">{change.Kind}</td>
                <td data-label="Row">{[row.Date ?? row.PaidDate, row.Signer ?? row.Payee ?? row.Details].filter(Boolean).join(' · ')}</td>
                <td data-label="Before → after">
                  {change.Fields.map((field) => (
                    <div key={field.Field}>
                      {field.Field}: {change.Change !== 'Added' && <del>{cell(field.Field, field.Before)}</del>}
                      {change.Change === 'Changed' && ' → '}
                      {change.Change !== 'Removed' && <ins>{cell(field.Field, field.After)}</ins>}
                    </div>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RowsTable({ title, rows, columns }: { title: string; rows: ReadonlyArray<Record<string, TaxYearCellValue>>; columns: string[] }) {
  return (
    <details className="taxyear-section">
      <summary>
        {title} ({rows.length})
      </summary>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.Id)}>
                {columns.map((column) => (
                  <td key={column} data-label={column}>
                    {cell(column, row[column] ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * /Accountant/Clients/{ownerId}/{year}: a client's tax year, now or as the books stood at a moment
 * (a return's filing date), and what changed since. Each look is recorded for the notary to see, so
 * the page reads only when asked (Show), with the reason given.
 */
export default function TaxYearPage() {
  const { ownerId = '', year: yearParam = '' } = useParams();
  const navigate = useNavigate();
  const year = Number(yearParam);
  const [asOf, setAsOf] = useState('');
  const [compare, setCompare] = useState(true);
  const [why, setWhy] = useState('');
  const [asked, setAsked] = useState<TaxYearArgs>({ ownerId, year, asOf: null, compare: false, why: '' });
  const answer = useGetTaxYearQuery(asked.ownerId === ownerId && asked.year === year ? asked : { ...asked, ownerId, year });

  const show = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ ownerId, year, asOf: asOf ? new Date(asOf).toISOString() : null, compare, why });
  };
  const data = answer.data;

  return (
    <Page title={`Tax year ${year}${data?.PreparedFor ? `: ${data.PreparedFor}` : ''}`}>
      <p>
        <Link to="/Accountant/Clients">All clients</Link>
      </p>
      <form className="taxyear-controls" onSubmit={show}>
        <label>
          Tax year
          <select className="input" value={year} onChange={(event) => navigate(`/Accountant/Clients/${ownerId}/${event.target.value}`)}>
            {(YEARS.includes(year) ? YEARS : [year, ...YEARS]).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label>
          As of (leave empty for now)
          <input type="datetime-local" step={1} className="input" value={asOf} onChange={(event) => setAsOf(event.target.value)} />
        </label>
        <label className="taxyear-toggle">
          <input type="checkbox" checked={compare} onChange={(event) => setCompare(event.target.checked)} disabled={!asOf} /> Compare with now
        </label>
        <label>
          Why you are looking (the notary sees it)
          <input type="text" className="input" value={why} maxLength={500} onChange={(event) => setWhy(event.target.value)} />
        </label>
        <button type="submit" className="button button--primary">
          Show
        </button>
      </form>

      {answer.error && (
        <div className="notice notice--danger" role="alert">
          <p>{messageOf(answer.error)}</p>
        </div>
      )}
      <p role="status" className="list-status">
        {answer.isFetching
          ? 'Reading the books…'
          : data
            ? data.Books.AsOf
              ? `The books as they stood on ${formatMoment(data.Books.AsOf)}${data.Now ? ', compared with now' : ''}.`
              : 'The books as they stand now.'
            : ''}
      </p>
      {data && !answer.isFetching && (
        <>
          <FigureCards books={data.Books} now={data.Now} />
          {data.Changes && <ChangesTable changes={data.Changes} />}
          <section className="taxyear-section" aria-label="Schedule C">
            <div className="table-scroll">
              <table className="data-table">
                <caption>{data.Books.ScheduleC.Title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Item</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {data.Books.ScheduleC.Rows.map((row, index) => (
                    <tr key={index}>
                      <td>{String(row.Line ?? '')}</td>
                      <td>{String(row.Title ?? '')}</td>
                      <td>{formatMoney(Number(row.Amount ?? 0))}</td>
                    </tr>
                  ))}
                </tbody>
                {data.Books.ScheduleC.Totals && (
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {data.Books.ScheduleC.Totals.Label}
                      </th>
                      <td>{formatMoney(data.Books.ScheduleC.Totals.Values.Amount ?? 0)}</td>
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
          </section>
          <RowsTable title="Signings" rows={data.Books.Signings} columns={['Date', 'Signer', 'Customer', 'WorkType', 'Fee', 'Paid', 'Miles']} />
          <RowsTable title="Payments received" rows={data.Books.Payments} columns={['PaidDate', 'Amount']} />
          <RowsTable title="Expenses" rows={data.Books.Expenses} columns={['Date', 'Payee', 'Category', 'Line', 'Amount']} />
          <RowsTable title="Trips" rows={data.Books.Trips} columns={['Date', 'Details', 'Miles']} />
          <ul className="taxyear-section">
            {data.Books.Notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
