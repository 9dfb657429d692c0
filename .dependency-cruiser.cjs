/**
 * The boundaries the folders promise, checked on every `npm test`:
 * events depend on nothing of ours; the HTTP contract (libs/contracts) only on events; the pure
 * domain only on events; libraries never reach into apps; the web client imports no server code
 * but the contract, and of the contract only types and its zod-free value lists; web features do
 * not import each other.
 */
module.exports = {
  forbidden: [
    {
      name: 'events-stand-alone',
      comment: 'libs/events holds the event contracts every app depends on; it depends on nothing of ours.',
      severity: 'error',
      from: { path: '^libs/events/' },
      to: { path: '^(libs/(?!events/)|apps/)' },
    },
    {
      name: 'contracts-stand-alone',
      comment:
        'libs/contracts is the HTTP contract the server and the web client share: schemas (zod) and wire types; it may lean on the event contracts, nothing else of ours.',
      severity: 'error',
      from: { path: '^libs/contracts/' },
      to: { path: '^(libs/(?!(contracts|events)/)|apps/)' },
    },
    {
      name: 'domain-is-pure',
      comment: 'Deciders are pure: no stores, adapters, runtime or framework.',
      severity: 'error',
      from: { path: '^libs/domain/' },
      to: { path: '^(libs/(?!(domain|events)/)|apps/)|node_modules/(@nestjs|better-sqlite3|mongodb|@eventstore|fastify)' },
    },
    {
      name: 'ports-do-not-know-the-domain',
      comment: 'Store adapters serve any event or document; they know nothing of notaries.',
      severity: 'error',
      from: { path: '^libs/(event-store|document-store|blob-store|mailer|payments|documents)/' },
      to: { path: '^libs/(domain|read-models|projection-runtime|infrastructure|policies)/' },
    },
    {
      name: 'libraries-do-not-import-apps',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-stays-in-the-browser',
      comment: 'The React client talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(libs/(?!contracts/)|apps/(command-api|projector)/)' },
    },
    {
      name: 'no-zod-in-the-browser',
      comment:
        "The contract's schemas are zod, which must stay out of the browser bundle: the web imports the contract's types with `import type`, and run-time values only from the zod-free module wire-values, which in turn imports neither zod nor the schemas.",
      severity: 'error',
      from: { path: '^(apps/web/|libs/contracts/src/wire-values\\.ts$)' },
      to: { path: '^(libs/contracts/src/(?!wire-values\\.ts$)|node_modules/zod/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-features-are-independent',
      comment: 'A feature reaches another only through the app layer (routes, dialogs, tags).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/(?!$1/)' },
    },
    {
      name: 'no-unresolvable-imports',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^dist/|\\.d\\.ts$|^apps/web/vite\\.config\\.ts$)' },
  },
};
