import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { isUnauthorized } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { formatMoney } from '../../../shared/format';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { useDiscardImportMutation, useGetPendingImportsQuery } from '../api';
import { useAcceptImports } from '../hooks/useAcceptImports';
import { DELETE_FAILED, IMPORT_FAILED, PENDING_PAGE_SIZE, addressOf, dateOf, formatTime, pageCountOf, signerOf } from '../importRules';
import { AcceptOutcomeNotice } from './AcceptOutcomeNotice';

/**
 * The imported rows waiting for the notary: a page of them at a time, each to discard or to check
 * and accept; accepting makes each a signing (spec 001 §4: it then leaves this list).
 */
export function PendingImportsCard() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const { data: rows, error, isFetching, refetch } = useGetPendingImportsQuery();
  const [discard] = useDiscardImportMutation();
  const [discarding, setDiscarding] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(0);
  const byId = useMemo(() => new Map((rows ?? []).map((row) => [row.Id, row])), [rows]);
  const rowOf = useCallback((id: string) => byId.get(id)?.Row ?? 0, [byId]);
  const accepting = useAcceptImports(rowOf);

  const pending = rows ?? [];
  const pageCount = pageCountOf(pending.length);
  const shownPage = Math.min(page, pageCount - 1);
  const shown = pending.slice(shownPage * PENDING_PAGE_SIZE, (shownPage + 1) * PENDING_PAGE_SIZE);
  // Rows accepted or discarded meanwhile (here or elsewhere) are no longer selected.
  const chosen = [...selected].filter((id) => byId.has(id));
  const allShownChosen = shown.length > 0 && shown.every((row) => selected.has(row.Id));

  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const remove = async (id: string) => {
    setDiscarding(id);
    try {
      await discard(id).unwrap();
      toggle([id], false);
    } catch (failure) {
      if (!isUnauthorized(failure)) dispatch(messageShown(DELETE_FAILED));
    } finally {
      setDiscarding(null);
    }
  };

  const accept = async (ids: readonly string[]) => {
    await accepting.run(ids);
    setSelected(new Set());
  };

  if (error && !rows) {
    return (
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>Signings to import</h2>
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">{IMPORT_FAILED.title}</strong>
          <p>{IMPORT_FAILED.text}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      </section>
    );
  }

  const busy = accepting.progress !== null;
  return (
    <section className="card import-pending" aria-labelledby={headingId} aria-busy={isFetching || busy || undefined}>
      <h2 id={headingId}>Signings to import{rows ? ` (${pending.length.toLocaleString('en-US')})` : ''}</h2>
      {!rows && <p role="status">Loading the signings to import…</p>}
      <div role="status">
        {accepting.progress && (
          <p className="import-pending__progress">
            <progress max={accepting.progress.total} value={accepting.progress.done} aria-label="Accepting signings" /> Accepting{' '}
            {accepting.progress.done.toLocaleString('en-US')} of {accepting.progress.total.toLocaleString('en-US')}…
          </p>
        )}
        {accepting.outcome && <AcceptOutcomeNotice outcome={accepting.outcome} fileOf={(id) => byId.get(id)?.FileName} />}
      </div>
      {rows && pending.length === 0 && (
        <p className="empty-state">
          Nothing is waiting to be imported. Upload a file above, or see your <Link to="/Appointment">signings</Link>.
        </p>
      )}
      {pending.length > 0 && (
        <>
          <div className="import-pending__toolbar" role="group" aria-label="Import actions">
            <LoadingButton type="button" loading={busy} disabled={chosen.length === 0} onClick={() => void accept(chosen)}>
              Accept selected{chosen.length ? ` (${chosen.length.toLocaleString('en-US')})` : ''}
            </LoadingButton>
            <LoadingButton type="button" className="button button--secondary" loading={busy} onClick={() => void accept(pending.map((row) => row.Id))}>
              Accept all ({pending.length.toLocaleString('en-US')})
            </LoadingButton>
            {chosen.length > 0 && (
              <button type="button" className="button button--secondary button--compact" onClick={() => setSelected(new Set())}>
                Clear selection
              </button>
            )}
          </div>
          <div className="table-scroll">
            <table className="data-table import-pending__table">
              <caption className="visually-hidden">Imported signings waiting to be accepted, page {shownPage + 1}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="Select all on this page"
                      checked={allShownChosen}
                      onChange={(event) =>
                        toggle(
                          shown.map((row) => row.Id),
                          event.target.checked,
                        )
                      }
                    />
                  </th>
                  <th scope="col">Signer</th>
                  <th scope="col">Date</th>
                  <th scope="col" className="import-pending__amount">
                    Amount
                  </th>
                  <th scope="col">Address</th>
                  <th scope="col">Order #</th>
                  <th scope="col">From</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.Id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${signerOf(row)}, ${dateOf(row)}`}
                        checked={selected.has(row.Id)}
                        onChange={(event) => toggle([row.Id], event.target.checked)}
                      />
                    </td>
                    <th scope="row">{signerOf(row)}</th>
                    <td className="import-pending__when">
                      {dateOf(row)}
                      {row.AppointmentTime && <span className="import-pending__time">{formatTime(row.AppointmentTime)}</span>}
                    </td>
                    <td className="import-pending__amount">{row.Amount === null ? '' : formatMoney(row.Amount)}</td>
                    <td className="import-pending__address">{addressOf(row)}</td>
                    <td>{row.OrderNumber}</td>
                    <td className="import-pending__from">
                      {row.FileName}, row {row.Row}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--compact button--danger-text"
                        aria-label={`Discard ${signerOf(row)}, ${dateOf(row)}`}
                        disabled={discarding === row.Id || busy}
                        onClick={() => void remove(row.Id)}
                      >
                        Discard
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pageCount > 1 && (
            <nav className="import-pending__pager" aria-label="Pages of signings to import">
              <button type="button" className="button button--secondary button--compact" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>
                Previous page
              </button>
              <span>
                Page {shownPage + 1} of {pageCount}
              </span>
              <button
                type="button"
                className="button button--secondary button--compact"
                disabled={shownPage >= pageCount - 1}
                onClick={() => setPage(shownPage + 1)}
              >
                Next page
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
