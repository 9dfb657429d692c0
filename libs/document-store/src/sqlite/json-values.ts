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
