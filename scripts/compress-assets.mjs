// Writes .br and .gz next to every compressible file of the client build and of the prerendered
// pages, so the server can send them as they are (@fastify/static preCompressed) without
// compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOTS = ['dist/client', 'dist/pages'];
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let count = 0;
for (const path of ROOTS.flatMap((root) => [...files(root)])) {
  const content = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`compressed ${count} client files`);
