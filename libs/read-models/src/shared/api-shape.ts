/** Read-model documents keep storage fields (_id, _position) the HTTP contract does not show. */
export function withoutStorageFields<T extends Record<string, unknown>>(document: T): Omit<T, '_id' | '_position'> {
  const { _id, _position, ...rest } = document;
  return rest;
}
