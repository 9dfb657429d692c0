import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { openSigningEditor } from '../../../app/signingEditor';
import { useGetImportsCountQuery } from '../api';
import { offersImport } from '../dashboardRules';
import { LoadProblem } from './LoadProblem';

/**
 * A new account (3 signings or fewer) gets a way to start. Spec 000 offers an import here; import
 * is not built, so the card offers what works: adding signings, which fill the dashboard and calendar.
 */
export function ImportOffer() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const { data, error, refetch } = useGetImportsCountQuery();

  if (error && !data) return <LoadProblem title="Unable to get imports count" error={error} onRetry={refetch} />;
  if (!data || !offersImport(data.Count)) return null;
  return (
    <section className="card import-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>Add your signings</h2>
      <p>Add your signings as they come in; the dashboard, the calendar and your totals fill in as you go.</p>
      <p>
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => dispatch(openSigningEditor({}))}>
          New signing
        </button>
      </p>
    </section>
  );
}
