import { update as mingoUpdate } from 'mingo';
import type { Update } from '@notary/document-store';
import type { ProjectedDocument } from './projection';

/**
 * Applies MongoDB update operators to a document held in memory (a copy; the input is not
 * touched). $set, $unset and $inc on top-level fields, the projections' everyday updates, are
 * done directly; anything else goes through mingo, the same implementation of MongoDB's update
 * language the embedded store uses. An upsert starts from { _id } and also applies $setOnInsert.
 */
export function applyUpdateInMemory(current: ProjectedDocument | null, id: string, update: Update): ProjectedDocument {
  const inserting = current === null;
  const document: Record<string, unknown> = inserting ? { _id: id } : { ...current };
  const { $setOnInsert, ...operators } = update as Record<string, Record<string, unknown> | undefined>;
  const steps: Array<Record<string, Record<string, unknown> | undefined>> = [operators];
  if (inserting && $setOnInsert) steps.push({ $set: $setOnInsert });
  for (const step of steps) {
    if (!applyTopLevel(document, step)) {
      const copy = structuredClone(document);
      mingoUpdate(copy, step as never, [], undefined, { queryOptions: { scriptEnabled: false } } as never);
      for (const key of Object.keys(document)) delete document[key];
      Object.assign(document, copy);
    }
  }
  if (document._id !== id) throw new Error(`The field '_id' is immutable (${id})`);
  return document as ProjectedDocument;
}

const SIMPLE = new Set(['$set', '$unset', '$inc']);

/** True when every operator is $set/$unset/$inc on top-level fields and it was applied. */
function applyTopLevel(document: Record<string, unknown>, operators: Record<string, Record<string, unknown> | undefined>): boolean {
  for (const [operator, fields] of Object.entries(operators)) {
    if (!SIMPLE.has(operator) || !fields) return false;
    for (const [field, value] of Object.entries(fields)) {
      if (field.includes('.') || field.startsWith('$')) return false;
      if (operator === '$inc' && (typeof value !== 'number' || (document[field] !== undefined && typeof document[field] !== 'number'))) return false;
    }
  }
  for (const [operator, fields] of Object.entries(operators)) {
    for (const [field, value] of Object.entries(fields!)) {
      if (operator === '$set') document[field] = structuredCloneIfObject(value);
      else if (operator === '$unset') delete document[field];
      else document[field] = ((document[field] as number | undefined) ?? 0) + (value as number);
    }
  }
  return true;
}

const structuredCloneIfObject = (value: unknown) => (value !== null && typeof value === 'object' ? structuredClone(value) : value);
