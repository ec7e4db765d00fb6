// A new user on a phone at the club (PRODUCT.md §8): the production build on PGlite with the demo
// data, each public page loaded in Debian's Chromium as a 390×844 phone over Lighthouse's
// "Slow 4G" (150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), three times cold (empty
// cache) and three times warm (the same tab's cache filled); prints the medians.
// `npm run bench -- phone`; PHONE_RUNS changes the number of runs, CHROMIUM_PATH the browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { buildIsStale, CHROMIUM_FLAGS, chromiumPath, mustRun } from '../scripts/lib.mjs';
import { createBidaHubClient } from '../src/server/typed-client';
import { productionEnv, startChildServer, stopAll } from './support/child-server';
import {
  type LoadMetrics,
  measureLoad,
  PHONE,
  preparePhone,
  SLOW_4G,
} from './support/page-metrics';

const RUNS = Number(process.env.PHONE_RUNS ?? 3);

await mustRun(process.execPath, ['scripts/ensure-chromium.mjs']);
if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bidahub-phone-'));
const server = await startChildServer({
  args: ['dist/server/main.js'],
  env: productionEnv(pathToFileURL(dataDir).href),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });

try {
  // The pages a newcomer opens first, with real ids from the demo world.
  const { api } = createBidaHubClient({ url: server.base });
  const ongoing = await api.tournaments.list.query({ status: 'ongoing', perPage: 1 });
  const tournamentId = ongoing.data[0]?.id;
  const [liveMatch] = await api.matches.live.query();
  if (!tournamentId || !liveMatch) throw new Error('the demo world has no ongoing tournament');
  const pages = [
    ['/', 'trang chủ'],
    ['/tournaments', 'giải đấu'],
    [`/tournaments/${tournamentId}`, 'một giải'],
    [`/matches/${liveMatch.id}`, 'trận trực tiếp'],
    ['/players', 'cơ thủ'],
    ['/playing', 'hạng & chấp'],
  ] as const;

  console.log(
    `Phone: ${PHONE.viewport.width}×${PHONE.viewport.height}, ${SLOW_4G.latencyMs} ms RTT, ` +
      `${((SLOW_4G.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, CPU ` +
      `${SLOW_4G.cpuSlowdown}× slower; median of ${RUNS} runs; ${server.base} (production build)`,
  );
  const header = `${'page'.padEnd(20)} ${'load'.padEnd(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'CLS'.padStart(6)} ${'KB'.padStart(7)} ${'req'.padStart(4)} ${'TBT ms'.padStart(7)} ${'task'.padStart(5)}  LCP element`;
  console.log(header);
  for (const [pathname, label] of pages) {
    const cold: LoadMetrics[] = [];
    const warm: LoadMetrics[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context is an empty cache; loading again in it is the repeat visit.
      const context = await browser.newContext(PHONE);
      await preparePhone(context);
      cold.push(await measureLoad(context, server.base + pathname));
      if (process.env.PHONE_DEBUG) {
        console.log(
          `  ${pathname} run ${run + 1}: ${cold.at(-1)?.shifts.join('\n    ') || 'no shifts'}`,
        );
      }
      warm.push(await measureLoad(context, server.base + pathname));
      await context.close();
    }
    for (const [kind, runs] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      const m = medians(runs);
      console.log(
        `${`${pathname.length > 14 ? label : pathname}`.padEnd(20)} ${kind.padEnd(5)} ${m.fcp.toFixed(0).padStart(7)} ` +
          `${m.lcp.toFixed(0).padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${(m.bytes / 1024).toFixed(1).padStart(7)} ` +
          `${String(m.requests).padStart(4)} ${m.blockingMs.toFixed(0).padStart(7)} ` +
          `${m.longestTaskMs.toFixed(0).padStart(5)}  ${m.lcpElement}`,
      );
    }
  }
} finally {
  await browser.close();
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function medians(runs: LoadMetrics[]): LoadMetrics {
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  return {
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    bytes: median(runs.map((r) => r.bytes)),
    requests: median(runs.map((r) => r.requests)),
    lcpElement: byLcp[Math.floor(byLcp.length / 2)]?.lcpElement ?? '',
    shifts: [],
    blockingMs: median(runs.map((r) => r.blockingMs)),
    longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
  };
}
