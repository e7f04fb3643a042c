import { resolve } from 'node:path';
import ts from 'typescript';

/**
 * Forbids import cycles, type-only imports included (decision 049). `import-x/no-cycle` skips
 * every `import type` and has no option to count them; a type-only cycle still ties two files
 * into one unit that cannot be read, moved or layered apart, so here it counts like any other.
 *
 * The graph is read with TypeScript's own pre-processor and module resolution (tsconfig's
 * `paths` included), once per lint process: each file's imports are read the first time a
 * cycle search passes through it.
 */

const root = resolve(import.meta.dirname, '..');
const tsconfig = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile).config;
const { options } = ts.parseJsonConfigFileContent(tsconfig, ts.sys, root);

/** A file's imports that land in the project's own source, by resolved path. */
const importsOf = new Map();

const localImports = (file, text) => {
  const imports = [];
  for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || resolved.extension === '.d.ts') continue;
    imports.push({ pos, path: resolve(resolved.resolvedFileName) });
  }
  return imports;
};

const importedPaths = (file) => {
  if (!importsOf.has(file)) {
    const text = ts.sys.readFile(file);
    importsOf.set(file, text === undefined ? [] : localImports(file, text).map(({ path }) => path));
  }
  return importsOf.get(file);
};

/** The shortest chain of imports from `start` back to `target`, if there is one. */
const pathBack = (start, target) => {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importedPaths(file)) {
      if (next === target) {
        const chain = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = resolve(context.physicalFilename);
    const { sourceCode } = context;
    return {
      Program() {
        const own = localImports(file, sourceCode.text);
        importsOf.set(
          file,
          own.map(({ path }) => path),
        );
        for (const { pos, path } of own) {
          const chain = path === file ? [] : pathBack(path, file);
          if (!chain) continue;
          const names = [file, ...chain, file].map((step) => step.slice(root.length + 1));
          context.report({
            loc: sourceCode.getLocFromIndex(pos),
            messageId: 'cycle',
            data: { chain: names.join(' -> ') },
          });
        }
      },
    };
  },
};
