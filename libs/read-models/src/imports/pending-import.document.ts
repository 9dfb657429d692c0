import type { ImportedSigningRow } from '@notary/events';

/** A row imported from a file and not yet accepted or discarded (spec 001 §3's imported appointment). */
export type PendingImportFields = Omit<ImportedSigningRow, 'ImportId'> & {
  Id: string;
  OwnerId: string;
  FileName: string;
  /** When its file was imported; with Row, the order the import page lists them in. */
  ImportedAt: string;
};

export type PendingImportDocument = PendingImportFields & { _id: string; _position?: number };

export const PENDING_IMPORTS = 'pending_imports';
