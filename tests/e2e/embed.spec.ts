// Embeds (issue 21, item 3): a club's website frames a tournament's bracket or standings, which
// follow the tournament live; the organiser copies the snippet from the tournament's page.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { capture, fitsAndCapture, mutate, phoneContext, signIn, toast } from './support';
import { liveSemiFinal } from './tournament-setup';

const PLAYERS = FIXTURE_PLAYERS.slice(16, 20);
/**
 * The club's own website, served from this machine under another name (localhost is another
 * site than 127.0.0.1, where BidaHub runs): a page of it frames 800 × 600 of the embed at
 * `path`. A real server, not a routed page: Chromium keeps pages from unknown addresses from
 * framing local ones.
 */
async function clubPage(browser: Browser, path: string): Promise<Page> {
  const src = `${test.info().project.use.baseURL}${path}`;
  const site = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><title>CLB</title><iframe src="${src}" title="Giải đấu" ` +
        'width="800" height="600" style="border:0"></iframe>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  const { port } = site.address() as AddressInfo;
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  page.on('close', () => site.close());
  await page.goto(`http://localhost:${port}/`);
  return page;
}

test('a club’s website frames the bracket, or the standings its address asks for, live', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, PLAYERS);
  const id = semi.tournament.id;
  const [first, second] = [semi.player1.fullName, semi.player2.fullName];

  const club = await clubPage(browser, `/embed/tournaments/${id}`);
  const embed = club.frameLocator('iframe');
  await expect(embed.getByRole('heading', { level: 1, name: semi.tournament.name })).toBeVisible();
  await expect(embed.getByRole('tab', { name: 'Sơ đồ thi đấu' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = embed.getByRole('article', { name: `Trận 1: ${first} gặp ${second}` });
  await expect(card).toContainText('Đang đấu');
  const viewOnBidaHub = embed.getByRole('link', { name: 'Xem trên BidaHub' });
  await expect(viewOnBidaHub).toHaveAttribute(
    'href',
    `${test.info().project.use.baseURL}/tournaments/${id}`,
  );
  await expect(viewOnBidaHub).toHaveAttribute('target', '_blank');
  await expect(viewOnBidaHub).toHaveAttribute('rel', 'noopener');

  // A rack scored at the table reaches the club's website by itself.
  await mutate(page.request, 'matches.score', { id: semi.id, player: 1, delta: 1 });
  await expect(card.getByText('1', { exact: true })).toBeVisible();
  await capture(club.locator('iframe'), 'embed-bracket-800x600');

  // A match opens on BidaHub in a new tab; the club's page stays as it was.
  const opened = club.waitForEvent('popup');
  await card.getByRole('link').click();
  const tab = await opened;
  await expect(tab).toHaveURL(`/matches/${semi.id}`);
  await tab.close();
  await expect(card).toBeVisible();
  await club.close();

  // The standings, dark and smaller, as the snippet may ask.
  const standings = await clubPage(
    browser,
    `/embed/tournaments/${id}?tab=standings&scale=0.75&theme=dark`,
  );
  const frame = standings.frameLocator('iframe');
  await expect(frame.getByRole('tab', { name: 'Xếp hạng' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(frame.locator('html')).toHaveClass(/\bdark\b/);
  const table = frame.getByRole('table', { name: 'Xếp hạng hiện tại' });
  await expect(table).toContainText(first);
  for (let rack = 1; rack < semi.race1; rack++) {
    await mutate(page.request, 'matches.score', { id: semi.id, player: 1, delta: 1 });
  }
  await expect(table.getByRole('row').filter({ hasText: second })).toContainText('Đã bị loại');
  await capture(standings.locator('iframe'), 'embed-standings-800x600');
  await standings.close();

  // On a phone, the standings fit the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/embed/tournaments/${id}?tab=standings`);
  await expect(page.getByRole('table', { name: 'Xếp hạng hiện tại' })).toBeVisible();
  await fitsAndCapture(page, 'embed-standings-phone');
});

test('the organiser copies the embed snippet and finds the TV screen on the tournament’s page', async ({
  page,
  browser,
  playwright,
}) => {
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, FIXTURE_PLAYERS.slice(20, 24));
  const id = semi.tournament.id;

  // Spectators are not offered it.
  await page.context().clearCookies();
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sơ đồ thi đấu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nhúng vào website' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Màn hình TV' })).toHaveCount(0);

  const context = await phoneContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const phone = await context.newPage();
  await signIn(phone, 'organizer');
  await phone.goto(`/tournaments/${id}`);
  // The venue's TV is one tap away, in a tab of its own.
  const tv = phone.getByRole('link', { name: 'Màn hình TV' });
  await expect(tv).toHaveAttribute('href', `/tv/tournaments/${id}`);
  await expect(tv).toHaveAttribute('target', '_blank');
  await phone.getByRole('button', { name: 'Nhúng vào website' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Nhúng vào website' });
  const code = dialog.getByLabel('Mã nhúng');
  await expect(code).toHaveValue(
    new RegExp(`^<iframe src="[^"]+/embed/tournaments/${id}" title="${semi.tournament.name}"`),
  );
  await dialog.getByLabel('Nội dung').selectOption('Xếp hạng');
  await dialog.getByLabel('Cỡ hiển thị').selectOption('75%');
  await expect(code).toHaveValue(/\/embed\/tournaments\/\d+\?tab=standings&amp;scale=0\.75"/);
  await capture(dialog, 'embed-dialog-phone');

  await dialog.getByRole('button', { name: 'Sao chép' }).click();
  await expect(toast(phone, 'Thành công')).toContainText('Đã sao chép mã nhúng');
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  await context.close();
});
