// Writes the public pages as HTML that paints before any script runs (decision 021): each is
// the built client's index.html with the page's markup in #root, the stylesheet inlined and,
// instead of the app, the starter script that hydrates the page later (decision 022). The
// most visited screens behind a sign-in are written the same way, as they look before their
// data arrive (decision 024). The server sends them for their exact address (plugins/spa.ts),
// and renders such a screen with the user's first reads when the request carries their sign-in
// (decision 033): the renderer stays in dist/prerender for it.
// The build fails when a page or the shell loads more script at first than its budget.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, type Manifest } from 'vite';
import type * as Renderer from '../src/client/prerender';
import type { Role } from '../src/shared/roles';
import { NOT_FOUND_PAGE_FILE } from '../src/shared/client-routes';
import { SCREEN_CHUNKS_META } from '../src/shared/page-renderer';
import { checkScriptBudget, initialScripts, KIB } from './script-budget';

const ROOT = resolve(import.meta.dirname, '..');
const CLIENT = join(ROOT, 'dist/client');
const PAGES_DIR = join(ROOT, 'dist/pages');
const RENDERER = join(ROOT, 'dist/prerender');
/** Issue 17: what the landing page (and every prerendered page) loads before the app. */
const PAGE_SCRIPT_BUDGET = 100 * KIB;
/** The shell: the whole app at once, for the signed-in screens (decision 065: 141 -> 142 KiB). */
const SHELL_SCRIPT_BUDGET = 142 * KIB;
/** A screen behind a sign-in: the app and the screen's own chunks, asked for once it has painted. */
const SCREEN_SCRIPT_BUDGET = 180 * KIB;

interface Page {
  path: string;
  /** Where the page is written, under dist/pages: plugins/spa.ts serves it at `path`, a route pattern. */
  file: string;
  /** A screen behind a sign-in: prerendered as this role sees it before its data arrive (decision 024). */
  signedInAs?: Role;
  /** Its route module under src/client/app/routes: asked for with the app (decisions 024, 037). */
  screen?: string;
}

const PAGES: Page[] = [
  { path: '/', file: 'index.html' },
  { path: '/activities', file: 'activities.html' },
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/buddies', file: 'buddies.html', signedInAs: 'learner', screen: 'buddies' },
  {
    path: '/learner/dashboard',
    file: 'learner/dashboard.html',
    signedInAs: 'learner',
    screen: 'learner-dashboard',
  },
  // Not preloaded: its chunks (the support form's and the profile's zod among them) weigh 240 KiB.
  { path: '/buddy/dashboard', file: 'buddy/dashboard.html', signedInAs: 'buddy' },
  // Every buddy's profile, by its route's pattern: the file is named after it.
  { path: '/buddy/:id', file: 'buddy/:id.html', signedInAs: 'learner', screen: 'buddy-profile' },
  // The not-found screen, as the router shows it at any unknown address: the server sends it
  // with 404 (decision 048), at no address of its own.
  { path: '/page-not-found', file: NOT_FOUND_PAGE_FILE },
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

/**
 * A screen behind a sign-in starts the app once the page has painted (starter.ts): the chunks
 * the starter imports (React DOM, the app) and the screen's route are named in the page, and the
 * starter asks for them together then, instead of one import after another. Not preloaded with
 * the page (decision 037): they would share the first paint's bandwidth with the page itself.
 */
function screenChunks(screen: string): string {
  const route = manifest[`app/routes/${screen}.tsx`];
  if (!route) throw new Error(`the build has no route module ${screen}`);
  const files = [...(starter!.dynamicImports ?? []).map((key) => manifest[key]!.file), route.file];
  return `<meta name="${SCREEN_CHUNKS_META}" content="${files.map((file) => `/${file}`).join(' ')}">`;
}

mkdirSync(PAGES_DIR, { recursive: true });
for (const page of PAGES) {
  const { hints, markup, title } = await render(page.path, page.signedInAs);
  // The role and route a screen behind a sign-in was rendered for: the app hydrates it for them only.
  const root = page.signedInAs
    ? `<div id="root" data-rendered-for="${page.signedInAs}" data-screen="${page.path}">`
    : '<div id="root">';
  const scripts = [...starterScripts, ...(page.screen ? [screenChunks(page.screen)] : [])];
  const html = shell
    .replace(shellScripts[0], scripts.join('\n    '))
    .replace(stylesheet[0], [inlineStyle, hints].join('\n    '))
    .replace('<div id="root"></div>', `${root}${markup}</div>`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
    );
  const budget = page.screen ? SCREEN_SCRIPT_BUDGET : PAGE_SCRIPT_BUDGET;
  checkScriptBudget(page.path, html, manifest, CLIENT, budget);
  mkdirSync(dirname(join(PAGES_DIR, page.file)), { recursive: true });
  writeFileSync(join(PAGES_DIR, page.file), html);
}
// The manifest served this script only: the server has no use for it.
rmSync(join(CLIENT, '.vite'), { recursive: true });
console.log(`prerendered ${PAGES.map((page) => page.path).join(', ')}`);
