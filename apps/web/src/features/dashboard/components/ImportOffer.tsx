import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { openSigningEditor } from '../../../app/signingEditor';
import { useGetImportsCountQuery } from '../api';
import { offersImport } from '../dashboardRules';
import { LoadProblem } from './LoadProblem';

/**
 * A new account (3 signings or fewer) is offered to bring its signings over. Import is not built
 * in this release, so the card says so instead of showing an upload that would do nothing.
 */
export function ImportOffer() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const { data, error, refetch } = useGetImportsCountQuery();

  if (error && !data) return <LoadProblem title="Unable to get imports count" error={error} onRetry={refetch} />;
  if (!data || !offersImport(data.Count)) return null;
  return (
    <section className="card import-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>Bring your signings from another system</h2>
      <p>Import is coming soon. Until then, add your signings one at a time; the dashboard and calendar fill in as you go.</p>
      <p>
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => dispatch(openSigningEditor({}))}>
          New signing
        </button>
      </p>
    </section>
  );
}
