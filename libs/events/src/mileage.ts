import type { DomainEvent } from './envelope';

/**
 * A trip driven for the business that is not a signing's own (spec 001's mileage entry: to the
 * post office, to a title company to drop documents). Dates are the notary's calendar dates.
 * `Miles` is what the trip counts: end less start on the odometer, or the total typed when the
 * notary records total mileage (then StartMileage is 0 and EndMileage holds the total).
 */
export interface MileageTrip {
  Date: string;
  Details: string;
  StartMileage: number;
  EndMileage: number;
  Miles: number;
  /** The type of work it was for, if any. */
  AppointmentTypeId: number | null;
}

/** Stream `mileage-{TripId}`. */
export type MileageRecorded = DomainEvent<'MileageRecorded', { TripId: string; OwnerId: string; Trip: MileageTrip }>;
export type MileageChanged = DomainEvent<'MileageChanged', { TripId: string; Trip: MileageTrip }>;
export type MileageDeleted = DomainEvent<'MileageDeleted', { TripId: string }>;

export type MileageEvent = MileageRecorded | MileageChanged | MileageDeleted;

export const mileageStream = (tripId: string) => `mileage-${tripId}`;
