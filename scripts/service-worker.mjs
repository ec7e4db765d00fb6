// The service worker (src/client/sw/sw.ts), bundled by esbuild with its precache list: the app
// shell, the first-load scripts and the score screen's, each with a revision. Workbox's own build
// tool (workbox-build, which vite-plugin-pwa wraps) would add about 230 packages to every install
// to list files this build already knows (route-chunks.json).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const ENTRY = path.join(root, 'src/client/sw/sw.ts');
/** Unhashed files, precached with a revision from their content. */
const STATIC_FILES = [
  '/index.html',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];
/** The page that must open without network: scoring at the table. */
const SCORE_SCREEN = '/matches/:id';

/** Workbox's precache entries for the build in `clientDir`. */
export function precacheList(clientDir) {
  const revisioned = STATIC_FILES.filter((url) => existsSync(path.join(clientDir, url))).map(
    (url) => ({
      url,
      revision: createHash('sha256')
        .update(readFileSync(path.join(clientDir, url)))
        .digest('hex')
        .slice(0, 16),
    }),
  );
  const chunks = JSON.parse(readFileSync(path.join(clientDir, 'route-chunks.json'), 'utf8'));
  const hashed = [...new Set([...chunks.firstLoad, ...(chunks.routes[SCORE_SCREEN] ?? [])])];
  // A hashed name is its own revision.
  return [...revisioned, ...hashed.map((url) => ({ url, revision: null }))];
}

/** The worker's code, with `precache` listed in it. */
export async function bundleServiceWorker(precache) {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    // Workbox logs its routing in development builds only.
    define: { PRECACHE: JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** Writes `sw.js` into the built client. */
export async function writeServiceWorker(clientDir) {
  const precache = precacheList(clientDir);
  writeFileSync(path.join(clientDir, 'sw.js'), await bundleServiceWorker(precache));
  return precache.length;
}

/** For Vite's dev server: `/sw.js` bundled on request, precaching nothing. */
export function serviceWorkerDev() {
  return {
    name: 'bidahub:service-worker-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        bundleServiceWorker([]).then((code) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(code);
        }, next);
      });
    },
  };
}
