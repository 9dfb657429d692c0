import type { CalendarSigning } from '../api';
import { dayHeading, longDate } from '../../../shared/format';
import type { CalendarActions } from '../useCalendarActions';
import { SigningButton } from './SigningButton';

export interface AgendaViewProps {
  days: string[];
  today: string;
  signingsByDay: Map<string, CalendarSigning[]>;
  actions: CalendarActions;
  /** A week lists every day; a month lists only the days that have signings. */
  showEmptyDays: boolean;
  emptyText: string;
}

/** The week and month on a phone: a list of days, since seven columns do not fit in 375 px. */
export function AgendaView({ days, today, signingsByDay, actions, showEmptyDays, emptyText }: AgendaViewProps) {
  const shown = showEmptyDays ? days : days.filter((day) => signingsByDay.has(day));
  if (shown.length === 0) return <p className="empty-state calendar-empty">{emptyText}</p>;
  return (
    <ol className="agenda">
      {shown.map((day) => {
        const signings = signingsByDay.get(day) ?? [];
        return (
          <li key={day} className="agenda__day" aria-current={day === today ? 'date' : undefined}>
            <div className="agenda__head">
              <h3 className="agenda__date">{dayHeading(day)}</h3>
              <button
                type="button"
                className="calendar-add"
                aria-label={`New signing on ${longDate(day)}`}
                aria-haspopup="dialog"
                onClick={() => actions.newSigningOn(day)}
              >
                +
              </button>
            </div>
            {signings.length === 0 ? (
              <p className="agenda__none">No signings</p>
            ) : (
              <ul className="agenda__signings">
                {signings.map((signing) => (
                  <li key={signing.Id}>
                    <SigningButton signing={signing} variant="agenda" onOpen={actions.openSigning} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
