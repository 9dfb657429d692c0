import { isPlainObject, rankOf, Rank } from './bson-order';
import { encodeKey, isIndexableScalar, type IndexMeta, type SqlValue } from './index-keys';

/**
 * Chooses how to narrow a query with an index. The chosen index only narrows: every candidate is
 * still tested against the whole filter with mingo, so a plan can never change a result, only the
 * number of documents read. Only the top-level conjunction is used (implicit AND and $and).
 */

type Scalar = string | number | boolean;
type RangeOp = '$gt' | '$gte' | '$lt' | '$lte';
const RANGE_SQL: Record<RangeOp, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

interface FieldTerms {
  /** Each entry is one equality ({f: v}, $eq) or $in list; several come from $and. */
  eqSets: Scalar[][];
  ranges: Array<{ op: RangeOp; value: Scalar }>;
  /** False when the field also has conditions that SQL does not express ($ne, $regex, ...). */
  exact: boolean;
}

export interface FilterTerms {
  fields: Map<string, FieldTerms>;
  /** False when some top-level clause ($or, $expr, ...) is not expressed by field terms. */
  exact: boolean;
}

export function analyzeFilter(filter: Record<string, unknown>): FilterTerms {
  const terms: FilterTerms = { fields: new Map(), exact: true };
  const field = (path: string) => {
    let entry = terms.fields.get(path);
    if (!entry) terms.fields.set(path, (entry = { eqSets: [], ranges: [], exact: !/(^|\.)\d+(\.|$)/.test(path) }));
    return entry;
  };
  const visit = (clause: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(clause)) {
      if (key === '$and' && Array.isArray(value) && value.every(isPlainObject)) value.forEach(visit);
      else if (key.startsWith('$')) terms.exact = false;
      else if (isIndexableScalar(value)) field(key).eqSets.push([value]);
      else if (isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith('$'))) {
        const entry = field(key);
        for (const [op, operand] of Object.entries(value)) {
          if (op === '$eq' && isIndexableScalar(operand)) entry.eqSets.push([operand]);
          else if (op === '$in' && Array.isArray(operand) && operand.every(isIndexableScalar)) entry.eqSets.push(operand);
          else if (op in RANGE_SQL && isIndexableScalar(operand)) entry.ranges.push({ op: op as RangeOp, value: operand });
          else entry.exact = false;
        }
      } else field(key).exact = false;
    }
  };
  visit(filter);
  return terms;
}

interface FieldSql {
  sql: string;
  params: SqlValue[];
  exact: boolean;
  kind: 'eq' | 'range';
  single: boolean;
}

/** Either an index table or the collection's primary key (_id), seen the same way by the planner. */
interface Shape {
  index: IndexMeta | null;
  keys: Array<[string, 1 | -1]>;
  multikey: boolean;
  unsortable: boolean;
}

function columns(shape: Shape, j: number): [string | null, string] {
  return shape.index ? [`i.t${j}`, `i.v${j}`] : [null, 'c._id'];
}

/**
 * One field's terms as SQL over its (rank, value) columns. A multikey field keeps a single
 * condition per row: `{a: {$gt: 5, $lt: 10}}` matches [1, 20] through two different elements.
 */
