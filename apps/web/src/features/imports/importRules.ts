import type { ImportAnswer, ImportedSigning, TimeOfDay } from '@notary/contracts';
import { formatUsDate } from '../../shared/format';

/** Spec 001 §8's messages for the import list. */
export const IMPORT_FAILED = { title: 'Import Failed', text: 'An error occurred retrieving the signings for import.' } as const;
export const DELETE_FAILED = { title: 'Delete Failed', text: 'An error occurred deleting the appointment for import.' } as const;

/** Spec 001 §4: loading, then uploaded or upload failed. */
export type UploadState = 'idle' | 'loading' | 'uploaded' | 'failed';

/** Rows shown per page of the pending list. */
export const PENDING_PAGE_SIZE = 50;
/** Accepting goes this many rows to a request, so a long list shows its progress and no request runs long. */
export const ACCEPT_BATCH_SIZE = 100;

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "5 rows read: 4 signings added to the list below, 1 already imported, 1 row not imported." */
export function answerSummary(answer: ImportAnswer): string {
  const parts = [`${plural(answer.Added, 'signing')} added to the list below`];
  if (answer.AlreadyImported) parts.push(`${plural(answer.AlreadyImported, 'row')} already imported before`);
  if (answer.BadRows.length) parts.push(`${plural(answer.BadRows.length, 'row')} not imported`);
  return `${plural(answer.RowsRead, 'row')} read: ${parts.join(', ')}.`;
}

export const formatTime = (time: TimeOfDay | null) => (time ? `${time.Hour}:${String(time.Minute).padStart(2, '0')} ${time.AmPm}` : '');

export const signerOf = (row: ImportedSigning) => [row.SignerLastName, row.SignerFirstName].filter(Boolean).join(', ');

export const addressOf = (row: ImportedSigning) =>
  [[row.Address1, row.Address2].filter(Boolean).join(' '), row.City, [row.State, row.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export const dateOf = (row: ImportedSigning) => formatUsDate(row.AppointmentDate);

export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PENDING_PAGE_SIZE));
