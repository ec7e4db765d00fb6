// What the service worker keeps of a session (src/client/sw/sw.ts): a document written for a
// signed-in user carries their own answers in its data block (auth.me: phone, e-mail, address),
// so the worker keeps it for that sign-in only, and a sign-out deletes every document and read it
// kept, for every tab (lib/service-worker.ts): none opens later, offline, for the next person.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn, toast } from './support';

// The other specs block the worker (playwright.config.ts): here it runs.
test.use({ serviceWorkers: 'allow' });

const { player } = ACCOUNTS;
/** The player's own contact data, as a document or a cached read could spell it. */
const PRIVATE = [player.email, player.phone, player.phone.replace('+84', '0')];

/** Waits until the worker is active and controls the page (a first visit: after a reload). */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

interface CachedEntry {
  cache: string;
  url: string;
  body: string;
}

/** Every response in every cache of the origin, with its body. */
function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, body: (await response?.text()) ?? '' });
      }
    }
    return entries;
  });
}

/** The cached entries that hold any of the player's own data, named by cache and URL. */
async function holdingPrivateData(page: Page): Promise<string[]> {
  return (await cachedEntries(page))
    .filter(({ body }) => PRIVATE.some((value) => body.includes(value)))
    .map(({ cache, url }) => `${cache} ${url}`);
}

/** The player signed in, on their profile, its document kept by the worker for this sign-in. */
async function profileKept(page: Page): Promise<string> {
  await signIn(page, 'player');
  await page.goto('/profile');
  await controlledByWorker(page);
  await expect(
    page.getByRole('button', { name: `Tài khoản của bạn: ${player.fullName}` }),
  ).toBeVisible();
  // The page's document carries the player's data (its data block's auth.me)...
  const html = await (await page.request.get('/profile')).text();
  expect(html).toContain(player.email);
  expect(html).toContain(player.phone);
  // ...and the worker, which handled its navigation, kept it (for the scorer at a table offline).
  await expect
    .poll(() => holdingPrivateData(page))
    .toContainEqual(
      expect.stringMatching(/^bidahub-pages-v2 .*\/profile\?bidahub-session=[\w-]+$/),
    );
  return html;
}

/** The profile reopened without network: neither the document served nor the page holds the player's data. */
async function offlineProfileShowsNothing(page: Page) {
  await page.context().setOffline(true);
  const response = await page.goto('/profile');
  expect(response?.fromServiceWorker(), 'the worker answers offline').toBe(true);
  // The document as served, before the app takes its data block out of the page.
  const served = (await response?.text()) ?? '';
  await expect(page.locator('#main')).toBeVisible();
  const shown = await page.content();
  for (const value of PRIVATE) {
    expect(served).not.toContain(value);
    expect(shown).not.toContain(value);
  }
  await expect(page.getByText(player.fullName)).toHaveCount(0);
  await page.context().setOffline(false);
}

test('a sign-out deletes every cached document and read of the session, for every tab', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const html = await profileKept(page);
  // A copy as the previous worker kept it (by address alone, whoever it was written for).
  await page.evaluate(async (body) => {
    const cache = await caches.open('bidahub-pages-v1');
    await cache.put('/profile', new Response(body, { headers: { 'content-type': 'text/html' } }));
  }, html);
  // Another tab of the same browser, open on the player's profile.
  const otherTab = await context.newPage();
  await otherTab.goto('/profile');
  expect(await holdingPrivateData(otherTab)).toContainEqual(
    expect.stringMatching(/^bidahub-pages-v1 .*\/profile$/),
  );

  // Signing out in the first tab.
  await page.getByRole('button', { name: /Tài khoản của bạn/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(toast(page, 'Đăng xuất')).toContainText('Bạn đã đăng xuất');
  await expect(page).toHaveURL('/');

  // No cache of the origin, as either tab reads it, holds the player's phone or e-mail.
  await expect.poll(() => holdingPrivateData(page)).toEqual([]);
  expect(await holdingPrivateData(otherTab)).toEqual([]);
  await otherTab.close();

  // A visitor's document is still kept for offline use.
  await page.goto('/tournaments');
  await expect
    .poll(async () =>
      (await cachedEntries(page)).some(
        ({ cache, url }) => cache === 'bidahub-pages-v2' && url.includes('/tournaments?'),
      ),
    )
    .toBe(true);

  await offlineProfileShowsNothing(page);
  expect(await holdingPrivateData(page)).toEqual([]);
});

test('a document kept for one sign-in never opens offline without it or for another', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await profileKept(page);
  // The session ends otherwise than by signing out (cookies cleared, a borrowed phone).
  await context.clearCookies();
  await offlineProfileShowsNothing(page);
  // Another person signs in (through the API: the page's own sign-in would delete the caches).
  await signIn(page, 'viewer');
  await offlineProfileShowsNothing(page);
});
