import type { Update } from '../document-store.port';
import { isPlainObject } from './bson-order';
import { isJsonValue } from './json-values';

/**
 * $set, $unset, $inc (and $setOnInsert when inserting) on paths through plain objects, applied as
 * mingo applies them (operators in the update's order, then their fields in order; missing
 * intermediate objects created). Returns null, leaving mingo to apply the update, whenever a path
 * meets an array, a scalar or null on the way, $inc meets a non-number or overflows, a value is
 * not JSON data, paths conflict, or a path is _id, positional or starts with '$'.
 *
 * The input document is not changed: objects on the written paths are copied first, so the result
 * shares the untouched parts with it (the caller still needs the document before the update).
 */
export interface FastUpdate {
  doc: Record<string, unknown>;
  /** The paths written, to tell which indexes may have changed. */
  paths: string[];
}

interface Op {
  kind: '$set' | '$unset' | '$inc';
  path: string;
  segments: string[];
  value: unknown;
}

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function parse(kind: Op['kind'], spec: unknown, into: Op[]): boolean {
  if (!isPlainObject(spec)) return false;
  for (const path of Object.keys(spec)) {
    const segments = path.split('.');
    if (segments[0] === '_id' || segments.some((s) => s === '' || s.startsWith('$') || FORBIDDEN_SEGMENTS.has(s))) return false;
    const value = spec[path];
    if (kind === '$set' && (value === undefined || !isJsonValue(value))) return false;
    if (kind === '$inc' && !(typeof value === 'number' && Number.isFinite(value))) return false;
    into.push({ kind, path, segments, value });
  }
  return true;
}

/** Two paths conflict when equal or when one is a prefix of the other (MongoDB refuses both). */
function conflicting(ops: Op[]): boolean {
  const paths = new Set<string>();
  for (const op of ops) {
    if (paths.has(op.path)) return true;
    paths.add(op.path);
  }
  for (const op of ops) {
    for (let i = op.path.indexOf('.'); i !== -1; i = op.path.indexOf('.', i + 1)) {
      if (paths.has(op.path.slice(0, i))) return true;
    }
  }
  return false;
}

/** Applies one operation to `root` (a copy); false when mingo has to decide. */
function apply(root: Record<string, unknown>, op: Op, copies: Set<object>): boolean {
  let node = root;
  const last = op.segments.length - 1;
  for (let i = 0; i < last; i++) {
    const key = op.segments[i];
    const existing = hasOwn(node, key) ? node[key] : undefined;
    let child: Record<string, unknown>;
    if (existing === undefined) {
      if (op.kind === '$unset') return true; // nothing there to remove
      node[key] = child = {};
      copies.add(child);
    } else if (!isPlainObject(existing)) {
      return false; // an array (positions, elements) or a scalar in the way: mingo's rules
    } else if (copies.has(existing)) {
      child = existing;
    } else {
      node[key] = child = { ...existing };
      copies.add(child);
    }
    node = child;
  }
  const key = op.segments[last];
  switch (op.kind) {
    case '$set':
      node[key] = op.value;
      return true;
    case '$unset':
      delete node[key];
      return true;
    case '$inc': {
      const current = hasOwn(node, key) ? node[key] : undefined;
      if (current === undefined) node[key] = op.value;
      else if (typeof current !== 'number' || !Number.isFinite(current + (op.value as number))) return false;
      else node[key] = current + (op.value as number);
      return true;
    }
  }
}

export function fastUpdate(doc: Record<string, unknown>, update: Update, inserting: boolean): FastUpdate | null {
  const ops: Op[] = [];
  for (const operator of Object.keys(update)) {
    if (operator === '$setOnInsert') continue;
    if (operator !== '$set' && operator !== '$unset' && operator !== '$inc') return null;
    if (!parse(operator, update[operator], ops)) return null;
  }
  if (conflicting(ops)) return null;
  // $setOnInsert applies after the other operators, as a second $set (see applyUpdate).
  const onInsert: Op[] = [];
  if (inserting && update.$setOnInsert !== undefined) {
    if (!parse('$set', update.$setOnInsert, onInsert) || conflicting(onInsert) || conflicting([...ops, ...onInsert])) return null;
  }
  const root = { ...doc };
  const copies = new Set<object>([root]);
  for (const op of ops) if (!apply(root, op, copies)) return null;
  for (const op of onInsert) if (!apply(root, op, copies)) return null;
  return { doc: root, paths: [...ops, ...onInsert].map((op) => op.path) };
}
