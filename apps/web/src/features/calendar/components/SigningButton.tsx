import type { CSSProperties } from 'react';
import type { CalendarSigning } from '../api';
import { formatClock } from '../../../shared/format';
import { timeRange } from '../calendarGrid';

export interface SigningButtonProps {
  signing: CalendarSigning;
  /** 'compact': one line, start time only (a month cell, a short signing); 'block' and 'agenda': start to end. */
  variant: 'compact' | 'block' | 'agenda';
  onOpen: (signingId: string) => void;
  style?: CSSProperties;
}

/** 'Rivera, Austin, 2:30 PM to 3:30 PM': what a screen reader says for a signing in the calendar. */
export function signingLabel(signing: CalendarSigning): string {
  const who = signing.LastName || 'Signing with no name';
  const where = signing.City ? `, ${signing.City}` : '';
  return `${who}${where}, ${formatClock(signing.AppointmentDateTime)} to ${formatClock(signing.AppointmentDateTimeEnd)}`;
}

export function SigningButton({ signing, variant, onOpen, style }: SigningButtonProps) {
  const label = signingLabel(signing);
  return (
    <button
      type="button"
      className={`calendar-signing calendar-signing--${variant}`}
      style={style}
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      data-confirmed={signing.Confirmed || undefined}
      onClick={() => onOpen(signing.Id)}
    >
      <span className="calendar-signing__time">
        {variant === 'compact' ? formatClock(signing.AppointmentDateTime) : timeRange(signing.AppointmentDateTime, signing.AppointmentDateTimeEnd)}
      </span>
      <span className="calendar-signing__name">{signing.LastName || 'No name'}</span>
      {signing.City && <span className="calendar-signing__city">{signing.City}</span>}
    </button>
  );
}
