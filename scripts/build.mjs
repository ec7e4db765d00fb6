// Builds the client (Vite → dist/client) and bundles the server (esbuild → dist/server/main.js,
// and the share pictures' worker beside it).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildInfoFile, distDir, mustRun, root, serverBundle } from './lib.mjs';
import { writeServiceWorker } from './service-worker.mjs';

const started = Date.now();
await mustRun(process.execPath, [
  path.join(root, 'node_modules/vite/bin/vite.js'),
  'build',
  '--logLevel',
  'warn',
]);

const precached = await writeServiceWorker(path.join(distDir, 'client'));

mkdirSync(path.dirname(serverBundle), { recursive: true });
await build({
  // The server, and the worker it draws share pictures in (src/server/share/share-image.ts).
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    'share-worker': path.join(root, 'src/server/share/share-worker.ts'),
  },
  outdir: path.dirname(serverBundle),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const buildId = `${new Date()
  .toISOString()
  .replace(/[-:T.Z]/g, '')
  .slice(0, 14)}-${randomBytes(3).toString('hex')}`;
writeFileSync(buildInfoFile, JSON.stringify({ buildId, builtAt: new Date().toISOString() }) + '\n');
console.log(
  `✓ built ${buildId} into ${path.relative(root, distDir)}/ (service worker: ${precached} files precached) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
