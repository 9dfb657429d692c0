import type { OwnerScope } from '../shared/owner-scope';
import { PENDING_IMPORTS, type PendingImportDocument } from './pending-import.document';

/** The pending imports, file by file in the order they were imported, each file in row order. */
export function pendingImportsOf(scope: OwnerScope): Promise<PendingImportDocument[]> {
  return scope.find<PendingImportDocument>(PENDING_IMPORTS, {}, { sort: { ImportedAt: 1, Row: 1 }, projection: { _id: 0, _position: 0, OwnerId: 0 } });
}

export function countPendingImports(scope: OwnerScope): Promise<number> {
  return scope.count(PENDING_IMPORTS);
}
