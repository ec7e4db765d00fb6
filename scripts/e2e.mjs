// `npm run test:e2e`: Chromium present, build fresh, then Playwright against the built app, in
// two shards side by side (`npm run test:e2e -- some.spec.ts` runs chosen specs in one).
// `npm run screenshots`: the same for the specs that capture pages, saving the captures in
// .screenshots/ (E2E_SCREENSHOTS=1); `npm test` checks those pages without taking pictures.
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildIsStale, mustRun, root } from './lib.mjs';
import { runShards } from './playwright-shards.mjs';

const CAPTURING_SPECS = ['pages.spec.ts', 'players.spec.ts', 'home.spec.ts', 'stores.spec.ts'];

let args = process.argv.slice(2);
if (args[0] === '--screenshots') {
  process.env.E2E_SCREENSHOTS = '1';
  args = args.length > 1 ? args.slice(1) : CAPTURING_SPECS;
}

await ensureChromium();
if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);
// The whole layer in two shards side by side (playwright-shards.mjs); chosen specs in one run.
if (args.length === 0) {
  const { code } = await runShards({ shards: 2 });
  process.exit(code);
}
await mustRun(process.execPath, [
  path.join(root, 'node_modules/@playwright/test/cli.js'),
  'test',
  ...args,
]);
