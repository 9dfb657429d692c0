// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every script, style, HTML,
// SVG and JSON file of dist/web, so the server sends them compressed without compressing on each
// request (@fastify/static's preCompressed). Plain Node, no build step of its own.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(process.argv[2] ?? 'dist/web');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let before = 0;
let brotli = 0;
for (const path of files(root)) {
  const bytes = readFileSync(path);
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  brotli += br.length;
}
console.log(`precompressed ${root}: ${(before / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB with Brotli`);
