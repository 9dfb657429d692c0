import { InvalidQueryError } from '../document-store.port';
import { isPlainObject } from './bson-order';

/**
 * Documents are JSON data (the port's contract), so that both adapters store the same thing:
 * a Date or a class instance would become a BSON date/object in MongoDB but a string here.
 * Properties set to undefined are dropped (the MongoDB adapter sets ignoreUndefined to match).
 */
export function assertJsonDocument(doc: unknown, collection: string): asserts doc is { _id: string } {
  if (!isPlainObject(doc)) throw new InvalidQueryError(`${collection}: a document must be a plain object`);
  if (typeof doc._id !== 'string') throw new InvalidQueryError(`${collection}: _id must be a string`);
  checkValue(doc, '', collection);
}

function checkValue(value: unknown, path: string, collection: string): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (Number.isFinite(value)) return;
      throw invalid(collection, path, 'is not a finite number');
    case 'object':
      if (value === null) return;
      if (Array.isArray(value)) {
        value.forEach((element, i) => {
          if (element === undefined) throw invalid(collection, `${path}.${i}`, 'is undefined');
          checkValue(element, `${path}.${i}`, collection);
        });
        return;
      }
      if (!isPlainObject(value)) {
        const hint = value instanceof Date ? ' (store dates as ISO 8601 strings)' : '';
        throw invalid(collection, path, `is not JSON data${hint}`);
      }
      for (const [key, field] of Object.entries(value)) {
        if (field !== undefined) checkValue(field, path ? `${path}.${key}` : key, collection);
      }
      return;
    default:
      throw invalid(collection, path, `is a ${typeof value}, not JSON data`);
  }
}

function invalid(collection: string, path: string, problem: string): InvalidQueryError {
  return new InvalidQueryError(`${collection}: field "${path.replace(/^\./, '')}" ${problem}`);
}

export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * True when `value` is JSON data that assertJsonDocument accepts (undefined properties of objects
 * are allowed, as they are dropped). A top-level undefined is not: callers decide what it means.
 */
export function isJsonValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) return value.every(isJsonValue);
      if (!isPlainObject(value)) return false;
      for (const key of Object.keys(value)) {
        const field = value[key];
        if (field !== undefined && !isJsonValue(field)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * Checks that a caller's document is JSON data, with assertJsonDocument's message when it is not.
 * A replacement may leave out its _id.
 */
export function checkJsonDocument(doc: unknown, collection: string, idRequired = true): void {
  if (!isPlainObject(doc) || (idRequired && typeof doc._id !== 'string')) assertJsonDocument(doc, collection);
  if (!isJsonValue(doc)) {
    checkValue(doc, '', collection);
    throw invalid(collection, '', 'is not JSON data');
  }
}

/** The copy a write stores of a caller's document: checked (checkJsonDocument), then cloned. */
export function copyJsonDocument<T>(doc: T, collection: string, idRequired = true): T {
  checkJsonDocument(doc, collection, idRequired);
  return copyValue(doc) as T;
}

function copyValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyValue);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    if (key === '__proto__') Object.defineProperty(out, key, { value: copyValue(field), enumerable: true, writable: true, configurable: true });
    else out[key] = copyValue(field);
  }
  return out;
}
