import { randomUUID } from 'node:crypto';
import { Aggregator, Query, update as applyModifier } from 'mingo';
import { DuplicateKeyError, InvalidQueryError, type Filter, type PipelineStage, type Projection, type Update } from '../document-store.port';
import { isPlainObject } from './bson-order';
import { cloneJson } from './json-values';

// Scripts ($where, $function, $accumulator) would run caller-supplied JavaScript in-process.
const OPTIONS = { scriptEnabled: false };

// $currentDate and $bit are left out: they produce BSON dates/integers, which are not JSON data.
const UPDATE_OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename',
  '$push', '$pull', '$pullAll', '$addToSet', '$pop', '$setOnInsert',
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

export type Predicate = (doc: Record<string, unknown>) => boolean;

export function compileFilter(filter: Filter): Predicate {
  if (!isPlainObject(filter)) throw new InvalidQueryError('Invalid filter: it must be a plain object');
  if (Object.keys(filter).length === 0) return () => true;
  const query = guard('filter', () => new Query(filter, OPTIONS));
  return (doc) => guard('filter', () => query.test(doc));
}

export function project<T>(docs: T[], projection: Projection | undefined): T[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  return guard('projection', () => new Query({}, OPTIONS).find<Record<string, unknown>>(docs, projection).all() as T[]);
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
 * Applies update operators to a copy of `doc`. $setOnInsert applies only when `inserting`, as in
 * MongoDB. The positional `$` needs the filter that matched, so mingo gets it as the condition.
 */
export function applyUpdate(doc: Record<string, unknown>, update: Update, filter: Filter, inserting: boolean) {
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
