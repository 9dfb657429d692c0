import { useParams, useSearchParams, Link } from 'react-router-dom';
import type { SupportEvent } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { Page } from '../../../shared/ui/Page';
import { useAccessReason } from '../accessReason';
import { useReadStreamQuery } from '../api';
import { EventDetails } from '../components/EventDetails';
import { EventTimeline } from '../components/EventTimeline';
import { ReasonField } from '../components/ReasonField';
import { ownerSearchPath } from '../eventWords';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../support.css';

/** Events read at a time: a stream longer than this is read page by page. */
const PAGE = 200;

/**
 * /Support/Streams/{streamId}: the stream's timeline; choosing an event shows its data and
 * metadata. `?revision=N` (or `?position=N`, from a projection's poison event) opens at that event.
 */
export default function StreamPage() {
  const { streamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const why = useAccessReason();
  const revision = params.has('revision') ? Number(params.get('revision')) : null;
  const position = params.has('position') ? Number(params.get('position')) : null;
  const asked = revision !== null && Number.isInteger(revision) && revision >= 0 ? revision : null;
  const from = params.has('from') ? Math.max(0, Number(params.get('from')) || 0) : asked !== null ? Math.floor(asked / PAGE) * PAGE : 0;
  const { data, error } = useReadStreamQuery({ streamId, fromRevision: from, maxCount: PAGE, why });

  const events = data?.Events ?? [];
  const selected: SupportEvent | null =
    events.find((event) => (asked !== null ? event.Revision === asked : position !== null && event.Position === position)) ?? null;
  const select = (event: SupportEvent) =>
    setParams({ ...(params.has('from') ? { from: String(from) } : {}), revision: String(event.Revision) }, { replace: true });
  const page = (start: number) => setParams({ from: String(start) });

  return (
    <Page title={`Stream ${streamId}`}>
      <p>
        <Link to="/Support/Streams">← Find streams</Link>
      </p>
      <ReasonField />
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to read the stream</strong>
          <p>{messageOf(error)}</p>
        </div>
      )}
      {!data && !error && <p role="status">Reading the stream…</p>}
      {data && (
        <>
          <dl className="support-meta support-stream-facts">
            <dt>Kind</dt>
            <dd>{data.Type}</dd>
            <dt>Owner</dt>
            <dd className="support-event__id">
              <Link to={ownerSearchPath(data.OwnerId)} title="Every stream of this owner">
                {data.OwnerEmail ? `${data.OwnerEmail} (${data.OwnerId})` : data.OwnerId}
              </Link>
            </dd>
            <dt>Events</dt>
            <dd>
              {data.LastRevision + 1}
              {events.length > 0 && events.length < data.LastRevision + 1 && ` (revisions ${events[0]!.Revision}–${events.at(-1)!.Revision} shown)`}
            </dd>
          </dl>
          <p className="list-status" role="status">
            {selected ? `Showing ${selected.Type}, revision ${selected.Revision}.` : 'Choose an event to see its data and metadata.'}
            {revision !== null && !selected && ` There is no revision ${revision} on this page.`}
          </p>
          <EventTimeline events={events} selected={selected} onSelect={select} caption={`Events of ${streamId}, oldest first`} />
          {(from > 0 || data.NextRevision !== null) && (
            <nav className="list-pager" aria-label="Pages of events">
              <button type="button" className="button button--secondary button--compact" disabled={from <= 0} onClick={() => page(Math.max(0, from - PAGE))}>
                Earlier events
              </button>
              <button
                type="button"
                className="button button--secondary button--compact"
                disabled={data.NextRevision === null}
                onClick={() => data.NextRevision !== null && page(data.NextRevision)}
              >
                Later events
              </button>
            </nav>
          )}
          {selected && <EventDetails event={selected} />}
        </>
      )}
    </Page>
  );
}
