import { randomUUID } from 'node:crypto';
import { Aggregator, Context, Query, update as applyModifier } from 'mingo';
import { DuplicateKeyError, InvalidQueryError, type Filter, type PipelineStage, type Projection, type Update } from '../document-store.port';
import { isPlainObject } from './bson-order';
import { compileFastFilter } from './fast-filter';
import { compileFastProjection } from './fast-projection';
import { fastUpdate, type FastUpdate } from './fast-update';
import { cloneJson } from './json-values';

// Scripts ($where, $function, $accumulator) would run caller-supplied JavaScript in-process.
const OPTIONS = { scriptEnabled: false };

// $currentDate and $bit are left out: they produce BSON dates/integers, which are not JSON data.
const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$setOnInsert',
]);

/** Runs mingo, turning its errors (unknown operator, bad shape) into the port's InvalidQueryError. */
export function guard<R>(what: string, fn: () => R): R {
  try {
    return fn();
  } catch (error) {
    if (error instanceof InvalidQueryError || error instanceof DuplicateKeyError) throw error;
    throw new InvalidQueryError(`Invalid ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type QueryOptions = NonNullable<ConstructorParameters<typeof Query>[1]>;

/**
 * mingo's Query copies its whole operator table (a few hundred entries) into a new context each
 * time it is built, unless it is given a ComputeOptions instance, a class mingo does not export.
 * Query operators receive one, so one is captured here and mingo's base Query (which, unlike the
 * exported subclass, keeps it as is) reuses it. If mingo's internals ever differ, the checks fail
 * and queries are built the documented way.
 */
function queryFactory(): (filter: Filter) => Query {
  const documented = (filter: Filter) => new Query(filter, OPTIONS);
  try {
    let captured: (QueryOptions & { scriptEnabled?: boolean }) | undefined;
    const capture = (_selector: string, _value: unknown, options: QueryOptions) => {
      captured = options;
      return () => true;
    };
    const context = Context.init({ query: { $captureOptions: capture } } as unknown as Parameters<typeof Context.init>[0]);
    new Query({ x: { $captureOptions: 1 } }, { ...OPTIONS, context });
    const Base = Object.getPrototypeOf(Query) as typeof Query;
    const reused = (filter: Filter) => new Base(filter, captured as QueryOptions);
    const works = captured?.scriptEnabled === false && reused({ a: { $gt: 1 } }).test({ a: 2 }) && !reused({ a: 1 }).test({ a: 2 });
    return works ? reused : documented;
  } catch {
    return documented;
  }
}

export const mingoQuery = queryFactory();

export type Predicate = (doc: Record<string, unknown>) => boolean;

/**
 * The fast compiler decides on scalars; mingo (compiled once, when first needed) decides whenever
 * the fast path cannot: for the whole filter, or for one document with arrays or objects on a path.
 */
export function compileFilter(filter: Filter): Predicate {
  if (!isPlainObject(filter)) throw new InvalidQueryError('Invalid filter: it must be a plain object');
  if (Object.keys(filter).length === 0) return () => true;
  const fast = compileFastFilter(filter);
  let query = fast ? undefined : guard('filter', () => mingoQuery(filter));
  const slow = (doc: Record<string, unknown>) => {
    query ??= guard('filter', () => mingoQuery(filter));
    return guard('filter', () => query!.test(doc));
  };
  if (!fast) return slow;
  return (doc) => fast(doc) ?? slow(doc);
}

export function project<T>(docs: T[], projection: Projection | undefined): T[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const fast = compileFastProjection(projection);
  if (fast) return docs.map((doc) => fast(doc as Record<string, unknown>) as T);
  return projectWithMingo(docs, projection);
}

export function projectWithMingo<T>(docs: T[], projection: Projection): T[] {
  return guard('projection', () => mingoQuery({}).find<Record<string, unknown>>(docs, projection).all() as T[]);
}

export function runPipeline<R>(docs: Record<string, unknown>[], pipeline: PipelineStage[]): R[] {
  if (pipeline.length === 0) return docs as R[];
  return guard('pipeline', () => new Aggregator(pipeline, OPTIONS).run(docs)) as R[];
}

export function assertPipeline(pipeline: unknown): asserts pipeline is PipelineStage[] {
  if (!Array.isArray(pipeline) || !pipeline.every((stage) => isPlainObject(stage) && Object.keys(stage).length === 1)) {
    throw new InvalidQueryError('Invalid pipeline: it must be an array of single-operator stages');
  }
}

export function assertUpdate(update: Update): void {
  const operators = isPlainObject(update) ? Object.keys(update) : [];
  if (operators.length === 0) throw new InvalidQueryError('Invalid update: it requires update operators ($set, $inc, ...)');
  for (const operator of operators) {
    if (!UPDATE_OPERATORS.has(operator)) throw new InvalidQueryError(`Invalid update: unsupported update operator ${operator}`);
    if (!isPlainObject(update[operator])) throw new InvalidQueryError(`Invalid update: ${operator} takes an object`);
  }
}

/**
 * The result of an update: a new document (`doc` is not changed), and the paths written when the
 * fast path knows them (null when mingo applied the update).
 */
export type Updated = Omit<FastUpdate, 'paths'> & { paths: string[] | null };

/**
 * Applies update operators to a copy of `doc`. $setOnInsert applies only when `inserting`, as in
 * MongoDB. The positional `$` needs the filter that matched, so mingo gets it as the condition.
 */
export function applyUpdate(doc: Record<string, unknown>, update: Update, filter: Filter, inserting: boolean): Updated {
  return fastUpdate(doc, update, inserting) ?? { doc: applyUpdateWithMingo(doc, update, filter, inserting), paths: null };
}

/** The general path: mingo applies the update to a deep copy of `doc`. */
export function applyUpdateWithMingo(doc: Record<string, unknown>, update: Update, filter: Filter, inserting: boolean): Record<string, unknown> {
  const { $setOnInsert, ...operators } = update;
  const next = cloneJson(doc);
  const usesPositional = Object.values(operators).some((fields) => Object.keys(fields as object).some((p) => /(^|\.)\$(\.|$)/.test(p)));
  guard('update', () => {
    if (Object.keys(operators).length > 0) {
      applyModifier(next, operators, [], usesPositional && !inserting ? filter : undefined, { queryOptions: OPTIONS });
    }
    if (inserting && isPlainObject($setOnInsert) && Object.keys($setOnInsert).length > 0) {
      applyModifier(next, { $set: $setOnInsert }, [], undefined, { queryOptions: OPTIONS });
    }
  });
  if (next._id !== doc._id) throw new InvalidQueryError("Invalid update: the field '_id' is immutable");
  return next;
}

/**
 * The document an upsert starts from: MongoDB copies the filter's equality conditions (field:
 * value and $eq, also inside $and) onto a new document; operators like $gt contribute nothing.
 */
export function seedFromFilter(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  const visit = (clause: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(clause)) {
      if (key === '$and' && Array.isArray(value)) value.filter(isPlainObject).forEach(visit);
      if (key.startsWith('$') || value === undefined || value instanceof RegExp) continue;
      const operators = isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));
      if (!operators) setPath(seed, key, cloneJson(value));
      else if ('$eq' in (value as object)) setPath(seed, key, cloneJson((value as Record<string, unknown>).$eq));
    }
  };
  visit(filter);
  return seed;
}

/** Gives an upserted document its _id first, as MongoDB does: from the filter, else a random UUID. */
export function withUpsertId(doc: Record<string, unknown>, fromFilter: unknown): { _id: string } & Record<string, unknown> {
  const id = doc._id ?? fromFilter ?? randomUUID();
  if (typeof id !== 'string') throw new InvalidQueryError('Invalid upsert: _id must be a string');
  const { _id: _ignored, ...rest } = doc;
  return { _id: id, ...rest };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  if (segments.some((segment) => segment === '__proto__' || segment === 'constructor' || segment === 'prototype')) {
    throw new InvalidQueryError(`Invalid upsert: the path ${path} is not allowed`);
  }
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    if (!Object.prototype.hasOwnProperty.call(node, segment)) node[segment] = {};
    if (!isPlainObject(node[segment])) throw new InvalidQueryError(`Invalid upsert: conflicting equality paths at ${path}`);
    node = node[segment] as Record<string, unknown>;
  }
  node[segments[segments.length - 1]] = value;
}
