import type { OwnerScope } from '../shared/owner-scope';
import { SIGNINGS } from '../signings/signing.document';
import { MILEAGE, type MileageDocument } from './mileage.document';

/** A year's trips, newest first, a page at a time, and the count. */
export async function mileagePage(scope: OwnerScope, request: { PageNumber: number; PageSize: number; Year: number }) {
  const filter = { Year: request.Year };
  const [trips, TotalCount] = await Promise.all([
    scope.find<MileageDocument>(MILEAGE, filter, {
      sort: { Date: -1, CreatedAt: -1 },
      skip: (request.PageNumber - 1) * request.PageSize,
      limit: request.PageSize,
    }),
    scope.count(MILEAGE, filter),
  ]);
  return { trips, TotalCount };
}

/** Every trip of a year (the year's totals). */
export function tripsOfYear(scope: OwnerScope, year: number): Promise<MileageDocument[]> {
  return scope.find<MileageDocument>(MILEAGE, { Year: year }, { projection: { Date: 1, Miles: 1 } });
}

/** The miles recorded on the year's signings, each with its date (each is worth the rate of its date). */
export async function signingMilesOfYear(scope: OwnerScope, year: number): Promise<Array<{ Date: string; Miles: number }>> {
  const signings = await scope.find<{ _id: string; AppointmentDate: string; Mileage: number }>(
    SIGNINGS,
    { Year: year, Mileage: { $gt: 0 } },
    { projection: { AppointmentDate: 1, Mileage: 1 } },
  );
  return signings.map((signing) => ({ Date: signing.AppointmentDate, Miles: signing.Mileage }));
}

export function findTrip(scope: OwnerScope, id: string): Promise<MileageDocument | null> {
  return scope.findOne<MileageDocument>(MILEAGE, { _id: id });
}
