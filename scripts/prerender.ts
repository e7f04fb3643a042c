// Writes the public pages as HTML that paints before any script runs (decision 021): each is
// the built client's index.html with the page's markup in #root, the stylesheet inlined and,
// instead of the app, the starter script that hydrates the page later (decision 022). The
// server sends them for their exact address (plugins/spa.ts). The build fails when a page or
// the shell loads more script at first than its budget.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Manifest } from 'vite';
import type * as Renderer from '../src/client/prerender';
import { checkScriptBudget, initialScripts, KIB } from './script-budget';

const ROOT = resolve(import.meta.dirname, '..');
const CLIENT = join(ROOT, 'dist/client');
const PAGES = join(ROOT, 'dist/pages');
const RENDERER = join(ROOT, 'dist/prerender');
/** Issue 17: what the landing page (and every prerendered page) loads before the app. */
const PAGE_SCRIPT_BUDGET = 100 * KIB;
/** The shell: the whole app at once, for the signed-in screens. */
const SHELL_SCRIPT_BUDGET = 140 * KIB;

/** Each public address and the file its page is written to. */
const PUBLIC_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/activities', file: 'activities.html' },
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
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

// The shell's entry script and its preloads give way to the starter and its imports.
const shellScripts =
  /<script type="module"[^>]*><\/script>(\s*<link rel="modulepreload"[^>]*>)*/.exec(shell);
if (!shellScripts) throw new Error('index.html loads no module script');
const starter = manifest['starter.ts'];
if (!starter) throw new Error('the build has no starter entry');
const starterScript = `<script type="module" crossorigin src="/${starter.file}"></script>`;
const starterScripts = [
  starterScript,
  ...initialScripts(starterScript, manifest)
    .slice(1)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
];
checkScriptBudget('the shell', shell, manifest, CLIENT, SHELL_SCRIPT_BUDGET);

mkdirSync(PAGES, { recursive: true });
for (const page of PUBLIC_PAGES) {
  // React's server render starts with the resources the page asks for first (the landing's
  // hero image): they go to the head, and #root keeps what the browser renders.
  const [, hints, markup] = /^((?:<link [^>]*\/>)*)([^]*)$/.exec(await render(page.path))!;
  const html = shell
    .replace(shellScripts[0], starterScripts.join('\n    '))
    .replace(stylesheet[0], [inlineStyle, hints].join('\n    '))
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  checkScriptBudget(page.path, html, manifest, CLIENT, PAGE_SCRIPT_BUDGET);
  writeFileSync(join(PAGES, page.file), html);
}
rmSync(RENDERER, { recursive: true });
// The manifest served this script only: the server has no use for it.
rmSync(join(CLIENT, '.vite'), { recursive: true });
console.log(`prerendered ${PUBLIC_PAGES.map((page) => page.path).join(', ')}`);
