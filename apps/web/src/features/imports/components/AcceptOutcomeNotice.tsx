import { Link } from 'react-router-dom';
import type { AcceptOutcome } from '../hooks/useAcceptImports';

/** What accepting did: the signings added, and each row refused (still in the list) with why. */
export function AcceptOutcomeNotice({ outcome, fileOf }: { outcome: AcceptOutcome; fileOf: (id: string) => string | undefined }) {
  const { accepted, refused, problem } = outcome;
  return (
    <div className={`notice ${refused.length || problem ? 'notice--warning' : 'notice--info'}`}>
      <strong className="notice__title">{accepted === 1 ? '1 signing added' : `${accepted.toLocaleString('en-US')} signings added`} to your signings</strong>
      {accepted > 0 && (
        <p>
          They are in your <Link to="/Appointment">signings list</Link>, the calendar and the dashboard.
        </p>
      )}
      {problem && <p>Accepting stopped: {problem}</p>}
      {refused.length > 0 && (
        <>
          <p className="import-answer__lead">Not accepted, and still in the list below:</p>
          <ul className="import-answer__rows">
            {refused.slice(0, 20).map((row) => (
              <li key={row.Id}>
                <strong>{fileOf(row.Id) ? `${fileOf(row.Id)}, row ${row.Row}` : `Row ${row.Row}`}:</strong> {row.Message}
              </li>
            ))}
          </ul>
          {refused.length > 20 && <p>…and {(refused.length - 20).toLocaleString('en-US')} more for the same reasons.</p>}
        </>
      )}
    </div>
  );
}
