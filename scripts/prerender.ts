// Writes the public pages as HTML that paints before any script runs (decision 021): each is
// the built client's index.html with the page's markup in #root, the stylesheet inlined and its
// screen's chunks preloaded. The server sends them for their exact address (plugins/spa.ts);
// the browser hydrates them with the same routes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Manifest } from 'vite';
import type * as Renderer from '../src/client/prerender';

const ROOT = resolve(import.meta.dirname, '..');
const CLIENT = join(ROOT, 'dist/client');
const PAGES = join(ROOT, 'dist/pages');
const RENDERER = join(ROOT, 'dist/prerender');

/** Each public address and the screen (its route module) shown there, as in app/router.tsx. */
const PUBLIC_PAGES = [
  { path: '/', file: 'index.html', screen: 'app/routes/landing.tsx' },
  { path: '/activities', file: 'activities.html', screen: 'app/routes/activities.tsx' },
  { path: '/login', file: 'login.html', screen: 'app/routes/login.tsx' },
  { path: '/register', file: 'register.html', screen: 'app/routes/register.tsx' },
];

await build({
  logLevel: 'warn',
  build: {
    ssr: join(ROOT, 'src/client/prerender.tsx'),
    outDir: RENDERER,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
const { render } = (await import(join(RENDERER, 'prerender.js'))) as typeof Renderer;

const shell = readFileSync(join(CLIENT, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Manifest;

const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(
  shell,
);
if (!stylesheet) throw new Error('index.html links no stylesheet');
// Small enough (about 11 KiB compressed) to send whole: no second request before the first paint.
const inlineStyle = `<style>${readFileSync(join(CLIENT, stylesheet[1]!), 'utf8')}</style>`;

/** A screen's chunk and every chunk it imports, the ones index.html preloads left out. */
function screenChunks(screen: string): string[] {
  const chunks = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(screen);
  return [...chunks].filter((file) => !shell.includes(`/${file}"`));
}

mkdirSync(PAGES, { recursive: true });
for (const page of PUBLIC_PAGES) {
  // React's server render starts with the resources the page asks for first (the landing's
  // hero image): they go to the head, and #root keeps what the browser renders.
  const [, hints, markup] = /^((?:<link [^>]*\/>)*)([^]*)$/.exec(await render(page.path))!;
  const preloads = screenChunks(page.screen).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  const html = shell
    .replace(stylesheet[0], [inlineStyle, ...preloads, hints].join('\n    '))
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  writeFileSync(join(PAGES, page.file), html);
}
rmSync(RENDERER, { recursive: true });
// The manifest served this script only: the server has no use for it.
rmSync(join(CLIENT, '.vite'), { recursive: true });
console.log(`prerendered ${PUBLIC_PAGES.map((page) => page.path).join(', ')}`);
