/** Metres in a statute mile. */
const METRES_PER_MILE = 1609.344;

/**
 * Spec 000 §5: auto-calculated mileage is the driving distance from the business address to the
 * signing's, rounded up to a whole mile and doubled for the way back. Maps give whole metres, so
 * a distance within a metre of a whole mile (5 miles is 8,046.72 m, given as 8,047) is that mile,
 * not the next.
 */
export function roundTripMiles(oneWayMetres: number): number {
  return Math.max(0, Math.ceil((oneWayMetres - 1) / METRES_PER_MILE)) * 2;
}
