import type { Mileage } from '@notary/contracts';
import { mileageDeduction, mileageRateFor, notFound } from '@notary/domain';
import type { MileageTrip } from '@notary/events';

export const mileageNotFound = () => notFound('MILEAGE.NOT_FOUND', 'The mileage entry was not found. It may have been deleted.');

/** A trip as the wire shows it, worth its miles at the rate of its date (or the notary's own). */
export function mileageAnswer(id: string, revision: number | null, trip: MileageTrip, ownRate: number | null | undefined): Mileage {
  const rate = mileageRateFor(trip.Date, ownRate);
  return {
    Id: id,
    Revision: revision,
    Date: trip.Date,
    Details: trip.Details,
    StartMileage: trip.StartMileage,
    EndMileage: trip.EndMileage,
    Mileage: trip.Miles,
    AppointmentTypeId: trip.AppointmentTypeId,
    RateCents: rate.cents,
    RateBasis: rate.basis,
    Deduction: mileageDeduction(trip.Miles, rate),
  };
}
