import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../shared/ui/Page';
import { CalendarFeed } from '../../../shared/calendarFeed/CalendarFeed';
import { useIsMobileLayout } from '../../../shared/hooks/useIsMobileLayout';
import { messageOf } from '../../../app/apiError';
import { useGetCalendarWindowQuery } from '../api';
import { isIsoDate, localToday } from '../../../shared/format';
import { CALENDAR_VIEWS, monthWeeks, rangeTitle, sameMonth, shiftAnchor, visibleRange, weekDays, type CalendarView } from '../calendarGrid';
import { byStartDate } from '../dayLayout';
import { useCalendarActions } from '../useCalendarActions';
import { AgendaView } from '../components/AgendaView';
import { CalendarToolbar } from '../components/CalendarToolbar';
import { MonthView } from '../components/MonthView';
import { TimeGridView } from '../components/TimeGridView';
import '../../../styles/controls.css';
import '../../../styles/calendar.css';
import '../../../styles/calendar-grids.css';

const asView = (value: string | null) => CALENDAR_VIEWS.find((view) => view === value);

/**
 * Day, week and month views of the notary's signings. The view and date live in the address
 * (/Calendar?view=week&date=2026-11-24), so a reload or a shared link opens the same page. The
 * window's query is tagged 'Calendar': a signing saved anywhere redraws it through the live channel.
 */
export default function CalendarPage() {
  const isPhone = useIsMobileLayout();
  const [params, setParams] = useSearchParams();
  const today = localToday(new Date());
  // The page answers a click at once from its own state; the address follows it.
  const [place, setPlace] = useState(() => {
    const date = params.get('date');
    return { view: asView(params.get('view')), date: isIsoDate(date) ? date : today };
  });
  // Until the notary picks a view, a phone opens on the day: seven columns do not fit its width.
  const view = place.view ?? (isPhone ? 'day' : 'month');
  const anchor = place.date;
  // setParams changes with every address change; an effect event reads the latest one without
  // making the effect depend on it, which would loop.
  const writeAddress = useEffectEvent((next: typeof place) => {
    if (next.view) setParams({ view: next.view, date: next.date }, { replace: true });
  });
  useEffect(() => writeAddress(place), [place]);
  const titleId = useId();
  const actions = useCalendarActions();

  const range = visibleRange(view, anchor);
  const { data: signings, error, isFetching, refetch } = useGetCalendarWindowQuery(range);
  const signingsByDay = useMemo(() => byStartDate(signings ?? []), [signings]);

  const show = (next: { view?: CalendarView; date?: string }) => setPlace({ view: next.view ?? view, date: next.date ?? anchor });
  const showDay = (date: string) => show({ view: 'day', date });
  const title = rangeTitle(view, anchor);
  // While the next window loads, the previous one's signings stay drawn; only those in view are counted.
  const shownCount = (signings ?? []).filter(
    ({ AppointmentDateTime: start }) => start.slice(0, 10) >= range.StartDate && start.slice(0, 10) <= range.EndDate,
  ).length;

  return (
    <Page title="Calendar" help="calendars">
      <CalendarToolbar
        view={view}
        title={title}
        titleId={titleId}
        onMove={(direction) => show({ date: shiftAnchor(view, anchor, direction) })}
        onToday={() => show({ date: today })}
        onViewChange={(next) => show({ view: next })}
        // A new signing goes on the day shown, or today when it is in view, else the date navigated to.
        onNewSigning={() => actions.newSigningOn(view !== 'day' && today >= range.StartDate && today <= range.EndDate ? today : anchor)}
      />
      <div className="calendar-status">
        <p role="status">{isFetching ? 'Loading signings…' : signings ? `${shownCount} signing${shownCount === 1 ? '' : 's'} shown.` : ''}</p>
        {!isPhone && <p className="calendar-status__hint">Double-click a day to add a signing.</p>}
      </div>
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Failed to get signings</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      <div className="calendar" aria-busy={isFetching || undefined}>
        {view === 'day' && <TimeGridView days={[anchor]} today={today} signingsByDay={signingsByDay} actions={actions} />}
        {view === 'week' &&
          (isPhone ? (
            <AgendaView days={weekDays(anchor)} today={today} signingsByDay={signingsByDay} actions={actions} showEmptyDays emptyText="" />
          ) : (
            <TimeGridView days={weekDays(anchor)} today={today} signingsByDay={signingsByDay} actions={actions} onShowDay={showDay} />
          ))}
        {view === 'month' &&
          (isPhone ? (
            <AgendaView
              days={monthWeeks(anchor)
                .flat()
                .filter((day) => sameMonth(day, anchor))}
              today={today}
              signingsByDay={signingsByDay}
              actions={actions}
              showEmptyDays={false}
              emptyText={`No signings in ${title}.`}
            />
          ) : (
            <MonthView
              weeks={monthWeeks(anchor)}
              anchor={anchor}
              today={today}
              signingsByDay={signingsByDay}
              labelledBy={titleId}
              actions={actions}
              onShowDay={showDay}
            />
          ))}
      </div>
      <CalendarFeed />
    </Page>
  );
}
