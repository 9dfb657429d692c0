import * as fs from 'node:fs';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the built React app lives: dist/web at the repository root, whichever file runs this. */
export function findWebRoot(): string | null {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'dist', 'web');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return null;
}

/** The built app's assets, served as files (hashed names, so they can be cached). */
export async function serveWebAssets(fastify: FastifyInstance, root: string | null): Promise<void> {
  if (root) await fastify.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
}
