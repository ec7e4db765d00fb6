// The page's main action works from the server's HTML (server/first-paint-actions.ts): on a phone
// whose app code is still on its way, or in a browser that runs no JavaScript at all, a player
// joins and leaves an event, asked first in a dialog the browser draws, told after in the page.
import { expect, test, type Browser } from '@playwright/test';
import { createTournament } from './tournament-setup';
import { capture, fillLogin, signIn, toast } from './support';

/** A free event open for registration, made by the organiser on a page of their own. */
async function openEvent(browser: Browser, name: string): Promise<number> {
  const organiser = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await signIn(organiser, 'organizer');
  const { id } = await createTournament(organiser, { name: `${name} ${Date.now()}`, entryFee: 0 });
  await organiser.close();
  return id;
}

test('a phone without JavaScript joins and leaves an event from the page itself', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const id = await openEvent(browser, 'Giải không cần JavaScript');
  await signIn(page, 'viewer');

  await page.goto(`/tournaments/${id}`);
  await page.getByRole('button', { name: 'Tham gia giải' }).tap();
  const ask = page.getByRole('alertdialog', { name: 'Tham gia giải đấu' });
  await expect(ask).toContainText('Giải miễn phí. Số dư của bạn:');
  await capture(page, 'first-paint-join-dialog-phone');
  await ask.getByRole('button', { name: 'Tham gia', exact: true }).tap();

  await expect(page.getByRole('status')).toHaveText('Đã đăng ký tham gia giải.');
  await expect(page).toHaveURL(`/tournaments/${id}`);
  await capture(page, 'first-paint-joined-phone');

  // Changed their mind: the leave asks too, and says so.
  await page.getByRole('button', { name: 'Rút khỏi giải' }).tap();
  const leave = page.getByRole('alertdialog', { name: 'Rút khỏi giải đấu' });
  await leave.getByRole('button', { name: 'Rút khỏi giải' }).tap();
  await expect(page.getByRole('status')).toHaveText('Đã rút khỏi giải.');
  await expect(page.getByRole('button', { name: 'Tham gia giải' })).toBeVisible();
  await context.close();
});

test("a question opened before the app came is still answered once it has, and the app says it's done", async ({
  browser,
  page,
}) => {
  const id = await openEvent(browser, 'Giải chạm sớm');
  await signIn(page, 'viewer');
  // The app's code held back, as over a slow network, until the player has tapped.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  // A phone in the dark, as at a club in the evening.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/tournaments/${id}`);
  await page.getByRole('button', { name: 'Tham gia giải' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Tham gia giải đấu' });
  await expect(ask).toBeVisible();
  await capture(page, 'first-paint-join-dialog-dark-phone');
  release();
  // The app replaces the first screen around the open question.
  await expect(page.locator('#main')).toBeVisible();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Tham gia', exact: true }).click();

  await expect(toast(page, 'Thành công')).toContainText('Đã đăng ký tham gia giải.');
  await expect(page.locator('#main').getByRole('button', { name: 'Rút khỏi giải' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a visitor who taps "Đăng nhập để tham gia" before the app has come signs in and is back on the event', async ({
  browser,
  page,
}) => {
  const id = await openEvent(browser, 'Giải khách mới');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/tournaments/${id}`);
  await page.getByRole('link', { name: 'Đăng nhập để tham gia' }).click();
  await expect(page).toHaveURL(`/login?redirect=%2Ftournaments%2F${id}`);
  release();
  await fillLogin(page.getByRole('main'), 'viewer');
  await expect(page).toHaveURL(`/tournaments/${id}`);
  await expect(page.locator('#main').getByRole('button', { name: 'Tham gia giải' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
