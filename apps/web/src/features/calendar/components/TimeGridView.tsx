import type { CalendarSigning } from '../api';
import { longDate, shortWeekday } from '../../../shared/format';
import { dayOfMonth, GRID_MINUTES, hourLabels, timeInGrid } from '../calendarGrid';
import { placeDay } from '../dayLayout';
import { isOnControl, type CalendarActions } from '../useCalendarActions';
import { SigningButton } from './SigningButton';

export interface TimeGridViewProps {
  days: string[];
  today: string;
  signingsByDay: Map<string, CalendarSigning[]>;
  actions: CalendarActions;
  /** Week view: a day's heading opens that day. */
  onShowDay?: (date: string) => void;
}

const percent = (minutes: number) => `${(minutes / GRID_MINUTES) * 100}%`;

/** The day and week views: 05:00 to 24:00, each signing drawn at its start time for its length. */
export function TimeGridView({ days, today, signingsByDay, actions, onShowDay }: TimeGridViewProps) {
  return (
    <div className="time-grid" style={{ ['--days' as string]: days.length }}>
      <div className="time-grid__head">
        <span className="time-grid__corner" />
        {days.map((day) => (
          <div key={day} className="time-grid__day-head" aria-current={day === today ? 'date' : undefined}>
            {onShowDay ? (
              <button type="button" className="time-grid__date" aria-label={longDate(day)} onClick={() => onShowDay(day)}>
                <span>{shortWeekday(day)}</span> <strong>{dayOfMonth(day)}</strong>
              </button>
            ) : (
              <span className="time-grid__date">
                <span>{shortWeekday(day)}</span> <strong>{dayOfMonth(day)}</strong>
              </span>
            )}
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
        ))}
      </div>
      <div className="time-grid__body">
        <ol className="time-grid__hours" aria-hidden="true">
          {hourLabels().map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ol>
        {days.map((day) => (
          <div
            key={day}
            role="group"
            aria-label={longDate(day)}
            className="time-grid__column"
            data-date={day}
            onDoubleClick={(event) => {
              if (isOnControl(event.target)) return;
              // At the time under the pointer: a double click at 2 PM starts a signing at 2 PM.
              const column = event.currentTarget.getBoundingClientRect();
              actions.newSigningOn(day, timeInGrid(event.clientY - column.top, column.height));
            }}
          >
            <ul className="time-grid__signings">
              {placeDay(signingsByDay.get(day) ?? [], day).map(({ item, top, height, lane, lanes }) => (
                <li
                  key={item.Id}
                  className="time-grid__slot"
                  style={{ top: percent(top), height: percent(height), left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }}
                >
                  {/* Under 45 minutes there is room for one line only. */}
                  <SigningButton signing={item} variant={height < 45 ? 'compact' : 'block'} onOpen={actions.openSigning} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
