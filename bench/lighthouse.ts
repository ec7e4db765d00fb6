// Lighthouse's mobile audit (12.2.3, its defaults: a Moto G Power, simulated Slow 4G and 4× CPU)
// of every public page of the production build on PGlite with the demo data, in Debian's
// Chromium: performance, LCP, TBT and CLS, and the other three categories, the median of
// LH_RUNS runs (2) a page. LH_PAGES, a regular expression, picks the pages by their address
// (`LH_PAGES='^/$|/players/\d+$'`). LH_BEFORE=<a built checkout> audits its server too, page by
// page beside this one's, for a before and after in one run (`git worktree add /tmp/before
// <commit> && (cd /tmp/before && npm run build)`). `npm run bench -- lighthouse`. Lighthouse's
// simulation scales the CPU time it observes, so a slower machine scores lower: the machine's
// own speed is printed beside the table.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIsStale, chromiumPath, mustRun } from '../scripts/lib.mjs';
import { createBidaHubClient } from '../src/server/typed-client';
import { productionEnv, startChildServer, stopAll } from './support/child-server';
import { publicPages } from './support/public-pages';

const RUNS = Number(process.env.LH_RUNS ?? 2);
const ONLY = process.env.LH_PAGES ? new RegExp(process.env.LH_PAGES) : undefined;
const BEFORE = process.env.LH_BEFORE;

await mustRun(process.execPath, ['scripts/ensure-chromium.mjs']);
if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);

const dataDirs: string[] = [];
const serverOf = (main: string) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidahub-lighthouse-'));
  dataDirs.push(dataDir);
  return startChildServer({ args: [main], env: productionEnv(pathToFileURL(dataDir).href) });
};
const server = await serverOf('dist/server/main.js');
const targets = [{ label: BEFORE ? 'after' : '', base: server.base }];
if (BEFORE) {
  const before = await serverOf(path.resolve(BEFORE, 'dist/server/main.js'));
  targets.unshift({ label: 'before', base: before.base });
}
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  benchmarkIndex: number;
}

async function audit(url: string, attempt = 1): Promise<Audit> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  // A lost trace (NO_NAVSTART and the like) is Lighthouse's own hiccup: the page is audited again.
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

try {
  const pages = (await publicPages(createBidaHubClient({ url: server.base }).api)).filter(
    ([pathname]) => !ONLY || ONLY.test(pathname),
  );
  // Per target (before, after): each page's row, the worst row at the end.
  const rows: Array<[string, string, Audit]> = [];
  for (const [pathname, label] of pages) {
    for (const target of targets) {
      const runs: Audit[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${target.base}${pathname}`));
      report(`${pathname} (${label})`, target.label, runs);
    }
  }
  function report(page: string, which: string, runs: Audit[]): void {
    const pick = (key: keyof Audit) => median(runs.map((r) => r[key]));
    const row: Audit = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      benchmarkIndex: pick('benchmarkIndex'),
    };
    rows.push([which, page, row]);
    console.log(
      `${page.padEnd(44)} ${which.padEnd(6)} perf ${String(row.performance).padStart(3)} ` +
        `(${runs.map((r) => r.performance).join('/')})  FCP ${(row.fcp / 1000).toFixed(2)} s  ` +
        `LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ` +
        `a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}`,
    );
  }
  for (const target of targets) {
    const mine = rows.filter(([which]) => which === target.label);
    const worst = mine.reduce((low, row) => (row[2].performance < low[2].performance ? row : low));
    console.log(
      `\n${target.label || 'this build'}: ${mine.length} pages, median of ${RUNS} runs; worst ` +
        `performance ${worst[2].performance} (${worst[1]}); pages under 90: ` +
        `${mine.filter(([, , r]) => r.performance < 90).length}; median LCP ` +
        `${(median(mine.map(([, , r]) => r.lcp)) / 1000).toFixed(2)} s, median TBT ` +
        `${Math.round(median(mine.map(([, , r]) => r.tbt)))} ms`,
    );
  }
  console.log(
    `Lighthouse's benchmark index of this machine ${Math.round(median(rows.map(([, , r]) => r.benchmarkIndex)))} ` +
      `(${cpus().length} × ${cpus()[0]?.model ?? 'CPU'})`,
  );
} finally {
  chrome.kill();
  await stopAll();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
