import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// This file runs in Node, so apps/web/tsconfig.json (browser types only) does not include it.
// Paths are resolved from this file, because the root scripts run Vite from the repository root.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

// The HTTP contract (libs/contracts) reaches the browser only through its zod-free module of fixed
// value lists; all else the web takes from it is types (`import type`), which the build erases.
const contractValues = fileURLToPath(new URL('../../libs/contracts/src/wire-values.ts', import.meta.url));

/**
 * `import type` is erased before imports are resolved, so resolving '@notary/contracts' means a
 * value was imported from the schemas (or `import { type X }` left a bare import behind, as it does
 * under verbatimModuleSyntax), which would bring zod into the bundle: the build stops instead.
 * npm run lint:boundaries checks the same (rule no-zod-in-the-browser).
 */
const contractTypesOnly: Plugin = {
  name: 'notary:contract-types-only',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@notary/contracts') {
      this.error(`${importer}: import only types from '@notary/contracts' (import type { … }); values come from '@notary/contracts/wire-values'.`);
    }
  },
};

const backend = 'http://localhost:3000';
const proxy = {
  '/api': { target: backend },
  '/socket.io': { target: backend, ws: true },
};

export default defineConfig({
  root: webRoot,
  plugins: [contractTypesOnly, react()],
  resolve: { alias: { '@notary/contracts/wire-values': contractValues } },
  // The manifest lets bench:web follow what the first screen loads.
  build: { outDir, emptyOutDir: true, manifest: true },
  server: { proxy },
  preview: { proxy },
});
