import { useId } from 'react';
import { CALENDAR_VIEWS, type CalendarView } from '../calendarGrid';

const VIEW_NAMES: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };

export interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  titleId: string;
  onMove: (direction: 1 | -1) => void;
  onToday: () => void;
  onViewChange: (view: CalendarView) => void;
  onNewSigning: () => void;
}

/** Previous / Today / Next, the range shown, the view switch and New signing. */
export function CalendarToolbar({ view, title, titleId, onMove, onToday, onViewChange, onNewSigning }: CalendarToolbarProps) {
  const viewName = VIEW_NAMES[view].toLowerCase();
  const radioName = useId();
  return (
    <div className="calendar-toolbar">
      <div className="calendar-toolbar__nav" role="group" aria-label="Move the calendar">
        <button type="button" className="button button--secondary button--compact" aria-label={`Previous ${viewName}`} onClick={() => onMove(-1)}>
          <Chevron direction="left" />
        </button>
        <button type="button" className="button button--secondary button--compact" onClick={onToday}>
          Today
        </button>
        <button type="button" className="button button--secondary button--compact" aria-label={`Next ${viewName}`} onClick={() => onMove(1)}>
          <Chevron direction="right" />
        </button>
      </div>
      {/* Announced when it changes, so moving a week or month is heard, not only seen. */}
      <h2 id={titleId} className="calendar-toolbar__title" aria-live="polite">
        {title}
      </h2>
      <fieldset className="segmented calendar-toolbar__views">
        <legend className="visually-hidden">Calendar view</legend>
        {CALENDAR_VIEWS.map((option) => (
          <label key={option} className="segmented__option">
            <input type="radio" name={radioName} value={option} checked={view === option} onChange={() => onViewChange(option)} />
            <span>{VIEW_NAMES[option]}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="button button--primary button--compact" aria-haspopup="dialog" onClick={onNewSigning}>
        New signing
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
      <path
        d={direction === 'left' ? 'M12 4l-6 6 6 6' : 'M8 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
