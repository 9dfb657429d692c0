import { Link } from 'react-router-dom';
import type { SupportEvent } from '@notary/contracts';
import { formatMoment } from '../../../shared/format/dates';
import { actorOf, streamPath, summaryOf } from '../eventWords';

interface EventTimelineProps {
  events: readonly SupportEvent[];
  selected: SupportEvent | null;
  onSelect: (event: SupportEvent) => void;
  /** Across streams (a request's events): each row names and links its stream. */
  showStream?: boolean;
  caption: string;
  /** Events to mark (the ones a cause wrote). */
  marked?: ReadonlySet<string>;
}

/** Events in order, one row each; choosing one shows its data and metadata below. */
export function EventTimeline({ events, selected, onSelect, showStream = false, caption, marked }: EventTimelineProps) {
  return (
    <div className="table-scroll">
      <table className="data-table data-table--text-last support-timeline">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{showStream ? 'Position' : 'Revision'}</th>
            <th scope="col">Time</th>
            {showStream && <th scope="col">Stream</th>}
            <th scope="col">Event</th>
            <th scope="col">Actor</th>
            <th scope="col">Summary</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.EventId} aria-selected={selected?.EventId === event.EventId} data-marked={marked?.has(event.EventId) || undefined}>
              <td data-label={showStream ? 'Position' : 'Revision'}>{showStream ? event.Position : event.Revision}</td>
              <td className="support-timeline__time" data-label="Time">
                {formatMoment(event.Time)}
              </td>
              {showStream && (
                <td className="support-timeline__id" data-label="Stream">
                  <Link to={streamPath(event.StreamId, event.Revision)}>{event.StreamId}</Link>
                </td>
              )}
              <td data-label="Event">
                <button
                  type="button"
                  className="name-button"
                  aria-pressed={selected?.EventId === event.EventId}
                  aria-label={`${event.Type}, revision ${event.Revision}${showStream ? ` of ${event.StreamId}` : ''}: show its data`}
                  onClick={() => onSelect(event)}
                >
                  {event.Type}
                </button>
              </td>
              <td className="support-timeline__id" data-label="Actor">
                {actorOf(event)}
              </td>
              <td className="support-timeline__summary" data-label="Summary">
                {summaryOf(event)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
