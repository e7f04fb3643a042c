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
