import { createHash } from 'node:crypto';
import type { ImportedRowValues } from './import-rows';

/**
 * What makes two rows the same signing: every value but the row number, with case and spacing set
 * aside, so the same file (or a copy with its rows moved, or re-saved by a spreadsheet) imports the
 * same rows.
 */
function rowKey(row: ImportedRowValues): string {
  const { Row: _row, AppointmentTime, Amount, ...texts } = row;
  const time = AppointmentTime ? `${AppointmentTime.Hour}:${AppointmentTime.Minute}${AppointmentTime.AmPm}` : '';
  const values = Object.entries(texts)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([field, value]) => `${field}=${String(value).toLowerCase().replace(/\s+/g, ' ').trim()}`);
  return [...values, `time=${time}`, `amount=${Amount === null ? '' : Math.round(Amount * 100)}`].join('\u0000');
}

/**
 * The identity of each row of one file: the owner, the row's values and which of the identical rows
 * it is (the second of two identical rows is a second signing), as 32 hex digits.
 */
export function importIdsOf(ownerId: string, rows: readonly ImportedRowValues[]): string[] {
  const occurrences = new Map<string, number>();
  return rows.map((row) => {
    const key = createHash('sha256').update(rowKey(row)).digest('hex');
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    return createHash('sha256').update(`signing-import\u0000${ownerId}\u0000${key}\u0000${occurrence}`).digest('hex').slice(0, 32);
  });
}
