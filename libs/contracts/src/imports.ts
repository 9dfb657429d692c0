import { z } from 'zod';
import { id, parseLocalDate, type TimeOfDay } from './primitives';
import { EXPORT_FIELD_CODES, EXPORT_NEEDS, type ExportField } from './wire-values';

/** A date of the export's range: required, YYYY-MM-DD or MM/DD/YYYY. */
const exportDate = (missing: string) =>
  z.unknown().transform((value, context) => {
    if (value === undefined || value === null || value === '') {
      context.addIssue({ code: 'custom', message: `${EXPORT_NEEDS}; ${missing}` });
      return z.NEVER;
    }
    const parsed = typeof value === 'string' && value.length <= 40 ? parseLocalDate(value) : null;
    if (!parsed) {
      context.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD or MM/DD/YYYY)' });
      return z.NEVER;
    }
    return parsed;
  });

/** The fields as comma-joined codes (spec 001 §7), or a list of them; each once, in the order given. */
const exportFields = z.unknown().transform((value, context) => {
  const codes = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .map((code) => (typeof code === 'string' ? code.trim() : ''))
    .filter(Boolean)
    .slice(0, 100);
  if (!codes.length) {
    context.addIssue({ code: 'custom', message: `${EXPORT_NEEDS}; no field was chosen` });
    return z.NEVER;
  }
  const unknown = codes.filter((code) => !(EXPORT_FIELD_CODES as readonly string[]).includes(code));
  if (unknown.length) {
    context.addIssue({
      code: 'custom',
      message: `${unknown.map((code) => `“${code.slice(0, 40)}”`).join(', ')} ${unknown.length === 1 ? 'is not an export field' : 'are not export fields'}; the fields are ${EXPORT_FIELD_CODES.join(', ')}`,
    });
    return z.NEVER;
  }
  return [...new Set(codes)] as ExportField[];
});

/** POST /api/appointmentapi/exportAppointments: the signings from startDate to endDate (inclusive). */
export const ExportAppointmentsBody = z
  .object({ startDate: exportDate('the start date is missing'), endDate: exportDate('the end date is missing'), fields: exportFields })
  .refine((body) => body.startDate <= body.endDate, { message: 'The end date is before the start date', path: ['endDate'] });
export type ExportAppointmentsRequest = { startDate: string; endDate: string; fields: string };

/** An imported row waiting to become a signing (spec 001 §3's imported appointment, plus where it came from). */
export interface ImportedSigning {
  Id: string;
  /** The file's name and the spreadsheet's row number (the header is row 1). */
  FileName: string;
  Row: number;
  AppointmentDate: string;
  AppointmentTime: TimeOfDay | null;
  OrderNumber: string;
  InvoiceNumber: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  Amount: number | null;
  SignerFirstName: string;
  SignerLastName: string;
  SignerPhone: string;
  SignerEmail: string;
  CoSignerFirstName: string;
  CoSignerLastName: string;
  CoSignerPhone: string;
  CoSignerEmail: string;
  ImportedAt: string;
}

/** A row of the file that was not taken: its spreadsheet row number and why. */
export interface BadImportRow {
  Row: number;
  Message: string;
}

/** POST /api/userimportapi/import: what became of the file's rows. */
export interface ImportAnswer {
  FileName: string;
  /** Rows with something in them under the header. */
  RowsRead: number;
  /** New pending imports. */
  Added: number;
  /** Rows imported before, from this file or another (pending, accepted or discarded): not added again. */
  AlreadyImported: number;
  BadRows: BadImportRow[];
  Position: number;
}

export const ImportIdParam = id();

/** POST acceptimports: the pending imports to accept; all of them when Ids is absent. */
export const AcceptImportsBody = z.object({ Ids: z.array(id()).max(20_000).optional() });
export type AcceptImportsRequest = z.input<typeof AcceptImportsBody>;

export interface RefusedImport {
  Id: string;
  Row: number;
  Message: string;
}

/** What accepting did: the signings saved, and the rows refused (still pending), each with why. */
export interface AcceptImportsAnswer {
  Accepted: number;
  SigningIds: string[];
  Refused: RefusedImport[];
  Position: number;
}

/** GET getimportscount: how many imports are pending. */
export interface PendingImportsCount {
  Count: number;
}
