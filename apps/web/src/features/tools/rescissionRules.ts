import type { RescissionDayAnswer } from '@notary/contracts';

/**
 * One line of the reasoning, as the dialog lists it: "Fri 07/03/2026 — business day 1",
 * "Sat 07/04/2026 — skipped: Independence Day".
 */
export function reasoningLine(day: RescissionDayAnswer): string {
  const reason = day.Counted ? day.Reason.charAt(0).toLowerCase() + day.Reason.slice(1) : `skipped: ${day.Reason}`;
  return `${day.Weekday} ${day.Date} — ${reason}`;
}

/** The date input's YYYY-MM-DD as the API takes it (MM/DD/YYYY); null while it is not a whole date. */
export function startDateOf(input: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}
