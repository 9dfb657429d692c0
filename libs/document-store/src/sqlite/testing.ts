/**
 * Internals the fast-path equivalence tests (tests/contracts/document-store/sqlite-fast-paths.ts)
 * compare against mingo. Not part of the adapter's API.
 */
export { compileFastFilter } from './fast-filter';
export { compileFastProjection } from './fast-projection';
export { fastUpdate } from './fast-update';
export { applyUpdate, applyUpdateWithMingo, compileFilter, mingoQuery, project, projectWithMingo } from './mingo-bridge';
