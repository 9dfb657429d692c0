import { withTotalMiles, type MileageFields } from '../mileageRules';

export interface SigningAddress {
  Address1: string;
  City: string;
  State: string;
  Zip: string;
}

/** Spec 000 §5: the auto-calculated mileage needs Address1 and City. */
export function destinationOf(address: SigningAddress): string | null {
  const street = address.Address1.trim();
  const city = address.City.trim();
  if (!street || !city) return null;
  return [street, city, [address.State.trim(), address.Zip.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * The round trip into the form's mileage. With total mileage on, it is the total. With odometer
 * readings, the end reading becomes the start plus the round trip; without a start reading, the
 * end alone holds the miles (as the spec's miles driven reads it).
 */
export function withRoundTrip<T extends MileageFields>(fields: T, roundTripMiles: number, useTotalMileage: boolean): T {
  if (useTotalMileage) return withTotalMiles(fields, String(roundTripMiles));
  const start = Number(fields.StartMileage || 0);
  return { ...fields, EndMileage: String(start > 0 ? start + roundTripMiles : roundTripMiles) };
}
