import type { ImportedSigningRow } from '@notary/events';
import { validationError } from '../shared';
import { recogniseHeader, recognisedCount, RECOGNISED_COLUMN_NAMES, type ColumnMap, type ImportField } from './import-columns';
import { BadValue, parseAmount, parseDate, parseTime, splitName, textOf, zipOf, type ImportCell } from './import-values';

/** A row as read from the file, before it has its identity. */
export type ImportedRowValues = Omit<ImportedSigningRow, 'ImportId'>;

/** A row that was not taken, with the spreadsheet's row number and why. */
export interface BadImportRow {
  Row: number;
  Message: string;
}

export interface ReadImport {
  rows: ImportedRowValues[];
  badRows: BadImportRow[];
}

/** More rows than this in one file are refused: split it (the accepting of each row is a signing saved). */
export const MAX_IMPORT_ROWS = 10_000;
/** The largest file taken: 10 MB is some 50,000 rows of CSV, far more than a notary's years of signings. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const IMPORT_FILE_MESSAGES = {
  expected: 'Import needs a CSV or Excel (.xlsx) file of signings with a header row: a first row naming the columns, then one row per signing.',
  empty: 'The file is empty. Import needs a CSV or Excel (.xlsx) file of signings with a header row naming the columns, then one row per signing.',
  noColumns: `No column of the file was recognised. The first row should name the columns, for example: ${RECOGNISED_COLUMN_NAMES.join('; ')}.`,
  noRows: 'The file has a header row but no signings under it.',
  tooLarge: 'The file is larger than 10 MB. Import takes a CSV or Excel (.xlsx) file of signings of at most 10 MB; split a larger one.',
  missing: 'Choose a CSV or Excel (.xlsx) file of signings to import.',
  tooManyRows: `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} signings; split it into smaller files.`,
} as const;

/** The longest value each field may hold, as a signing keeps it (the signing's save checks the same). */
const LIMITS: Array<[keyof ImportedRowValues, string, number]> = [
  ['SignerLastName', 'signer last name', 100],
  ['SignerFirstName', 'signer first name', 100],
  ['Address1', 'address', 200],
  ['Address2', 'second address line', 200],
  ['City', 'city', 100],
  ['State', 'state', 20],
  ['Zip', 'ZIP code', 10],
  ['SignerPhone', 'signer phone', 30],
  ['SignerEmail', 'signer e-mail', 254],
  ['CoSignerPhone', 'co-signer phone', 30],
  ['CoSignerEmail', 'co-signer e-mail', 254],
  ['OrderNumber', 'order number', 60],
  ['InvoiceNumber', 'invoice number', 30],
];

const isBlank = (cell: ImportCell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** The header is the row, among the first few, that names the most columns we know. */
function findHeader(sheet: readonly (readonly ImportCell[])[]): { index: number; columns: ColumnMap } | null {
  let best: { index: number; columns: ColumnMap } | null = null;
  let seen = 0;
  for (let index = 0; index < sheet.length && seen < 10; index++) {
    const row = sheet[index]!;
    if (row.every(isBlank)) continue;
    seen++;
    const columns = recogniseHeader(row.map((cell) => textOf(cell)));
    if (recognisedCount(columns) > (best ? recognisedCount(best.columns) : 0)) best = { index, columns };
  }
  return best;
}

/**
 * Reads the signings of a sheet (rows of cells, the first row being spreadsheet row 1): finds the
 * header, then reads each row below it. A row that cannot be a signing is reported with its row
 * number and why, and the others are kept; empty rows are passed over. A file that is empty, names
 * no known column or has no rows under its header is refused as a whole.
 */
export function readImportSheet(sheet: readonly (readonly ImportCell[])[]): ReadImport {
  if (!sheet.some((row) => !row.every(isBlank))) throw validationError('IMPORT.EMPTY', IMPORT_FILE_MESSAGES.empty);
  const header = findHeader(sheet);
  if (!header) throw validationError('IMPORT.NO_COLUMNS', IMPORT_FILE_MESSAGES.noColumns);
  const rows: ImportedRowValues[] = [];
  const badRows: BadImportRow[] = [];
  let read = 0;
  for (let index = header.index + 1; index < sheet.length; index++) {
    const cells = sheet[index]!;
    if (cells.every(isBlank)) continue;
    if (++read > MAX_IMPORT_ROWS) throw validationError('IMPORT.TOO_MANY_ROWS', IMPORT_FILE_MESSAGES.tooManyRows);
    const outcome = readRow(cells, header.columns, index + 1);
    if ('Message' in outcome) badRows.push(outcome);
    else rows.push(outcome);
  }
  if (read === 0) throw validationError('IMPORT.NO_ROWS', IMPORT_FILE_MESSAGES.noRows);
  return { rows, badRows };
}

function readRow(cells: readonly ImportCell[], columns: ColumnMap, rowNumber: number): ImportedRowValues | BadImportRow {
  /** The first non-empty cell among the field's columns. */
  const cell = (field: ImportField): ImportCell => {
    for (const column of columns[field] ?? []) if (!isBlank(cells[column])) return cells[column];
    return null;
  };
  const text = (field: ImportField) => textOf(cell(field));
  const problems: string[] = [];
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof BadValue)) throw error;
      problems.push(error.message);
      return fallback;
    }
  };

  const when = attempt(() => parseDate(cell('Date')), null);
  const time = attempt(() => parseTime(cell('Time')), null) ?? when?.time ?? null;
  const Amount = attempt(() => parseAmount(cell('Amount')), null);
  const signer = names(text('SignerFirstName'), text('SignerLastName'), text('SignerName'));
  const coSigner = names(text('CoSignerFirstName'), text('CoSignerLastName'), text('CoSignerName'));
  const row: ImportedRowValues = {
    Row: rowNumber,
    AppointmentDate: when?.date ?? '',
    AppointmentTime: time,
    OrderNumber: text('OrderNumber'),
    InvoiceNumber: text('InvoiceNumber'),
    Address1: text('Address1'),
    Address2: text('Address2'),
    City: text('City'),
    State: text('State'),
    Zip: zipOf(cell('Zip')),
    Amount,
    SignerFirstName: signer.first,
    SignerLastName: signer.last,
    SignerPhone: text('SignerPhone'),
    SignerEmail: text('SignerEmail'),
    CoSignerFirstName: coSigner.first,
    CoSignerLastName: coSigner.last,
    CoSignerPhone: text('CoSignerPhone'),
    CoSignerEmail: text('CoSignerEmail'),
  };
  if (!row.SignerLastName) problems.push('no signer last name');
  if (!when && !problems.some((problem) => problem.startsWith('the date'))) problems.push('no date');
  for (const [field, what, max] of LIMITS) {
    if (String(row[field]).length > max) problems.push(`the ${what} is longer than ${max} characters`);
  }
  if (`${row.CoSignerFirstName} ${row.CoSignerLastName}`.trim().length > 200) problems.push('the co-signer name is longer than 200 characters');
  if (problems.length) return { Row: rowNumber, Message: capitalise(problems.join('; ')) };
  return row;
}

/** Separate first and last name columns win; a whole-name column fills what they leave empty. */
function names(first: string, last: string, whole: string): { first: string; last: string } {
  if (!whole || (first && last)) return { first, last };
  const split = splitName(whole);
  return { first: first || split.first, last: last || split.last };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
