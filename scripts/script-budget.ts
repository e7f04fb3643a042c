// What a page's HTML makes the browser load as script before anything else happens: its module
// scripts, its modulepreloads, the screen's chunks the starter asks for once the page has painted
// (decision 037) and every chunk those import statically, gzip-compressed as
// npm run build sends them. Decision 022 sets the budgets; the build fails above one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { SCREEN_CHUNKS_META } from '../src/shared/page-renderer';

export const KIB = 1024;

/** The files of `html`'s initial scripts, with their static imports. */
export function initialScripts(html: string, manifest: Manifest): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    byFile.get(file)?.imports?.forEach((key) => visit(manifest[key]!.file));
  };
  const linked =
    /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+)"/g;
  for (const [, file] of html.matchAll(linked)) visit(file!);
  const screenChunks = new RegExp(`<meta name="${SCREEN_CHUNKS_META}" content="([^"]*)">`).exec(
    html,
  );
  for (const file of screenChunks?.[1]?.split(' ') ?? []) visit(file.slice(1));
  return [...files];
}

/** Fails when the initial scripts of `html` weigh more than `budget` bytes gzip. */
export function checkScriptBudget(
  page: string,
  html: string,
  manifest: Manifest,
  clientDir: string,
  budget: number,
) {
  const files = initialScripts(html, manifest);
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
    0,
  );
  const line = `${page}: ${(bytes / KIB).toFixed(1)} KiB of initial script gzip (budget ${budget / KIB} KiB)`;
  if (bytes > budget) throw new Error(`${line}, over budget: ${files.join(', ')}`);
  console.log(line);
}
