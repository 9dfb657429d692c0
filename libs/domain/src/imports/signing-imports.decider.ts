import type { ImportedSigningRow, SigningImportEvent, SigningsImported } from '@notary/events';
import { notFound, type Decider } from '../shared';
import { importIdsOf } from './import-identity';
import type { ImportedRowValues } from './import-rows';

/** A row settled since it was imported: accepted as a signing (SigningId) or discarded (null). */
interface Settled {
  ImportId: string;
  SigningId: string | null;
  earlier: Settled | null;
}

/**
 * A notary's imports: every file's rows as recorded, and the rows settled since. Settled rows are a
 * list that each state shares with the one before it, so folding a long stream (thousands of rows
 * accepted one by one) stays linear; `pendingImports` and `importIdsKnown` read it out.
 */
export interface SigningImportsState {
  imported: ReadonlyArray<SigningsImported['data']>;
  settled: Settled | null;
}

export type SigningImportCommand =
  /** Record a file's rows; rows imported before (from any file) are left out. */
  | { type: 'ImportRows'; ownerId: string; fileName: string; rows: readonly ImportedRowValues[] }
  | { type: 'DiscardImport'; importId: string }
  /** Rows that have become signings (the signings are saved first, each on its own stream). */
  | { type: 'RecordAccepted'; accepted: ReadonlyArray<{ importId: string; signingId: string }> };

export const IMPORT_MESSAGES = {
  notFound: 'The imported signing was not found. It may have been accepted or deleted already.',
} as const;

/** Each SigningsImported stays well under the log's 1 MB per event; a larger file is several events. */
const EVENT_BUDGET_BYTES = 256 * 1024;

export interface PendingImport extends ImportedSigningRow {
  FileName: string;
}

/** The rows waiting to be accepted or discarded, in the order they were imported. */
export function pendingImports(state: SigningImportsState): Map<string, PendingImport> {
  const settled = settledIds(state);
  const pending = new Map<string, PendingImport>();
  for (const file of state.imported)
    for (const row of file.Rows) if (!settled.has(row.ImportId)) pending.set(row.ImportId, { ...row, FileName: file.FileName });
  return pending;
}

/** Every row ever imported, pending or not: importing it again adds nothing. */
export function importIdsKnown(state: SigningImportsState): Set<string> {
  return new Set(state.imported.flatMap((file) => file.Rows.map((row) => row.ImportId)));
}

function settledIds(state: SigningImportsState): Map<string, string | null> {
  const ids = new Map<string, string | null>();
  for (let entry = state.settled; entry; entry = entry.earlier) ids.set(entry.ImportId, entry.SigningId);
  return ids;
}

/** Splits rows into events of at most EVENT_BUDGET_BYTES of JSON each. */
function chunked(ownerId: string, fileName: string, rows: ImportedSigningRow[]): SigningImportEvent[] {
  const events: SigningImportEvent[] = [];
  let current: ImportedSigningRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length + 1;
    if (current.length && bytes + size > EVENT_BUDGET_BYTES) {
      events.push({ type: 'SigningsImported', data: { OwnerId: ownerId, FileName: fileName, Rows: current } });
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length) events.push({ type: 'SigningsImported', data: { OwnerId: ownerId, FileName: fileName, Rows: current } });
  return events;
}

export const signingImportsDecider: Decider<SigningImportCommand, SigningImportsState, SigningImportEvent> = {
  initialState: () => ({ imported: [], settled: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'SigningsImported':
        return { ...state, imported: [...state.imported, event.data] };
      case 'ImportedSigningDiscarded':
        return { ...state, settled: { ImportId: event.data.ImportId, SigningId: null, earlier: state.settled } };
      case 'ImportedSigningAccepted':
        return { ...state, settled: { ImportId: event.data.ImportId, SigningId: event.data.SigningId, earlier: state.settled } };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ImportRows': {
        const known = importIdsKnown(state);
        const ids = importIdsOf(command.ownerId, command.rows);
        const added = command.rows.map((row, index) => ({ ImportId: ids[index]!, ...row })).filter((row) => !known.has(row.ImportId));
        return chunked(command.ownerId, command.fileName, added);
      }
      case 'DiscardImport': {
        const settled = settledIds(state);
        // Discarding twice (two tabs) changes nothing the second time.
        if (settled.has(command.importId) && settled.get(command.importId) === null) return [];
        if (settled.has(command.importId) || !importIdsKnown(state).has(command.importId)) throw notFound('IMPORT.NOT_FOUND', IMPORT_MESSAGES.notFound);
        return [{ type: 'ImportedSigningDiscarded', data: { ImportId: command.importId } }];
      }
      case 'RecordAccepted': {
        const pending = pendingImports(state);
        return command.accepted
          .filter(({ importId }) => pending.delete(importId))
          .map(({ importId, signingId }) => ({ type: 'ImportedSigningAccepted', data: { ImportId: importId, SigningId: signingId } }));
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
