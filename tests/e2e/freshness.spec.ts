import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { appReady, errorMessage, errorStatus } from './support';

test('a newer build on the server reloads the page', async ({ page }) => {
  let buildId = 'build-a';
  let served = 0;
  await page.route('**/build.json', async (route) => {
    served++;
    await route.fulfill({ json: { buildId, builtAt: new Date().toISOString() } });
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.clock.install();
  await page.goto('/players');
  await appReady(page);

  // The first check, about 1 s after load, learns the running build.
  await page.clock.runFor(1500);
  await expect.poll(() => served).toBe(1);
  expect(loads).toBe(1);

  // Same build on the next checks (every minute): nothing happens. A third request means the
  // second check has finished, since checks never overlap.
  await expect
    .poll(async () => {
      await page.clock.runFor(60_000);
      return served;
    })
    .toBeGreaterThanOrEqual(3);
  expect(loads).toBe(1);

  buildId = 'build-b';
  await expect
    .poll(async () => {
      await page.clock.runFor(60_000);
      return loads;
    })
    .toBe(2);
  await expect(page).toHaveURL('/players');
});

test('a chunk that fails to load reloads once, then shows the error page', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  // The page chunk of /players cannot be downloaded.
  await page.route('**/assets/players-page-*.js', (route) => route.abort());
  await page.goto('/players');
  await expect(errorStatus(page)).toHaveText('500');
  await expect(errorMessage(page)).toHaveText(MESSAGES.internalError);
  // One automatic reload, not a loop: the second failure within 10 s stays on the error page.
  expect(loads).toBe(2);
});
