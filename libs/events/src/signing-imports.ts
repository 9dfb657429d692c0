import type { DomainEvent } from './envelope';
import type { TimeOfDay } from './signings';

/**
 * One row of an imported file, as it was read (spec 001 §3's imported appointment), waiting for the
 * notary to accept it as a signing or discard it. Dates are local calendar dates (YYYY-MM-DD).
 */
export interface ImportedSigningRow {
  /** Stable across uploads: the owner, the row's values and its occurrence among identical rows. */
  ImportId: string;
  /** The spreadsheet's row number (the header row is row 1 when it is the first). */
  Row: number;
  AppointmentDate: string;
  /** null when the file gave no time. */
  AppointmentTime: TimeOfDay | null;
  OrderNumber: string;
  InvoiceNumber: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  /** Dollars; null when the file gave none. */
  Amount: number | null;
  SignerFirstName: string;
  SignerLastName: string;
  SignerPhone: string;
  SignerEmail: string;
  CoSignerFirstName: string;
  CoSignerLastName: string;
  CoSignerPhone: string;
  CoSignerEmail: string;
}

/**
 * Stream `signing-imports-{OwnerId}`: one per notary, so that a row already imported from any file
 * is known when the next file comes. A large file is recorded as several SigningsImported events in
 * one append (each stays well under the log's 1 MB per event).
 */
export type SigningsImported = DomainEvent<'SigningsImported', { OwnerId: string; FileName: string; Rows: ImportedSigningRow[] }>;
/** The notary did not want this row: it leaves the pending list (importing the file again does not bring it back). */
export type ImportedSigningDiscarded = DomainEvent<'ImportedSigningDiscarded', { ImportId: string }>;
/** The row became a signing (spec 001 §4: it leaves the import list once the signing is saved). */
export type ImportedSigningAccepted = DomainEvent<'ImportedSigningAccepted', { ImportId: string; SigningId: string }>;

export type SigningImportEvent = SigningsImported | ImportedSigningDiscarded | ImportedSigningAccepted;

export const signingImportsStream = (ownerId: string) => `signing-imports-${ownerId}`;
