import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { SupportEvent } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { Page } from '../../../shared/ui/Page';
import { useAccessReason } from '../accessReason';
import { useFollowCorrelationQuery } from '../api';
import { EventDetails } from '../components/EventDetails';
import { EventTimeline } from '../components/EventTimeline';
import { ReasonField } from '../components/ReasonField';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../support.css';

/**
 * /Support/Correlation/{id}: everything one request caused, across streams, in log order.
 * `?cause=<id>` comes from an event's causation: an event of the request is selected; a command
 * (what a user's request starts with) is no event, so the events it wrote are marked instead.
 */
export default function CorrelationPage() {
  const { correlationId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const why = useAccessReason();
  const { data, error } = useFollowCorrelationQuery({ correlationId, why });
  const events = data?.Events ?? [];
  const cause = params.get('cause');
  const chosen = params.get('event');
  const causingEvent = cause ? events.find((event) => event.EventId === cause) : undefined;
  const byCommand = cause && !causingEvent ? new Set(events.filter((event) => event.Metadata.commandId === cause).map((event) => event.EventId)) : undefined;
  const selected: SupportEvent | null = events.find((event) => event.EventId === (chosen ?? causingEvent?.EventId)) ?? null;
  const select = (event: SupportEvent) => setParams({ ...(cause ? { cause } : {}), event: event.EventId }, { replace: true });
  const streams = new Set(events.map((event) => event.StreamId)).size;

  return (
    <Page title="Events of one request">
      <p>
        <Link to="/Support/Streams">← Find streams</Link>
      </p>
      <ReasonField />
      <p className="support-event__id">Correlation {correlationId}</p>
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to follow the request</strong>
          <p>{messageOf(error)}</p>
        </div>
      )}
      {!data && !error && <p role="status">Reading the request's events…</p>}
      {data && (
        <>
          <p className="list-status" role="status">
            {`${events.length} event${events.length === 1 ? '' : 's'} in ${streams} stream${streams === 1 ? '' : 's'}, in log order.`}
            {causingEvent && ` Caused by ${causingEvent.Type} in ${causingEvent.StreamId}.`}
            {byCommand && ` Caused by the request's command ${cause}, which wrote the ${byCommand.size} marked event${byCommand.size === 1 ? '' : 's'}.`}
          </p>
          <EventTimeline events={events} selected={selected} onSelect={select} showStream marked={byCommand} caption="Events of this request, in log order" />
          {selected && <EventDetails event={selected} />}
        </>
      )}
    </Page>
  );
}
