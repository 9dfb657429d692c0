import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { openSigningEditor } from '../../../app/signingEditor';
import { useGetImportsCountQuery, useGetSigningsCountQuery } from '../api';
import { offersImport } from '../dashboardRules';
import { LoadProblem } from './LoadProblem';

const waiting = (count: number) =>
  count === 1
    ? '1 imported signing is waiting for you to accept it.'
    : `${count.toLocaleString('en-US')} imported signings are waiting for you to accept them.`;

/**
 * A new account (3 signings or fewer, spec 000 §2) gets a way to start: import the signings it
 * already has from a spreadsheet, or add them one by one. Imported signings still waiting to be
 * accepted are mentioned here whatever the count, so none is forgotten.
 */
export function ImportOffer() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const signings = useGetSigningsCountQuery();
  const imports = useGetImportsCountQuery();

  const error = signings.error ?? imports.error;
  if (error && !(signings.data && imports.data))
    return (
      <LoadProblem
        title="Unable to get imports count"
        error={error}
        onRetry={() => {
          void signings.refetch();
          void imports.refetch();
        }}
      />
    );
  if (!signings.data || !imports.data) return null;
  const pending = imports.data.Count;
  if (!offersImport(signings.data.Count)) {
    if (pending === 0) return null;
    return (
      <section className="card import-offer" aria-labelledby={headingId}>
        <h2 id={headingId}>Imported signings</h2>
        <p>
          {waiting(pending)} <Link to="/Import">Review them</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="card import-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>Add your signings</h2>
      <p>
        Bring the signings you already have from a spreadsheet (CSV or Excel), or add them as they come in; the dashboard, the calendar and your totals fill in
        as you go.
      </p>
      {pending > 0 && (
        <p>
          <strong>{waiting(pending)}</strong> <Link to="/Import">Review them</Link>
        </p>
      )}
      <p className="import-offer__actions">
        <Link className="button button--primary" to="/Import">
          Import signings
        </Link>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => dispatch(openSigningEditor({}))}>
          New signing
        </button>
      </p>
    </section>
  );
}
