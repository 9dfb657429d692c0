import { Link } from 'react-router-dom';
import type { SupportEvent } from '@notary/contracts';
import { formatMoment } from '../../../shared/format/dates';
import { correlationPath, ownerSearchPath, streamPath } from '../eventWords';

/**
 * One event in full: where it sits in the log, its envelope (who, from which request, caused by
 * what) with links to follow, and its data as the log holds it.
 */
export function EventDetails({ event }: { event: SupportEvent }) {
  const { Metadata: meta } = event;
  const json = JSON.stringify(event.Data, null, 2);
  return (
    <section className="card support-event" aria-labelledby={`event-${event.EventId}`}>
      <h2 id={`event-${event.EventId}`}>
        {event.Type} <span className="support-event__where">revision {event.Revision}</span>
      </h2>
      <dl className="support-meta">
        <dt>Stream</dt>
        <dd className="support-event__id">
          <Link to={streamPath(event.StreamId, event.Revision)}>{event.StreamId}</Link>
        </dd>
        <dt>Log position</dt>
        <dd>{event.Position}</dd>
        <dt>Recorded</dt>
        <dd>
          {formatMoment(event.Time)} <span className="support-event__raw">({event.Time})</span>
        </dd>
        <dt>Happened</dt>
        <dd>{meta.occurredAt}</dd>
        <dt>Owner</dt>
        <dd className="support-event__id">
          <Link to={ownerSearchPath(meta.ownerId)} title="Every stream of this owner">
            {meta.ownerId}
          </Link>
        </dd>
        <dt>Actor</dt>
        <dd className="support-event__id">{meta.actorId}</dd>
        <dt>Correlation</dt>
        <dd className="support-event__id">
          <Link to={correlationPath(meta.correlationId)} title="Every event of this request, across streams">
            {meta.correlationId}
          </Link>
        </dd>
        <dt>Causation</dt>
        <dd className="support-event__id">
          <Link to={correlationPath(meta.correlationId, meta.causationId)} title="What caused this event, among the request's events">
            {meta.causationId}
          </Link>
        </dd>
        <dt>Command</dt>
        <dd className="support-event__id">{meta.commandId}</dd>
        <dt>Schema version</dt>
        <dd>{meta.schemaVersion}</dd>
        <dt>Event id</dt>
        <dd className="support-event__id">{event.EventId}</dd>
      </dl>
      <h3 className="support-event__data-title">Data</h3>
      <pre className="support-event__json" tabIndex={0} aria-label={`Data of ${event.Type}, as JSON`}>
        {json}
      </pre>
    </section>
  );
}
