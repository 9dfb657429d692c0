import { countText, digitsOnly } from './numericInput';

/**
 * Mileage (spec 000 §5, 001 §5). Notaries either read the odometer (start and end) or, with the
 * "use total mileage" setting, enter the trip's total: then the end mileage holds the total and
 * the start is 0.
 */
export function milesDriven(start: number | null, end: number | null): number {
  if ((start ?? 0) > 0) return Math.max(0, (end ?? 0) - (start ?? 0));
  return end ?? 0;
}

export interface MileageFields {
  StartMileage: string;
  EndMileage: string;
}

const numberOf = (text: string) => (text === '' ? null : Number(text));

/**
 * The form's mileage for a stored signing. With total mileage on, a record kept as odometer
 * readings shows its miles driven (end minus start) as the total.
 */
export function mileageFields(start: number | null, end: number | null, useTotalMileage: boolean): MileageFields {
  if (useTotalMileage && (start ?? 0) > 0) return { StartMileage: '0', EndMileage: String(milesDriven(start, end)) };
  return { StartMileage: countText(start), EndMileage: countText(end) };
}

/** Typing the total: an end mileage above 0 sets the start to 0. */
export function withTotalMiles<T extends MileageFields>(fields: T, typed: string): T {
  const EndMileage = digitsOnly(typed);
  return { ...fields, EndMileage, StartMileage: Number(EndMileage) > 0 ? '0' : fields.StartMileage };
}

export function milesDrivenText(fields: MileageFields): string {
  return String(milesDriven(numberOf(fields.StartMileage), numberOf(fields.EndMileage)));
}
