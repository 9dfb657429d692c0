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

/** A year, the longest a cache keeps anything: a hashed file never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built app's files. Those under /assets have a content hash in their name (a new build gives
 * new names), so browsers keep them a year without asking again; anything else is checked each
 * time. Each file is sent as the Brotli or gzip copy made at build (scripts/precompress-web.mjs)
 * when the browser accepts it. The page itself (index.html) is the SPA controller's, never cached.
 */
export async function serveWebAssets(fastify: FastifyInstance, root: string | null): Promise<void> {
  if (!root) return;
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(root, filePath).split(path.sep)[0] === 'assets';
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
}
