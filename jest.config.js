// One jest run covers every level: pure domain tests, the port contract suites, the API tests
// and the browser tests. TypeScript is compiled by SWC (decorator metadata on, for NestJS).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@notary/(background|contracts|events|domain|event-store|document-store|projection-runtime|read-models|platform|infrastructure|policies|blob-store|mailer|payments|documents)$':
      '<rootDir>/libs/$1/src',
    '^@notary/(background|contracts|events|domain|event-store|document-store|projection-runtime|read-models|platform|infrastructure|policies|blob-store|mailer|payments|documents)/(.*)$':
      '<rootDir>/libs/$1/src/$2',
  },
  testMatch: [
    '<rootDir>/libs/**/*.spec.ts',
    '<rootDir>/apps/command-api/**/*.spec.ts',
    '<rootDir>/apps/projector/**/*.spec.ts',
    '<rootDir>/tests/**/*.spec.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Node 20 runs these ESM-only dependencies through require(esm); jest's module system cannot, so
  // SWC compiles them to CommonJS for the tests.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  maxWorkers: 2,
  // A test's own limit, not a speed bar (the benchmarks are): the CI machine, running the whole
  // suite on two workers beside Chromium, has taken two to three times as long as a quiet one.
  testTimeout: 90_000,
  reporters: ['default', '<rootDir>/tests/support/skipped-servers.reporter.js'],
};
