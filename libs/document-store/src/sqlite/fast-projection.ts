/**
 * Projections that only exclude, or only include, top-level fields (with MongoDB's _id rules), done
 * with plain object copies. Anything else (dotted paths, operators, mixed modes, values other than
 * 0 and 1) returns null and mingo projects. Fields keep the document's order, as in MongoDB.
 */
export type FastProjection = (doc: Record<string, unknown>) => Record<string, unknown>;

export function compileFastProjection(projection: Record<string, unknown>): FastProjection | null {
  let idIncluded = true;
  let mode: 0 | 1 | null = null;
  const fields = new Set<string>();
  for (const key of Object.keys(projection)) {
    const value = projection[key];
    if (value !== 0 && value !== 1) return null;
    if (key === '_id') {
      idIncluded = value === 1;
      continue;
    }
    if (key === '' || key.includes('.') || key.startsWith('$') || key === '__proto__') return null;
    if (mode !== null && mode !== value) return null; // MongoDB refuses the mix; mingo says so
    mode = value;
    fields.add(key);
  }
  // { _id: 1 } alone includes only _id; { _id: 1, a: 0 } is a mix left to mingo.
  if (mode === null) mode = idIncluded ? 1 : 0;
  else if (mode === 0 && projection._id === 1) return null;
  const exclude = mode === 0;
  if (exclude ? !idIncluded : idIncluded) fields.add('_id');
  return (doc) => {
    const out: Record<string, unknown> = {};
    // JSON.parse makes "__proto__" an own property; a plain assignment would set the prototype.
    if (Object.prototype.hasOwnProperty.call(doc, '__proto__')) {
      for (const key of Object.keys(doc)) {
        if (fields.has(key) !== exclude) Object.defineProperty(out, key, { value: doc[key], enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    for (const key of Object.keys(doc)) if (fields.has(key) !== exclude) out[key] = doc[key];
    return out;
  };
}
