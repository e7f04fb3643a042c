import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root. This file sits two levels below it both as source (src/server/paths.ts)
 * and once bundled (dist/server/main.js), so the same expression works for both.
 */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = resolve(ROOT_DIR, 'src/server/db/migrations');
export const CLIENT_DIST_DIR = resolve(ROOT_DIR, 'dist/client');
/** The public pages, prerendered at build time (scripts/prerender.ts). */
export const PAGES_DIST_DIR = resolve(ROOT_DIR, 'dist/pages');
export const PUBLIC_DIR = resolve(ROOT_DIR, 'public');
/** The renderer of screens behind a sign-in, for pages rendered per request (decision 033). */
export const RENDERER_DIST_FILE = resolve(ROOT_DIR, 'dist/prerender/prerender.js');
