import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NOT_INVOICED } from '@notary/contracts/wire-values';
import { messageOf } from '../../../app/apiError';
import { formatMoney, localToday } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { useGetReceivablesAgingQuery } from '../api';
import { AgingChartCard } from '../components/AgingChartCard';
import { AgingTable } from '../components/AgingTable';
import { FigureSignings } from '../components/FigureSignings';
import { ReceivablesSummary } from '../components/ReceivablesSummary';
import { choiceFromParams, paramsOfChoice, type FigureChoice } from '../receivablesRules';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../receivables.css';

/**
 * /Receivables: what customers owe on invoices, by how late it is, per customer with the chart and
 * the table of the same figures; a figure clicked lists its signings below (its address says which,
 * so Back returns to the one before). Live: a payment or invoice saved anywhere refreshes it.
 */
export default function ReceivablesPage() {
  // The notary's today, read on every render: a page left open overnight ages the balances again.
  const asOf = localToday();
  const [params, setParams] = useSearchParams();
  const choice = choiceFromParams(params);
  const { data: aging, error, isFetching, refetch } = useGetReceivablesAgingQuery(asOf);

  const pick = useCallback((next: FigureChoice) => setParams(paramsOfChoice(next)), [setParams]);
  const close = useCallback(() => setParams({}), [setParams]);
  const chosenCustomer = choice?.customer;
  const chosenBucket = choice?.bucket;
  const actions = useMemo(
    () => ({ chosen: chosenCustomer === undefined ? null : { customer: chosenCustomer, bucket: chosenBucket ?? null }, onPick: pick }),
    [chosenCustomer, chosenBucket, pick],
  );

  const owed = aging ? aging.Customers.length > 0 : false;
  return (
    <Page title="Receivables" help="receivables">
      {error && !aging && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load summary data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {!aging && !error && <p role="status">Loading what your customers owe…</p>}
      {aging && (
        <div className="receivables" aria-busy={isFetching || undefined}>
          <ReceivablesSummary aging={aging} />
          {owed ? (
            <>
              <AgingChartCard aging={aging} onPick={pick} />
              <section className="receivables-table" aria-labelledby="aging-table-title">
                <h2 id="aging-table-title">Aging by customer</h2>
                <p className="receivables-note">Days past each invoice’s due date. Choose a figure to list its signings.</p>
                <AgingTable aging={aging} actions={actions} />
              </section>
            </>
          ) : (
            <p className="empty-state card">No invoice is waiting to be paid. Balances appear here once a signing with a fee is invoiced.</p>
          )}
          {aging.NotInvoiced.SigningCount > 0 && (
            <section className="card receivables-not-invoiced" aria-labelledby="not-invoiced-title">
              <h2 id="not-invoiced-title">Not invoiced yet</h2>
              <p>
                {aging.NotInvoiced.SigningCount === 1 ? '1 signing has' : `${aging.NotInvoiced.SigningCount} signings have`} a balance of{' '}
                {formatMoney(aging.NotInvoiced.Total)} but no invoice sent: nobody has been asked to pay it.
              </p>
              <p>
                <button type="button" className="button button--secondary" onClick={() => pick({ customer: null, bucket: NOT_INVOICED })}>
                  Show the signings not invoiced yet
                </button>
              </p>
            </section>
          )}
        </div>
      )}
      {choice && <FigureSignings choice={choice} asOf={asOf} aging={aging} onClose={close} />}
    </Page>
  );
}
