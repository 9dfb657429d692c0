import { compareStrings, isPlainObject } from './bson-order';

/**
 * A compiler for the filters read models use most, which runs them without mingo. It covers a
 * conjunction (implicit or $and) of conditions on dotted paths with scalar operands: equality,
 * $eq, $ne, $gt/$gte/$lt/$lte (numbers or strings), $in/$nin, $exists, and $not of those. For any
 * other filter it returns null and mingo runs it. For a document whose value at a path is an array
 * or an object (where MongoDB's array and object rules apply), it answers undefined and the
 * caller asks mingo for that document. So it only ever decides on scalars and missing fields.
 *
 * String ranges compare as MongoDB's simple collation does (UTF-8 byte order, as the index
 * conditions in SQL); mingo compares UTF-16 code units, which differs only between astral
 * characters and U+E000-U+FFFF.
 */

/** What a path reaches: a scalar, undefined when missing, or DEFER for an array or object. */
const DEFER = Symbol('defer');
type Scalar = string | number | boolean | null;
type Reached = Scalar | undefined | typeof DEFER;
type ValueTest = (value: Scalar | undefined) => boolean;
/** true/false when decided on scalars; undefined when mingo has to decide for this document. */
export type FastFilter = (doc: Record<string, unknown>) => boolean | undefined;

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function isScalar(value: unknown): value is Scalar {
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/** Follows a path through plain objects only: a scalar on the way means missing, as in MongoDB. */
function reach(doc: Record<string, unknown>, segments: string[]): Reached {
  let value: unknown = doc;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) return DEFER;
    if (!hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  if (value !== null && typeof value === 'object') return DEFER;
  return value as Scalar;
}

/** Equality as MongoDB's on a scalar: null matches null and missing; no conversion between types. */
function equals(operand: Scalar): ValueTest {
  if (operand === null) return (value) => value === null || value === undefined;
  return (value) => value === operand;
}

function membership(operands: unknown[]): ValueTest | null {
  if (!operands.every(isScalar)) return null;
  const values = new Set(operands.filter((x) => x !== null));
  const withNull = operands.includes(null);
  return (value) => (value === null || value === undefined ? withNull : values.has(value));
}

/** Type bracketing: a number bound only matches numbers, a string bound only strings. */
function range(operator: string, operand: unknown): ValueTest | null {
  let compare: (value: Scalar | undefined) => number | null;
  if (typeof operand === 'number' && Number.isFinite(operand)) {
    compare = (value) => (typeof value === 'number' ? (value < operand ? -1 : value > operand ? 1 : 0) : null);
  } else if (typeof operand === 'string') {
    compare = (value) => (typeof value === 'string' ? compareStrings(value, operand) : null);
  } else {
    return null; // null, booleans: their brackets are rare, mingo answers
  }
  switch (operator) {
    case '$gt':
      return (value) => (compare(value) ?? -1) > 0;
    case '$gte':
      return (value) => (compare(value) ?? -1) >= 0;
    case '$lt':
      return (value) => (compare(value) ?? 1) < 0;
    default:
      return (value) => (compare(value) ?? 1) <= 0;
  }
}

function operatorTest(operator: string, operand: unknown): ValueTest | null {
  switch (operator) {
    case '$eq':
      return isScalar(operand) ? equals(operand) : null;
    case '$ne': {
      if (!isScalar(operand)) return null;
      const test = equals(operand);
      return (value) => !test(value);
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return range(operator, operand);
    case '$in':
      return Array.isArray(operand) ? membership(operand) : null;
    case '$nin': {
      const test = Array.isArray(operand) ? membership(operand) : null;
      return test && ((value) => !test(value));
    }
    case '$exists':
      return typeof operand === 'boolean' ? (value) => (value !== undefined) === operand : null;
    case '$not': {
      const test = isPlainObject(operand) ? operatorsTest(operand) : null;
      return test && ((value) => !test(value));
    }
    default:
      return null;
  }
}

/** { $gt: 1, $lt: 5 }: all of them; null unless every operator is in the subset. */
function operatorsTest(spec: Record<string, unknown>): ValueTest | null {
  const keys = Object.keys(spec);
  if (keys.length === 0) return null;
  const tests: ValueTest[] = [];
  for (const key of keys) {
    const test = operatorTest(key, spec[key]);
    if (!test) return null;
    tests.push(test);
  }
  return tests.length === 1 ? tests[0] : (value) => tests.every((test) => test(value));
}

function conditionTest(condition: unknown): ValueTest | null {
  if (isScalar(condition)) return equals(condition);
  if (!isPlainObject(condition)) return null; // arrays, RegExp, undefined: mingo
  // An object without operators is equality with an object: mingo.
  return Object.keys(condition).every((key) => key.startsWith('$')) ? operatorsTest(condition) : null;
}

interface Condition {
  segments: string[];
  test: ValueTest;
}

function collect(filter: Record<string, unknown>, into: Condition[]): boolean {
  for (const key of Object.keys(filter)) {
    const value = filter[key];
    if (key === '$and') {
      if (!Array.isArray(value) || value.length === 0) return false;
      for (const clause of value) if (!isPlainObject(clause) || !collect(clause, into)) return false;
      continue;
    }
    const segments = key.split('.');
    if (segments.some((segment) => segment === '' || segment.startsWith('$'))) return false;
    const test = conditionTest(value);
    if (!test) return false;
    into.push({ segments, test });
  }
  return true;
}

export function compileFastFilter(filter: Record<string, unknown>): FastFilter | null {
  const conditions: Condition[] = [];
  if (!collect(filter, conditions)) return null;
  return (doc) => {
    let deferred = false;
    for (const { segments, test } of conditions) {
      const value = reach(doc, segments);
      if (value === DEFER) deferred = true;
      else if (!test(value)) return false; // one false conjunct decides, whatever mingo says of the rest
    }
    return deferred ? undefined : true;
  };
}
