import type { HistoryItem } from '@notary/contracts';
import { Link } from 'react-router-dom';
import { momentInWords } from '../adminRules';

/** One event of the history: what it did in words, when, by whom, and (opened) its data and metadata. */
export function HistoryEntry({ item, ownerId }: { item: HistoryItem; ownerId: string }) {
  const actor = item.ActorEmail ?? (item.ActorId === ownerId ? 'the user' : item.ActorId);
  const metadata = {
    Position: item.Position,
    StreamId: item.StreamId,
    Revision: item.Revision,
    ActorId: item.ActorId,
    CorrelationId: item.CorrelationId,
    CausationId: item.CausationId,
    CommandId: item.CommandId,
    OccurredAt: item.OccurredAt,
    RecordedAt: item.Time,
    SchemaVersion: item.SchemaVersion,
  };
  return (
    <li className="history-entry" data-type={item.Type}>
      <p className="history-entry__summary">{item.Summary}</p>
      <p className="history-entry__facts">
        <time dateTime={item.Time}>{momentInWords(item.Time)}</time>
        <span>by {actor}</span>
        <span className="tag history-entry__type">{item.Type}</span>
        <Link
          to={`/Support/Streams/${encodeURIComponent(item.StreamId)}`}
          className="history-entry__stream"
          aria-label={`Stream ${item.StreamId}, event ${item.Revision}`}
        >
          {item.StreamId} #{item.Revision}
        </Link>
      </p>
      <details className="history-entry__details">
        <summary>Data and metadata</summary>
        <h3 className="visually-hidden">Data</h3>
        <pre className="history-entry__json">{JSON.stringify(item.Data, null, 2)}</pre>
        <h3 className="visually-hidden">Metadata</h3>
        <pre className="history-entry__json">{JSON.stringify(metadata, null, 2)}</pre>
      </details>
    </li>
  );
}
