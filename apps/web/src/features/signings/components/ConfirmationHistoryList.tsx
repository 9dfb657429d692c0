import type { TimeOfDay } from '@notary/contracts';
import { formatUsDate } from '../../../shared/format';
import { formatTimeOfDay } from '../timeOfDay';

export interface HistoryLine {
  /** YYYY-MM-DD or MM/DD/YYYY, as each source gives it. */
  date: string;
  time: TimeOfDay;
  confirmed: boolean;
  note: string;
}

const shownDate = (date: string) => (/^\d{4}-/.test(date) ? formatUsDate(date) : date);

/** The calls with the signer, newest first. */
export function ConfirmationHistoryList({ lines }: { lines: readonly HistoryLine[] }) {
  if (!lines.length) return <p className="muted">No confirmation calls recorded yet.</p>;
  return (
    <ul className="confirmation-history">
      {[...lines].reverse().map((line, index) => (
        <li key={index} className="confirmation-history__entry">
          <span className={line.confirmed ? 'status-pill status-pill--good' : 'status-pill'}>{line.confirmed ? 'Confirmed' : 'Not confirmed'}</span>
          <span className="confirmation-history__when">
            {shownDate(line.date)} {formatTimeOfDay(line.time)}
          </span>
          {line.note && <span className="confirmation-history__note">{line.note}</span>}
        </li>
      ))}
    </ul>
  );
}
