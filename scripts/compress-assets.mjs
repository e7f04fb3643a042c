// Writes .br and .gz next to every compressible file of the client build and of the prerendered
// pages, so the server can send them as they are (@fastify/static preCompressed) without
// compressing on each request. zlib's asynchronous calls compress in libuv's thread pool: the
// files go side by side on every processor.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOTS = ['dist/client', 'dist/pages'];
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

const paths = ROOTS.flatMap((root) => [...files(root)]);
await Promise.all(
  paths.map(async (path) => {
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  }),
);
console.log(`compressed ${paths.length} client files`);
