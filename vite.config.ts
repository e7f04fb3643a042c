import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the Latin files of the two fonts every page uses: the stylesheet names them, so
 * without this their download would start only once the stylesheet is read.
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /\/(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          })),
    },
  };
}

/** The two entries' own modules (the starter; the shell's, which starts the app when it runs): not in the app's file. */
const ENTRIES = /src[\\/]client[\\/](starter\.ts|main\.tsx|index\.html)$/;
/** The modules the starter imports statically (with their own imports): React's core, the sign-in. */
const STARTER_IMPORTS = /src[\\/](client[\\/]lib[\\/]auth-store|shared[\\/]page-renderer)\.ts$/;

export default defineConfig({
  root: 'src/client',
  publicDir: resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss(), preloadFonts()],
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src/client'),
      '@shared': resolve(import.meta.dirname, 'src/shared'),
    },
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Which chunks each screen needs: scripts/prerender.ts preloads them with its page.
    manifest: true,
    rolldownOptions: {
      // The shell starts the app at once; a prerendered page loads only the starter (decision 022).
      input: {
        index: resolve(import.meta.dirname, 'src/client/index.html'),
        starter: resolve(import.meta.dirname, 'src/client/starter.ts'),
      },
      output: {
        // What every page needs to start the app in two files instead of about thirty: each file
        // is a request in a chain Lighthouse plays at 150 ms a round trip, and a link the preload
        // helper adds to the page (decision 067). The starter's own imports (React's core, the
        // stored sign-in) stay small and apart, since a prerendered page loads them first; React
        // DOM stays a file of its own, which the starter evaluates in a task of its own.
        codeSplitting: {
          groups: [
            {
              name: 'starter-imports',
              test: (id) => STARTER_IMPORTS.test(id) || id.startsWith('\0'),
              priority: 3,
            },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], test: (id) => !ENTRIES.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
