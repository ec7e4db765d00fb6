// Playwright cannot download browsers here: use Debian's Chromium, installing it when missing.
import { existsSync } from 'node:fs';
import { chromiumPath, mustRun } from './lib.mjs';

export async function ensureChromium() {
  const executable = chromiumPath();
  if (existsSync(executable)) return executable;
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${executable} does not exist.`);
    process.exit(1);
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      'Chromium is missing: run `apt-get install -y chromium` as root, or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get', ['update', '-qq'], { env });
  await mustRun(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core'],
    { env },
  );
  return executable;
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
