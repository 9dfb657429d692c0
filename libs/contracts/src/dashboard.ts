import { z } from 'zod';
import { year } from './primitives';

/** POST summary: the year, and work category ids (1 general notary, 2 loan signing, 3 other; none: all). */
export const SummaryBody = z.object({
  Year: year(),
  CategoryTypes: z.array(z.number().int().min(0).max(3)).max(4).default([]),
});
export type SigningSummaryRequest = z.input<typeof SummaryBody>;

/** One month of the signings summary (money in dollars). */
export interface SigningSummaryLine {
  Title: string;
  AppointmentCount: number;
  TotalAmount: number;
  AmountPaid: number;
  AmountUnpaid: number;
}

/** The dashboard's signings summary (spec 000 §3): 12 monthly lines (Jan..Dec) plus the year's totals. */
export interface SigningSummary extends Omit<SigningSummaryLine, 'Title'> {
  Year: number;
  Totals: SigningSummaryLine[];
}

/** The dashboard's expenses summary (spec 000 §3): a line per expense type, plus the total. */
export interface ExpenseSummary {
  Year: number;
  Totals: { Title: string; TotalAmount: number }[];
  TotalAmount: number;
}

/** The notary's local date and time, so "next" means next where the notary is. */
export const NextAppointmentBody = z.object({
  Year: year(),
  Month: z.number().int().min(1).max(12),
  Day: z.number().int().min(1).max(31),
  Hour: z.number().int().min(0).max(23).default(0),
  Minute: z.number().int().min(0).max(59).default(0),
});
export type NextAppointmentRequest = z.input<typeof NextAppointmentBody>;

/** Day and Location are empty when nothing is scheduled after now. */
export interface NextAppointment {
  Day: string;
  Location: string;
  Id: string | null;
  AppointmentDateTime: string | null;
  LastName?: string;
}

/** GET signingscount: how many signings the notary has (the dashboard offers import while there are 3 or fewer). */
export interface SigningsCount {
  Count: number;
}
