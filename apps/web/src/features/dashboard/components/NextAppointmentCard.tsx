import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { openSigningEditor } from '../../../app/signingEditor';
import { useGetNextAppointmentQuery } from '../api';
import { formatClock } from '../../../shared/format';
import { LoadProblem } from './LoadProblem';

/** Where the notary has to be next: the first signing after now, local time. */
export function NextAppointmentCard() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const { data: next, error, isFetching, refetch } = useGetNextAppointmentQuery();

  return (
    <section className="card next-signing" aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <h2 id={headingId}>Next signing</h2>
      {error && !next && <LoadProblem title="Unable to get next appointment data" error={error} onRetry={refetch} />}
      {!next && !error && <p role="status">Looking for your next signing…</p>}
      {next && !next.Id && <p className="empty-state">No upcoming signings</p>}
      {next?.Id && (
        <button type="button" className="next-signing__open" aria-haspopup="dialog" onClick={() => dispatch(openSigningEditor({ signingId: next.Id! }))}>
          <span className="next-signing__day">{next.Day}</span>
          <span className="next-signing__time">
            {formatClock(next.AppointmentDateTime)}
            {next.LastName ? ` · ${next.LastName}` : ''}
          </span>
          <span className="next-signing__location">{next.Location || 'No location entered'}</span>
        </button>
      )}
    </section>
  );
}
