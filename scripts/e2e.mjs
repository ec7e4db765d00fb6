// `npm run test:e2e`: Chromium present, build fresh, then Playwright against the built app.
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildIsStale, mustRun, root } from './lib.mjs';

await ensureChromium();
if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);
await mustRun(process.execPath, [
  path.join(root, 'node_modules/@playwright/test/cli.js'),
  'test',
  ...process.argv.slice(2),
]);
