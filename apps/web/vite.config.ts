import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// This file runs in Node, so apps/web/tsconfig.json (browser types only) does not include it.
// Paths are resolved from this file, because the root scripts run Vite from the repository root.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

const backend = 'http://localhost:3000';
const proxy = {
  '/api': { target: backend },
  '/socket.io': { target: backend, ws: true },
};

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
