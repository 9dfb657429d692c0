import type { Mileage, MileageSaveBody } from '@notary/contracts';

/** The mileage dialog's form: numbers as typed text, the date as YYYY-MM-DD. */
export interface MileageDraft {
  Id: string;
  Revision: number | null;
  Date: string;
  Details: string;
  StartMileage: string;
  EndMileage: string;
  /** The type of work the trip was for ('' for none). */
  AppointmentTypeId: string;
}

export const MILEAGE_DETAILS_REQUIRED = 'Please enter the details of the trip';
export const MILEAGE_END_ABOVE_ZERO = 'The end mileage must be greater than 0';

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function draftOf(trip: Mileage | null, today: string): MileageDraft {
  return trip
    ? {
        Id: trip.Id,
        Revision: trip.Revision,
        Date: trip.Date,
        Details: trip.Details,
        StartMileage: numberText(trip.StartMileage),
        EndMileage: numberText(trip.EndMileage),
        AppointmentTypeId: numberText(trip.AppointmentTypeId),
      }
    : { Id: '', Revision: null, Date: today, Details: '', StartMileage: '', EndMileage: '', AppointmentTypeId: '' };
}

/** Miles as typed: digits and one decimal point (odometers show tenths). */
export const milesText = (typed: string) => typed.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The rules the server checks too (spec 001 §5), by field: details, and an end mileage above 0. */
export function draftProblems(draft: MileageDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.Details.trim()) problems.Details = MILEAGE_DETAILS_REQUIRED;
  if (!((asNumber(draft.EndMileage) ?? 0) > 0)) problems.EndMileage = MILEAGE_END_ABOVE_ZERO;
  return problems;
}

export function saveBodyOf(draft: MileageDraft, useTotalMileage: boolean): MileageSaveBody {
  return {
    ...(draft.Id ? { Id: draft.Id, Revision: draft.Revision } : {}),
    Date: draft.Date,
    Details: draft.Details.trim(),
    StartMileage: useTotalMileage ? 0 : asNumber(draft.StartMileage),
    EndMileage: asNumber(draft.EndMileage),
    AppointmentTypeId: asNumber(draft.AppointmentTypeId),
  };
}
