/**
 * Spec 000/001 §5: with total mileage on, the end mileage holds the trip's total and the start is 0;
 * otherwise the miles driven are end minus start when a start was entered.
 */
export function applyTotalMileage(useTotalMileage: boolean, start: number | null, end: number | null): { start: number | null; end: number | null } {
  if (useTotalMileage && (end ?? 0) > 0) return { start: 0, end };
  return { start, end };
}

export function milesDriven(start: number | null, end: number | null): number {
  const endMiles = end ?? 0;
  if ((start ?? 0) > 0) return Math.max(0, endMiles - (start ?? 0));
  return endMiles;
}
