import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectionItem } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { Page } from '../../../shared/ui/Page';
import { useGetProjectionsQuery, useRebuildProjectionMutation, useRetryProjectionMutation } from '../api';
import { SkipEventDialog } from '../components/SkipEventDialog';
import { BUSY_REFRESH_MS, byUrgency, count, eventLink, isBusy, STATE_WORDS, when } from '../projectionWords';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../operations.css';

type Stopped = ProjectionItem & { Error: NonNullable<ProjectionItem['Error']> };

/** /Admin/Projections (admins and support): every projection's position, lag and state; retry, skip, rebuild. */
export default function ProjectionsPage() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const projections = useGetProjectionsQuery(undefined, { pollingInterval: busy ? BUSY_REFRESH_MS : 0 });
  const [retry] = useRetryProjectionMutation();
  const [rebuild] = useRebuildProjectionMutation();
  const [skipping, setSkipping] = useState<Stopped | null>(null);
  const [rebuilding, setRebuilding] = useState<ProjectionItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const answer = projections.data;
  // Polls while something moves; a quiet panel does not keep asking.
  if (isBusy(answer) !== busy) setBusy(isBusy(answer));

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setAnnouncement(done);
      setBusy(true);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Not done', text: messageOf(problem) }));
    }
  };

  return (
    <Page title="Projections">
      <div className="list-toolbar">
        <p className="projections-head">
          {answer && (
            <>
              Log head at position <strong>{count(answer.HeadPosition)}</strong>; lag counted in {answer.LagUnit}.{' '}
              {answer.Mode === 'embedded' ? 'The projector runs inside the API.' : 'The projector runs as its own process.'}
            </>
          )}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void projections.refetch()}>
          Refresh
        </button>
      </div>

      {projections.error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load the projections</strong>
          <p>{messageOf(projections.error)}</p>
        </div>
      )}

      <p className="list-status" role="status">
        {answer ? summary(answer.Projections, busy) : 'Loading the projections…'}
        {announcement && ` ${announcement}`}
      </p>

      {answer && answer.Projections.length > 0 && (
        <div className="table-scroll">
          <table className="data-table projections-table">
            <caption className="visually-hidden">Each projection of the event log, where it stands and what stopped it</caption>
            <thead>
              <tr>
                <th scope="col">Projection</th>
                <th scope="col">State</th>
                <th scope="col" className="projections-table__number">
                  Position
                </th>
                <th scope="col" className="projections-table__number">
                  Lag
                </th>
                <th scope="col">Stopped on</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {byUrgency(answer.Projections).map((projection) => (
                <ProjectionRow
                  key={projection.Name}
                  projection={projection}
                  onRetry={(stopped) =>
                    void act(() => retry({ name: stopped.Name }).unwrap(), `Asked ${stopped.Name} to try event ${count(stopped.Error.Position)} again.`)
                  }
                  onSkip={setSkipping}
                  onRebuild={setRebuilding}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {skipping && (
        <SkipEventDialog
          projection={skipping}
          onClose={() => setSkipping(null)}
          onSkipped={(message) => {
            setSkipping(null);
            setAnnouncement(message);
            setBusy(true);
          }}
        />
      )}
      {rebuilding && (
        <ConfirmDialog
          title={`Rebuild ${rebuilding.Name}?`}
          message={`The ${rebuilding.Name} projection is built again from the whole log into new collections, while the current ones keep answering; it switches over when the new ones have caught up.`}
          confirmLabel="Rebuild"
          cancelLabel="Cancel"
          onCancel={() => setRebuilding(null)}
          onConfirm={() => {
            const name = rebuilding.Name;
            setRebuilding(null);
            void act(() => rebuild({ name }).unwrap(), `Rebuilding ${name}.`);
          }}
        />
      )}
    </Page>
  );
}

interface RowProps {
  projection: ProjectionItem;
  onRetry: (projection: Stopped) => void;
  onSkip: (projection: Stopped) => void;
  onRebuild: (projection: ProjectionItem) => void;
}

function ProjectionRow({ projection, onRetry, onSkip, onRebuild }: RowProps) {
  const state = STATE_WORDS[projection.State];
  const stopped = projection.State === 'failed' && projection.Error ? (projection as Stopped) : null;
  const link = stopped ? eventLink(stopped.Error) : null;
  return (
    <tr className={stopped ? 'projections-table__row--failed' : undefined}>
      <th scope="row" data-label="Projection">
        {projection.Name}
        <span className="projections-table__meta">
          version {projection.Version}, generation {projection.Generation}
        </span>
      </th>
      <td data-label="State">
        <span className={`tag projection-state projection-state--${state.tone}`}>{state.label}</span>
        {projection.Rebuild && (
          <span className="projection-rebuild">
            <progress max={100} value={projection.Rebuild.Percent} aria-label={`Rebuild of ${projection.Name}`} />
            <span>
              {projection.Rebuild.Percent}% (at {count(projection.Rebuild.Position)})
            </span>
          </span>
        )}
      </td>
      <td className="projections-table__number" data-label="Position">
        {count(projection.Position)}
      </td>
      <td className="projections-table__number" data-label="Lag">
        {count(projection.Lag)}
      </td>
      <td data-label="Stopped on" className="projections-table__error">
        {stopped ? (
          <>
            <span>
              Event {count(stopped.Error.Position)}, <code>{stopped.Error.EventType}</code>
              {link && (
                <>
                  {' '}
                  — <Link to={link}>open {stopped.Error.StreamId} in the stream browser</Link>
                </>
              )}
            </span>
            <span className="projections-table__message">{stopped.Error.Message}</span>
            <span className="projections-table__meta" title={stopped.Error.At}>
              since {when(stopped.Error.At)}
            </span>
          </>
        ) : (
          <span className="projections-table__meta">—</span>
        )}
      </td>
      <td className="projections-table__actions" data-label="Actions">
        {stopped && (
          <>
            <button type="button" className="button button--secondary button--compact" onClick={() => onRetry(stopped)} aria-label={`Retry ${projection.Name}`}>
              Retry
            </button>
            <button
              type="button"
              className="button button--secondary button--compact"
              onClick={() => onSkip(stopped)}
              aria-label={`Skip the event ${projection.Name} stopped on`}
            >
              Skip this event
            </button>
          </>
        )}
        <button
          type="button"
          className="button button--secondary button--compact"
          disabled={projection.State === 'rebuilding'}
          onClick={() => onRebuild(projection)}
          aria-label={`Rebuild ${projection.Name}`}
        >
          Rebuild
        </button>
      </td>
    </tr>
  );
}

function summary(projections: readonly ProjectionItem[], busy: boolean): string {
  const stopped = projections.filter((projection) => projection.State === 'failed').length;
  return `${projections.length} projections${stopped ? `, ${stopped} stopped` : ''}${busy ? '; refreshing every few seconds while one moves' : ''}.`;
}
