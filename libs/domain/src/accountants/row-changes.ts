/**
 * What changed in a tax year's rows between two moments (as filed, and now): each row added,
 * removed or changed, with the fields that differ. Pure, so the "as filed versus now" view is the
 * same whatever the rows are (signings, expenses, trips, payments).
 */
export type RowValue = string | number | boolean | null;
export type Row = { Id: string } & Record<string, RowValue>;

export type ChangeKind = 'Added' | 'Changed' | 'Removed';

export interface FieldChange {
  Field: string;
  Before: RowValue;
  After: RowValue;
}

export interface RowChange<Kind extends string = string> {
  Kind: Kind;
  Id: string;
  Change: ChangeKind;
  Before: Row | null;
  After: Row | null;
  /** The fields that differ (for a changed row); every field for an added or removed one. */
  Fields: FieldChange[];
}

/** The fields whose values differ between two versions of a row, in the order of the later one. */
export function fieldChanges(before: Row | null, after: Row | null): FieldChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter((key) => key !== 'Id');
  return keys
    .map((Field) => ({ Field, Before: before ? (before[Field] ?? null) : null, After: after ? (after[Field] ?? null) : null }))
    .filter((change) => change.Before !== change.After);
}

/**
 * The rows of one kind, then and now, matched by Id: removed rows first in their old order, then
 * the changed and added ones in the new order. Rows equal in every field are left out.
 */
export function rowChanges<Kind extends string>(kind: Kind, before: readonly Row[], after: readonly Row[]): RowChange<Kind>[] {
  const then = new Map(before.map((row) => [row.Id, row]));
  const now = new Map(after.map((row) => [row.Id, row]));
  const changes: RowChange<Kind>[] = [];
  for (const row of before) {
    if (!now.has(row.Id)) changes.push({ Kind: kind, Id: row.Id, Change: 'Removed', Before: row, After: null, Fields: fieldChanges(row, null) });
  }
  for (const row of after) {
    const old = then.get(row.Id);
    if (!old) {
      changes.push({ Kind: kind, Id: row.Id, Change: 'Added', Before: null, After: row, Fields: fieldChanges(null, row) });
      continue;
    }
    const Fields = fieldChanges(old, row);
    if (Fields.length) changes.push({ Kind: kind, Id: row.Id, Change: 'Changed', Before: old, After: row, Fields });
  }
  return changes;
}
