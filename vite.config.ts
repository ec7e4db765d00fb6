import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { entryAfterPaint } from './scripts/entry-after-paint';
import { routeChunks } from './scripts/route-chunks';
import { serviceWorkerDev } from './scripts/service-worker.mjs';
import { staticGraphOf } from './scripts/static-graph';

const API = 'http://127.0.0.1:3001';

// The small entry, which sends the first screen's reads before it loads the app (main.tsx).
const entry = staticGraphOf('index.html');

// Chakra recipes the first-load theme leaves out (app/theme.ts): they stay with the pages.
const PAGE_RECIPES =
  /@chakra-ui\/react\/dist\/esm\/theme\/recipes\/(alert|avatar|checkbox|combobox|data-list|dialog|drawer|empty-state|field|fieldset|list|menu|native-select|radio-card|radio-group|select|switch|table|tabs|textarea)\.js$/;

export default defineConfig({
  plugins: [
    react(),
    entry.plugin,
    // The JavaScript budgets, in KB as served (brotli): the only place they are written. A
    // budget comes down when its figure falls and is never raised to fit a change: a change
    // that does not fit makes room elsewhere. (Until issue 56 they were gzipped, first load 164.)
    routeChunks({
      firstLoadKb: 145,
      publicPageKb: 188.5,
      routeKb: 100,
      formRoutes: [
        '/login',
        '/signup',
        '/forgot-password',
        '/tournaments/create',
        '/tournaments/:id/check-in',
        '/tournaments/:id/update',
        '/tours/new',
        '/tours/:id/edit',
        '/leagues/new',
        '/profile',
        '/profile/change-password',
        '/payment/payment-methods',
      ],
    }),
    entryAfterPaint(),
    // The built worker is written by scripts/build.mjs, once the route chunks are known.
    serviceWorkerDev(),
    // Compressed once at build time, at the highest levels: the server sends these files as
    // they are (express-static-gzip) instead of compressing on every request.
    compression({
      algorithms: [
        // zlib's brotli default is its highest quality (11).
        defineAlgorithm('brotliCompress'),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
    }),
  ],
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      // The app is an entry of its own, so that its static graph is one chunk (`$initial`).
      input: { index: 'index.html', app: 'src/client/app/boot.tsx' },
      // Chakra's theme module builds its full default config with `defineConfig` (an identity
      // function) at load: marked pure, the recipes we leave out of app/theme.ts are dropped.
      output: {
        // One chunk for the entry and one for the app it loads at once: without them, Rolldown
        // cuts the modules they share with pages into dozens of tiny chunks, and on a phone each
        // costs a request (HTTP/1.1 allows six at once, each waits a round trip).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'index', priority: 2, test: (id) => entry.has(id) },
            {
              name: 'app',
              priority: 1,
              tags: ['$initial'],
              test: (id) => !PAGE_RECIPES.test(id) && !id.endsWith('.html'),
            },
          ],
        },
      },
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'createAnatomy'],
      },
    },
    // Every browser the app supports knows modulepreload (Safari since 17); an older one
    // ignores the hint and loads the modules when they are imported, as it would anyway.
    modulePreload: { polyfill: false },
    // The budget is on gzipped JS before the route chunk (checked in the report), not this.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/trpc': API,
      '/app-api': API,
      '/healthz': API,
      '/build.json': API,
    },
  },
  preview: { port: 3000 },
});
