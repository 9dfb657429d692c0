import type { MileageEvent, MileageTrip } from '@notary/events';
import { notFound, validationError, type Decider } from '../shared';
import { isCalendarDate } from '../signings/signing-input';

export interface MileageState {
  exists: boolean;
  deleted: boolean;
  tripId: string;
  ownerId: string;
  trip: MileageTrip | null;
}

export interface MileageInput {
  Date: string;
  Details: string;
  StartMileage: number | null;
  EndMileage: number | null;
  AppointmentTypeId: number | null;
}

export type MileageCommand =
  { type: 'SaveMileage'; tripId: string; ownerId: string; input: MileageInput; useTotalMileage: boolean } | { type: 'DeleteMileage' };

export const MILEAGE_MESSAGES = {
  detailsRequired: 'Please enter the details of the trip',
  endMileageAboveZero: 'The end mileage must be greater than 0',
  endBeforeStart: 'The end mileage cannot be less than the start mileage',
  date: 'Please enter the date of the trip',
  notFound: 'The mileage entry was not found. It may have been deleted.',
} as const;

const M = MILEAGE_MESSAGES;

/**
 * A trip's rules (spec 001 §5): Details are required and EndMileage must be above 0. With total
 * mileage on (a setting), the end mileage holds the trip's total and the start is 0; otherwise the
 * two odometer readings give it, and the end may not be below the start. Every broken rule is
 * reported at once, by field.
 */
export function checkTrip(input: MileageInput, useTotalMileage: boolean): MileageTrip {
  const errors: Record<string, string> = {};
  const Details = input.Details.trim();
  if (!Details) errors.Details = M.detailsRequired;
  if (!isCalendarDate(input.Date)) errors.Date = M.date;
  const end = input.EndMileage ?? 0;
  const start = useTotalMileage ? 0 : (input.StartMileage ?? 0);
  if (!(end > 0)) errors.EndMileage = M.endMileageAboveZero;
  else if (end < start) errors.EndMileage = M.endBeforeStart;
  const first = Object.values(errors)[0];
  if (first) throw validationError('MILEAGE.INVALID', first, errors);
  return {
    Date: input.Date,
    Details,
    StartMileage: start,
    EndMileage: end,
    Miles: Math.round((end - start) * 10) / 10,
    AppointmentTypeId: input.AppointmentTypeId,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const mileageDecider: Decider<MileageCommand, MileageState, MileageEvent> = {
  initialState: () => ({ exists: false, deleted: false, tripId: '', ownerId: '', trip: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'MileageRecorded':
        return { ...state, exists: true, tripId: event.data.TripId, ownerId: event.data.OwnerId, trip: event.data.Trip };
      case 'MileageChanged':
        return { ...state, trip: event.data.Trip };
      case 'MileageDeleted':
        return { ...state, deleted: true };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (state.deleted) throw notFound('MILEAGE.NOT_FOUND', M.notFound);
    if (command.type === 'DeleteMileage') {
      if (!state.exists) throw notFound('MILEAGE.NOT_FOUND', M.notFound);
      return [{ type: 'MileageDeleted', data: { TripId: state.tripId } }];
    }
    const Trip = checkTrip(command.input, command.useTotalMileage);
    if (!state.exists) return [{ type: 'MileageRecorded', data: { TripId: command.tripId, OwnerId: command.ownerId, Trip } }];
    return same(Trip, state.trip) ? [] : [{ type: 'MileageChanged', data: { TripId: state.tripId, Trip } }];
  },
};
