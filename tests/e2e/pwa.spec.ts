// The installable app (issue 19, item 5): a manifest a phone installs from, and a service worker
// that reopens the score screen at a table whose Wi-Fi is gone, where scoring goes on.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import { ACCOUNTS, capture, query, signIn } from './support';
import { liveSemiFinal } from './tournament-setup';

// The other specs block the worker (playwright.config.ts): here it runs.
test.use({ serviceWorkers: 'allow' });

/** Waits until the worker is active and controls the page (a first visit: after a reload). */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('installable: a manifest with a name, a start page and icons that load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'BidaHub',
    lang: 'vi',
    start_url: '/',
    display: 'standalone',
  });
  // Chrome installs with a 192 px and a 512 px icon; Android crops the maskable one.
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
  }
  await controlledByWorker(page);
});

test("a repeat visit of the home page under the worker still opens on the server's first screen", async ({
  page,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // The worker answers the navigation: from the network, the document the server wrote for this
  // visit (its first screen and answers), not the app's empty shell it keeps for offline.
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="bidahub-data"');
  expect(html).toContain('class="fp"');
});

test('the score screen reopens without network, and its racks go out when the network returns', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, FIXTURE_PLAYERS.slice(30, 34));

  // The scorer opens the match while the Wi-Fi works.
  await page.goto(`/matches/${semi.id}`);
  await controlledByWorker(page);
  const sync = page.getByTestId('sync-state');
  await expect(sync).toHaveText('Đã đồng bộ');

  // It drops, and the phone reloads the page: it opens from what the worker kept.
  await context.setOffline(true);
  await page.reload();
  expect(
    await page.evaluate(() =>
      fetch('/healthz', { cache: 'no-store' }).then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  await page.getByRole('button', { name: `Cộng 1 ván cho ${semi.player1.fullName}` }).click();
  await expect(sync).toHaveText('Chưa gửi 1 ván: sẽ tự gửi khi có mạng');
  await expect(page.getByTestId('score-1')).toHaveText('1');
  await capture(page, 'pwa-offline-reload-phone');

  await context.setOffline(false);
  await expect(sync).toHaveText('Đã đồng bộ');
  await expect
    .poll(async () => (await query<Match>(page.request, 'matches.get', { id: semi.id })).score1)
    .toBe(1);
});

test('the next person on a phone, offline, is never shown the previous user’s account', async ({
  page,
  context,
}) => {
  const { player } = ACCOUNTS;
  await signIn(page, 'player');
  // A match page: its reads, who is signed in among them, are the ones kept for offline use.
  const [live] = await query<Match[]>(page.request, 'matches.live');
  if (!live) throw new Error('the demo has a live match');
  await page.goto(`/matches/${live.id}`);
  await controlledByWorker(page);
  const account = page.getByRole('button', { name: `Tài khoản của bạn: ${player.fullName}` });
  await expect(account).toBeVisible();
  await expect(page.getByRole('link', { name: /^Số dư ví:/ })).toBeVisible();

  // The session ends otherwise than by signing out (cookies cleared, a borrowed phone), and
  // the page opens again without network: what the worker kept of that user stays hidden.
  await context.clearCookies();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.getByRole('button', { name: /Tài khoản của bạn/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Số dư ví:/ })).toHaveCount(0);
  await expect(page.getByText(player.fullName)).toHaveCount(0);
  await context.setOffline(false);
});
