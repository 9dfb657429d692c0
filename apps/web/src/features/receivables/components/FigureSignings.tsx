import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ReceivablesAging, ReceivableSigning } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { formatMoney, formatUsDate } from '../../../shared/format';
import { useGetReceivableSigningsQuery } from '../api';
import { choiceTitle, pastDueText, type FigureChoice } from '../receivablesRules';

export interface FigureSigningsProps {
  choice: FigureChoice;
  asOf: string;
  aging: ReceivablesAging | undefined;
  onClose: () => void;
}

/**
 * The signings behind the figure the notary clicked, each leading to its invoice. The heading takes
 * the focus when another figure is chosen, so keyboard and screen reader users land on the list.
 */
export function FigureSignings({ choice, asOf, aging, onClose }: FigureSigningsProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isFetching, refetch } = useGetReceivableSigningsQuery({ ...choice, asOf });
  const title = choiceTitle(choice, aging);
  const showCustomer = !choice.customer;

  useEffect(() => {
    // The list's top comes into view below the sticky top bar (scroll-margin in the CSS).
    headingRef.current?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [choice.customer, choice.bucket]);

  return (
    <section ref={sectionRef} className="card figure-signings" aria-labelledby="figure-signings-title" aria-busy={isFetching || undefined}>
      <div className="card__header">
        <h2 id="figure-signings-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="button button--secondary button--compact" onClick={onClose}>
          Close list
        </button>
      </div>
      {error && !data && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load appointment data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {!data && !error && <p role="status">Loading the signings…</p>}
      {data && (
        <>
          <p role="status">
            {data.Signings.length === 0
              ? 'Nothing is owed here any more.'
              : `${data.Signings.length} signing${data.Signings.length === 1 ? '' : 's'}, ${formatMoney(data.Total)} owed.`}
          </p>
          {data.Signings.length > 0 && (
            <div className="table-scroll">
              <table className="data-table figure-signings__table">
                <caption className="visually-hidden">{title}: the signings, most days late first</caption>
                <thead>
                  <tr>
                    <th scope="col">Signer</th>
                    <th scope="col">Signing date</th>
                    {showCustomer && <th scope="col">Customer</th>}
                    <th scope="col">Invoice</th>
                    <th scope="col">Due date</th>
                    <th scope="col">Days past due</th>
                    <th scope="col" className="numeric">
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.Signings.map((signing) => (
                    <SigningRow key={signing.Id} signing={signing} showCustomer={showCustomer} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function SigningRow({ signing, showCustomer }: { signing: ReceivableSigning; showCustomer: boolean }) {
  const invoiced = signing.InvoiceSent !== null;
  const late = (signing.DaysPastDue ?? 0) > 0;
  const invoice = signing.InvoiceNumber ? `Invoice ${signing.InvoiceNumber}` : 'Invoice';
  return (
    <tr>
      <th scope="row" className="figure-signings__signer">
        {signing.SignerName}
      </th>
      <td data-label="Signing date">{formatUsDate(signing.AppointmentDate)}</td>
      {showCustomer && <td data-label="Customer">{signing.CustomerName}</td>}
      <td data-label="Invoice">
        <Link
          to={`/Invoice?signing=${encodeURIComponent(signing.Id)}`}
          aria-label={invoiced ? `${invoice} for ${signing.SignerName}` : `Make the invoice for ${signing.SignerName}`}
        >
          {invoiced ? invoice : 'Make invoice'}
        </Link>
      </td>
      <td data-label="Due date">{signing.DueDate ? formatUsDate(signing.DueDate) : '—'}</td>
      <td data-label="Days past due" className={late ? 'figure-signings__late' : undefined}>
        {invoiced ? pastDueText(signing.DaysPastDue) : 'Not sent'}
      </td>
      <td data-label="Balance" className="numeric">
        {formatMoney(signing.Balance)}
      </td>
    </tr>
  );
}
