// Playwright cannot download browsers here: use Debian's Chromium, installing it when missing,
// with its headless shell, which the end-to-end tests run on (see testBrowserPath in lib.mjs).
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath, mustRun, run, testBrowserPath } from './lib.mjs';

export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    process.exit(1);
  }
  const hasChromium = existsSync(chromiumPath());
  if (hasChromium && existsSync(headlessShellPath)) return testBrowserPath();
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    if (hasChromium) return testBrowserPath();
    console.error(
      'Chromium is missing: run `apt-get install -y chromium chromium-headless-shell` as root, or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium and its headless shell for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = ['install', '-y', '-qq', '--no-install-recommends'];
  await mustRun('apt-get', ['update', '-qq'], { env });
  await mustRun('apt-get', [...install, 'chromium', 'fonts-noto-core'], { env });
  // The shell only makes the tests cheaper: without it they run on the full browser.
  if ((await run('apt-get', [...install, 'chromium-headless-shell'], { env })) !== 0) {
    console.warn('chromium-headless-shell could not be installed: the tests use chromium.');
  }
  return testBrowserPath();
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
