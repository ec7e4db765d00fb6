// The end-to-end layer in shards, side by side: Playwright's own `--shard=i/n` split of the spec
// files, each shard a whole run with a server (its own in-memory database), an Auth emulator and
// a Chromium of its own, on ports of its own. Why: one run keeps about 1.4 of the 2 cores busy
// (the tests wait on pages, streams and timers), and the specs share one database within a run,
// so a second worker on the same server would see the first one's changes.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const cli = path.join(root, 'node_modules/@playwright/test/cli.js');

/**
 * Runs `shards` Playwright processes on `args` at once, each line of their output prefixed by
 * its shard; resolves with the exit code (0 only when every shard passed) and the JSON report
 * of each shard (when `reportDir` is given).
 */
export async function runShards({ shards, args = [], reportDir = null }) {
  const basePort = Number(process.env.E2E_PORT ?? 3210);
  const baseEmulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9399);
  const reports = [];
  const runs = [];
  for (let shard = 1; shard <= shards; shard++) {
    const report = reportDir ? path.join(reportDir, `playwright-${shard}.json`) : null;
    if (report) {
      // Not a previous run's: a shard that cannot start writes none.
      rmSync(report, { force: true });
      reports.push(report);
    }
    const reporter = report ? ['--reporter=list,json'] : [];
    runs.push(
      runPrefixed(
        `[${shard}/${shards}]`,
        [cli, 'test', `--shard=${shard}/${shards}`, ...reporter, ...args],
        {
          ...process.env,
          E2E_PORT: String(basePort + shard - 1),
          E2E_AUTH_EMULATOR_PORT: String(baseEmulatorPort + shard - 1),
          ...(report ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {}),
        },
      ),
    );
  }
  const codes = await Promise.all(runs);
  return { code: codes.every((code) => code === 0) ? 0 : 1, reports };
}

function runPrefixed(prefix, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) console.log(`${prefix} ${line}`);
      });
      stream.on('end', () => pending && console.log(`${prefix} ${pending}`));
    }
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}
