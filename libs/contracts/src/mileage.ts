import { z } from 'zod';
import { id, localDate, optionalId, paging, revision, smallId, text, year, type Written } from './primitives';

const odometer = () =>
  z
    .number()
    .finite()
    .min(0)
    .max(10_000_000)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A trip as the mileage dialog sends it (spec 001's mileage entry). */
export const MileageBody = z.object({
  Id: optionalId(),
  Revision: revision(),
  Date: localDate(),
  Details: text(300).default(''),
  StartMileage: odometer(),
  EndMileage: odometer(),
  AppointmentTypeId: smallId()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type MileageSaveBody = z.input<typeof MileageBody>;
export type MileageInput = z.output<typeof MileageBody>;

/** POST getpage: a year's trips, newest first, 100 to a page (spec 001 §9). */
export const MileagePageBody = z.object({ ...paging, Year: year().optional() });
export type MileagePageRequest = z.input<typeof MileagePageBody>;

export const MileageIdParam = id();

/** GET irsrate?Date=YYYY-MM-DD: the IRS standard rate in force on a day (the notary's today). */
export const IrsRateQuery = z.object({ Date: localDate() });
export type IrsRateRequest = z.input<typeof IrsRateQuery>;

/** The IRS standard mileage rate of a day, and where it comes from ("IRS 2026 rate"). */
export interface IrsRateAnswer {
  Date: string;
  RateCents: number;
  RateBasis: string;
}

/** A trip, with what it is worth: its miles at the rate of its date. */
export interface Mileage {
  Id: string;
  Revision: number | null;
  Date: string;
  Details: string;
  StartMileage: number;
  EndMileage: number;
  Mileage: number;
  AppointmentTypeId: number | null;
  /** Cents per mile, and where the rate comes from (the IRS rate of the date, or the notary's own). */
  RateCents: number;
  RateBasis: string;
  Deduction: number;
}

/** A year's trips, and the year's totals with the miles of signings counted beside them. */
export interface MileagePage {
  Mileages: Mileage[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
  Year: number;
  TripMiles: number;
  TripDeduction: number;
  /** Miles recorded on signings (their Mileage) in the year, each at the rate of its date. */
  SigningMiles: number;
  SigningDeduction: number;
  TotalMiles: number;
  TotalDeduction: number;
}

export interface MileageSaveAnswer extends Mileage, Written {
  Unchanged: boolean;
}
