import { MongoInvalidArgumentError, MongoServerError } from 'mongodb';
import { DuplicateKeyError, InvalidQueryError } from '../document-store.port';

/**
 * Server error codes that mean "this filter, update or pipeline is wrong", not "the server failed":
 * BadValue, FailedToParse, TypeMismatch, InvalidOptions, ConflictingUpdateOperators, ImmutableField,
 * InvalidPipelineOperator, IndexOptionsConflict, IndexKeySpecsConflict, Location errors of $match,
 * $group, $project and unknown stages.
 */
const INVALID_QUERY_CODES = new Set([
  2, 9, 14, 40, 66, 72, 85, 86, 168, 15947, 15952, 15955, 15974, 15998, 16410, 17276, 31253, 31254, 40323, 40324, 40352, 40353,
]);

/** Runs a driver call, mapping its errors onto the port's errors. */
export async function mapErrors<R>(collection: string, call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    throw translate(collection, error);
  }
}

function translate(collection: string, error: unknown): unknown {
  if (error instanceof MongoServerError) {
    if (error.code === 11000) {
      const key = error.keyValue ? JSON.stringify(error.keyValue) : error.message;
      return Object.assign(new DuplicateKeyError(collection, key), { cause: error });
    }
    if (typeof error.code === 'number' && INVALID_QUERY_CODES.has(error.code)) {
      return Object.assign(new InvalidQueryError(error.message), { cause: error });
    }
  }
  // Client-side validation, e.g. an update without operators or a replacement with them.
  if (error instanceof MongoInvalidArgumentError) return Object.assign(new InvalidQueryError(error.message), { cause: error });
  return error;
}
