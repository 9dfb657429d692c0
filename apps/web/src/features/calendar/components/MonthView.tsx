import type { CalendarSigning } from '../api';
import { longDate, longWeekday, shortWeekday } from '../../../shared/format';
import { dayOfMonth, sameMonth } from '../calendarGrid';
import { isOnControl, type CalendarActions } from '../useCalendarActions';
import { SigningButton } from './SigningButton';

/** A month cell lists this many signings; the rest are behind "N more" (the day view). */
const SHOWN_PER_DAY = 3;

export interface MonthViewProps {
  weeks: string[][];
  anchor: string;
  today: string;
  signingsByDay: Map<string, CalendarSigning[]>;
  labelledBy: string;
  actions: CalendarActions;
  onShowDay: (date: string) => void;
}

export function MonthView({ weeks, anchor, today, signingsByDay, labelledBy, actions, onShowDay }: MonthViewProps) {
  return (
    <table className="month-grid" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th key={day} scope="col" abbr={longWeekday(day)}>
              {shortWeekday(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <DayCell
                key={day}
                day={day}
                inMonth={sameMonth(day, anchor)}
                isToday={day === today}
                signings={signingsByDay.get(day) ?? []}
                actions={actions}
                onShowDay={onShowDay}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  day: string;
  inMonth: boolean;
  isToday: boolean;
  signings: CalendarSigning[];
  actions: CalendarActions;
  onShowDay: (date: string) => void;
}

function DayCell({ day, inMonth, isToday, signings, actions, onShowDay }: DayCellProps) {
  const count = signings.length;
  const countText = count === 0 ? 'no signings' : `${count} signing${count === 1 ? '' : 's'}`;
  const hidden = count - SHOWN_PER_DAY;
  return (
    <td
      className="month-day"
      data-date={day}
      data-outside={!inMonth || undefined}
      aria-current={isToday ? 'date' : undefined}
      onDoubleClick={(event) => {
        if (!isOnControl(event.target)) actions.newSigningOn(day);
      }}
    >
      <button type="button" className="month-day__number" aria-label={`${longDate(day)}, ${countText}`} onClick={() => onShowDay(day)}>
        {dayOfMonth(day)}
      </button>
      {count > 0 && (
        <ul className="month-day__signings">
          {signings.slice(0, hidden > 0 ? SHOWN_PER_DAY - 1 : SHOWN_PER_DAY).map((signing) => (
            <li key={signing.Id}>
              <SigningButton signing={signing} variant="compact" onOpen={actions.openSigning} />
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button type="button" className="month-day__more" aria-label={`${hidden + 1} more signings on ${longDate(day)}`} onClick={() => onShowDay(day)}>
          {hidden + 1} more
        </button>
      )}
    </td>
  );
}
