// Small helpers the project's scripts share.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(root, 'dist');
export const buildInfoFile = path.join(distDir, 'client', 'build.json');
export const serverBundle = path.join(distDir, 'server', 'main.js');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Runs a command with its output (stdout and stderr) collected; resolves with both. */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: signal ? 1 : (code ?? 1), output }));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} (exit ${code})`);
    process.exit(code);
  }
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const buildInputs = [
  'src',
  'fixtures',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
];

/** The build is stale when any input changed after it was made, or it is missing. */
export function buildIsStale() {
  if (!existsSync(buildInfoFile) || !existsSync(serverBundle)) return true;
  const builtAt = Math.min(statSync(buildInfoFile).mtimeMs, statSync(serverBundle).mtimeMs);
  return buildInputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium as this machine runs it: headless, and off the network but for the page. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's headless-only build of the same Chromium (package `chromium-headless-shell`). */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the end-to-end tests: CHROMIUM_PATH when set, else Chromium's headless shell
 * when installed, else Chromium. The shell is the same Blink and V8 without the browser's UI
 * layer, what Playwright itself runs headless tests on: measured on this machine, fourteen page
 * loads cost 10.9 CPU-s in it against 14.0 in full Chromium, and 22 against 45 with a new
 * context per page. The phone benchmark keeps the full browser a phone runs.
 */
export const testBrowserPath = () =>
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath());

/**
 * The machine's CPU time so far (Linux's /proc/stat, in ticks): all of it, and what the
 * hypervisor stole for other guests. Null elsewhere.
 */
export function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    return { total: ticks.reduce((sum, n) => sum + n, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The share of the CPU stolen by the hypervisor between two `cpuTicks()`, as "12 %" or "". */
export function stolenShare(before, after) {
  if (!before || !after || after.total === before.total) return '';
  return `${Math.round((100 * (after.steal - before.steal)) / (after.total - before.total))} %`;
}
