import { validationError } from '../shared';

/** Spec 001 §5: hours 0-6, minutes every 5 from 0 to 55. */
export const DURATION_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;
export const DURATION_MINUTES = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;

/** Stored duration = hours x 60 + minutes, or none when both are 0. */
export function durationFrom(hour: number, minute: number): number | null {
  if (!Number.isInteger(hour) || hour < 0 || hour > 6) {
    throw validationError('SIGNING.DURATION_HOURS', 'Duration hours must be between 0 and 6', { AppointmentDurationHour: 'Choose 0 to 6 hours' });
  }
  if (!Number.isInteger(minute) || minute < 0 || minute > 55 || minute % 5 !== 0) {
    throw validationError('SIGNING.DURATION_MINUTES', 'Duration minutes must be 0 to 55 in steps of 5', {
      AppointmentDurationMinute: 'Choose minutes in steps of 5',
    });
  }
  return hour === 0 && minute === 0 ? null : hour * 60 + minute;
}

/**
 * How a stored duration shows in the form: none, or 5 minutes or less, shows as the default of
 * 1 hour 0 minutes (spec 001 §5, §9).
 */
export function durationParts(duration: number | null): { hour: number; minute: number } {
  if (duration === null || duration <= 5) return { hour: 1, minute: 0 };
  const hour = Math.min(6, Math.floor(duration / 60));
  const minute = Math.min(55, Math.round((duration - hour * 60) / 5) * 5);
  return { hour, minute };
}
