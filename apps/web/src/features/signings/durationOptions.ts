/**
 * How long a signing takes (spec 001 §5, §9): hours 0 to 6, minutes every 5 from 0 to 55; stored as
 * hours x 60 + minutes, or none when both are 0. The same rules as libs/domain signings/duration.ts.
 */
export const DURATION_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;
export const DURATION_MINUTES = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;

export interface DurationParts {
  hour: number;
  minute: number;
}

/** The default length of a signing: 1 hour. */
export const DEFAULT_DURATION: DurationParts = { hour: 1, minute: 0 };

/**
 * How a stored duration shows in the form. None, or 5 minutes or less, counts as no length given
 * (older records hold a 5-minute placeholder), so it shows the default of 1 hour 0 minutes.
 */
export function durationParts(minutes: number | null | undefined): DurationParts {
  if (minutes === null || minutes === undefined || minutes <= 5) return DEFAULT_DURATION;
  const hour = Math.min(6, Math.floor(minutes / 60));
  const minute = Math.min(55, Math.round((minutes - hour * 60) / 5) * 5);
  return { hour, minute };
}

export function durationMinutes({ hour, minute }: DurationParts): number | null {
  return hour === 0 && minute === 0 ? null : hour * 60 + minute;
}

export function formatDuration(minutes: number | null | undefined): string {
  const { hour, minute } = durationParts(minutes);
  return [hour ? `${hour} h` : '', minute ? `${minute} min` : ''].filter(Boolean).join(' ') || '0 min';
}