function fieldSql(terms: FieldTerms, shape: Shape, j: number): FieldSql | null {
  const [t, v] = columns(shape, j);
  if (terms.eqSets.length > 0) {
    const values = terms.eqSets[0];
    if (!t && !values.every((x) => typeof x === 'string')) return null;
    const exact = terms.exact && terms.eqSets.length === 1 && terms.ranges.length === 0;
    const single = new Set(values).size === 1;
    if (values.length === 0) return { sql: '0', params: [], exact, kind: 'eq', single: false };
    const byRank = new Map<number, SqlValue[]>();
    for (const value of values) {
      const [rank, encoded] = encodeKey(value);
      byRank.set(rank, [...(byRank.get(rank) ?? []), encoded]);
    }
    const parts: string[] = [];
    const params: SqlValue[] = [];
    for (const [rank, encoded] of byRank) {
      const test = encoded.length === 1 ? `${v} = ?` : `${v} IN (${encoded.map(() => '?').join(', ')})`;
      parts.push(t ? `(${t} = ? AND ${test})` : test);
      params.push(...(t ? [rank] : []), ...encoded);
    }
    return { sql: parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`, params, exact, kind: 'eq', single };
  }
  if (terms.ranges.length === 0) return null;
  // Type bracketing, as MongoDB: {$gt: 5} never matches a string, so bounds stay within one rank.
  const rank = rankOf(terms.ranges[0].value);
  if (!t && rank !== Rank.STRING) return null;
  const used = shape.multikey ? [terms.ranges[0]] : terms.ranges.filter((r) => rankOf(r.value) === rank);
  const sql = [...(t ? [`${t} = ?`] : []), ...used.map((r) => `${v} ${RANGE_SQL[r.op]} ?`)].join(' AND ');
  const params = [...(t ? [rank] : []), ...used.map((r) => encodeKey(r.value)[1])];
  return { sql, params, exact: terms.exact && used.length === terms.ranges.length, kind: 'range', single: false };
}

export interface Plan {
  /** The index table used, or null for the primary key or a collection scan. */
  index: IndexMeta | null;
  primary: boolean;
  conditions: string[];
  params: SqlValue[];
  /** ORDER BY terms that make the SQL rows come in the requested sort order (or a prefix of it). */
  orderBy: string[];
  /** Columns (in rows after id and doc) holding the sort key delivered by the order. */
  boundary: string[];
  /** index: SQL order is the whole sort; partial: a prefix of it; memory: sort after loading. */
  sort: 'none' | 'index' | 'partial' | 'memory';
  /** The conditions express the whole filter, so a count needs no documents. */
  exact: boolean;
  /** Several index rows can point to one document (multikey). */
  dedupe: boolean;
  /** An _id equality or $in: at most a few rows, read at once rather than stepped through. */
  point: boolean;
}

interface Candidate {
  shape: Shape;
  sqls: Array<FieldSql | null>;
  eqLen: number;
  sortLen: number;
  covered: boolean;
  score: number[];
}

function evaluate(shape: Shape, terms: FilterTerms, sort: Array<[string, 1 | -1]>): Candidate {
  const sqls = shape.keys.map(([path], j) => {
    const fieldTerms = terms.fields.get(path);
    return fieldTerms ? fieldSql(fieldTerms, shape, j) : null;
  });
  let eqLen = 0;
  while (eqLen < sqls.length && sqls[eqLen]?.kind === 'eq') eqLen++;
  const rangeNext = sqls[eqLen]?.kind === 'range' ? 1 : 0;
  let sortLen = 0;
  let covered = false;
  const sortable = !shape.multikey && !shape.unsortable && sqls.slice(0, eqLen).every((s) => s?.single);
  if (sort.length > 0 && sortable) {
    // Fields pinned by an equality are constant among the candidates, so they do not order anything.
    const pinned = new Set(shape.keys.slice(0, eqLen).map(([path]) => path));
    const effective = sort.filter(([path]) => !pinned.has(path));
    let sign = 0;
    for (; sortLen < effective.length && eqLen + sortLen < shape.keys.length; sortLen++) {
      const [path, dir] = shape.keys[eqLen + sortLen];
      const relation = effective[sortLen][1] * dir;
      if (effective[sortLen][0] !== path || (sign !== 0 && relation !== sign)) break;
      sign = relation;
    }
    covered = sortLen === effective.length;
  }
  const residual = sqls.filter((s) => s !== null).length;
  const score = [eqLen, rangeNext, covered ? 2 : sortLen > 0 ? 1 : 0, residual, -shape.keys.length];
  return { shape, sqls, eqLen, sortLen, covered, score };
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
};

export function planQuery(terms: FilterTerms, indexes: IndexMeta[], sort: Array<[string, 1 | -1]>): Plan {
  const primary: Shape = { index: null, keys: [['_id', 1]], multikey: false, unsortable: false };
  const shapes = [primary, ...indexes.map((index): Shape => ({ index, keys: index.keys, multikey: index.multikey, unsortable: index.unsortable }))];
  let best: Candidate | null = null;
  for (const shape of shapes) {
    const candidate = evaluate(shape, terms, sort);
    const useful = candidate.eqLen > 0 || candidate.score[1] > 0 || candidate.sortLen > 0 || (candidate.covered && sort.length > 0);
    // An _id equality is the primary key: nothing is more selective.
    if (useful && !shape.index && candidate.eqLen > 0) return toPlan(candidate, terms, sort);
    if (useful && (!best || better(candidate.score, best.score))) best = candidate;
  }
  if (best) return toPlan(best, terms, sort);
  return {
    index: null,
    primary: false,
    conditions: [],
    params: [],
    orderBy: [],
    boundary: [],
    sort: sort.length > 0 ? 'memory' : 'none',
    exact: terms.exact && terms.fields.size === 0,
    dedupe: false,
    point: false,
  };
}

function toPlan(candidate: Candidate, terms: FilterTerms, sort: Array<[string, 1 | -1]>): Plan {
  const { shape, sqls, eqLen, sortLen } = candidate;
  const used = sqls.filter((s): s is FieldSql => s !== null);
  const exactFields = shape.keys.filter((_, j) => sqls[j]?.exact).map(([path]) => path);
  const pinned = new Set(shape.keys.slice(0, eqLen).map(([path]) => path));
  const effective = sort.filter(([path]) => !pinned.has(path));
  const orderBy: string[] = [];
  const boundary: string[] = [];
  for (let k = 0; k < sortLen; k++) {
    const direction = effective[k][1] === 1 ? 'ASC' : 'DESC';
    for (const column of columns(shape, eqLen + k)) {
      if (!column) continue;
      orderBy.push(`${column} ${direction}`);
      boundary.push(column);
    }
  }
  return {
    index: shape.index,
    primary: !shape.index,
    conditions: used.map((s) => s.sql),
    params: used.flatMap((s) => s.params),
    orderBy,
    boundary,
    sort: sort.length === 0 ? 'none' : candidate.covered ? 'index' : sortLen > 0 ? 'partial' : 'memory',
    exact: terms.exact && [...terms.fields.keys()].every((path) => exactFields.includes(path)),
    dedupe: shape.multikey,
    point: !shape.index && eqLen > 0,
  };
}
