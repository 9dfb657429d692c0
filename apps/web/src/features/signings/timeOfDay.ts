import type { TimeOfDay } from '@notary/contracts';

/** Spec 000 §5: hours run 1-12, minutes 0-59, with AM/PM. */
export const CLOCK_HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * Minute choices: every 5 minutes, which is how notaries book; a time saved at another minute
 * (from an import, say) keeps its own minute as an extra choice so it is never changed by opening it.
 */
export function minuteOptions(current: number): number[] {
  const steps = Array.from({ length: 12 }, (_, index) => index * 5);
  if (Number.isInteger(current) && current >= 0 && current <= 59 && !steps.includes(current)) return [...steps, current].sort((a, b) => a - b);
  return steps;
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatTimeOfDay(time: TimeOfDay): string {
  return `${time.Hour}:${twoDigits(time.Minute)} ${time.AmPm}`;
}

/** The time now as the form's three parts. */
export function timeOfDayNow(now: Date = new Date()): TimeOfDay {
  const hour = now.getHours();
  return { Hour: hour % 12 || 12, Minute: now.getMinutes(), AmPm: hour < 12 ? 'AM' : 'PM' };
}

/** A 24-hour HH:mm time as the form's three parts ('14:00' is 2:00 PM). */
export function timeOfDayFrom(hhmm: string): TimeOfDay {
  const [hour, minute] = hhmm.split(':').map(Number);
  return { Hour: hour % 12 || 12, Minute: minute, AmPm: hour < 12 ? 'AM' : 'PM' };
}
