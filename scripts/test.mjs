// `npm test`: every layer — typecheck beside lint and format, then unit + integration + HTTP
// (Vitest), then end-to-end (Playwright) — and a closing line with the counts and timings.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { runShards } from './playwright-shards.mjs';
import { buildIsStale, cpuTicks, mustRun, root, run, runCollected, stolenShare } from './lib.mjs';

// Not test-results/: Playwright empties that folder when it starts.
const reports = path.join(root, '.test-reports');
mkdirSync(reports, { recursive: true });
const bin = (file) => path.join(root, 'node_modules', file);
const failures = [];
/**
 * Each layer's wall time, printed at the end: the suite's speed is watched like its results.
 * With it, the CPU share the hypervisor stole meanwhile, so that a slow run on a shared host
 * says how much of it was stolen.
 */
const timings = [];
const suiteStarted = cpuTicks();

/** Runs `work` as the layer `name`, recording its wall time and the CPU stolen meanwhile. */
async function timed(name, work) {
  const started = performance.now();
  const ticks = cpuTicks();
  const result = await work();
  timings.push([name, (performance.now() - started) / 1000, stolenShare(ticks, cpuTicks())]);
  return result;
}

async function step(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const code = await timed(name, () => run(command, args, { env: { ...process.env, ...env } }));
  if (code !== 0) failures.push(name);
}

console.log(
  process.env.TEST_DATABASE_URL
    ? `Databases under test: PGlite and PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`
    : 'Databases under test: PGlite (set TEST_DATABASE_URL to add PostgreSQL)',
);
console.log(
  process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL
    ? `Scale-out test: two instances on PostgreSQL and Redis (${process.env.TEST_REDIS_URL})`
    : 'Scale-out test: off (set TEST_DATABASE_URL and TEST_REDIS_URL to run it)',
);

// The static checks are single-threaded each: typecheck beside lint then format fills both cores.
// Their output is printed whole as each ends, so that it does not interleave.
async function collectedStep(name, args) {
  const { code, output } = await timed(name, () => runCollected(process.execPath, args));
  console.log(`\n▶ ${name}${output ? `\n${output.trimEnd()}` : ''}`);
  if (code !== 0) failures.push(name);
}

await Promise.all([
  (async () => {
    await collectedStep('typecheck', [
      bin('typescript/bin/tsc'),
      '--noEmit',
      '-p',
      'tsconfig.json',
    ]);
    // The service worker, against the worker's globals (a program of a few files).
    await collectedStep('typecheck (service worker)', [
      bin('typescript/bin/tsc'),
      '--noEmit',
      '-p',
      'tsconfig.sw.json',
    ]);
  })(),
  (async () => {
    await collectedStep('lint', [bin('eslint/bin/eslint.js'), '.']);
    await collectedStep('format', [
      bin('prettier/bin/prettier.cjs'),
      '--check',
      '.',
      '--log-level',
      'warn',
    ]);
  })(),
]);

const vitestReport = path.join(reports, 'vitest.json');
await step('unit, integration, http (vitest)', process.execPath, [
  bin('vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

console.log('\n▶ Chromium and the build');
await timed('chromium check and build', async () => {
  await ensureChromium();
  if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);
});
// Two shards side by side, each with its own server, emulator and browser (playwright-shards.mjs).
console.log('\n▶ end-to-end (playwright, 2 shards)');
const e2e = await timed('end-to-end (playwright, 2 shards)', () =>
  runShards({ shards: 2, reportDir: reports }),
);
if (e2e.code !== 0) failures.push('end-to-end (playwright)');

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests + (v.numTotalTests - v.numPassedTests - v.numFailedTests);
}
for (const report of e2e.reports) {
  // A shard that could not start wrote none: its failure is already counted above.
  if (!existsSync(report)) continue;
  const p = JSON.parse(readFileSync(report, 'utf8'));
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected + p.stats.skipped;
}
console.log('\ntime per layer (and CPU stolen by the host meanwhile):');
for (const [name, seconds, stolen] of timings) {
  console.log(`  ${name.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s  ${stolen}`);
}
const stolen = stolenShare(suiteStarted, cpuTicks());
if (stolen) console.log(`  CPU stolen by the host over the whole run: ${stolen}`);
if (failures.length > 0) console.error(`\n✗ failed: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
