import { expect, test, type Page } from '@playwright/test';
import type { Match } from '../../src/shared/schemas/matches';
import type { RankingEntry } from '../../src/shared/schemas/players';
import {
  ACCOUNTS,
  appReady,
  COLOR_SCHEMES,
  fitsAndCapture,
  mutate,
  query,
  viewAs,
  VIEWPORTS,
} from './support';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const cardName = (match: Match) =>
  `${match.player1?.fullName ?? 'Chưa xác định'} – ${match.player2?.fullName ?? 'Chưa xác định'}`;

test('a visitor sees live matches, tournaments, top players and clubs', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /BidaHub/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Đăng nhập' }).first()).toBeVisible();

  const live = section(page, 'Trận đấu đang diễn ra');
  await expect(live.getByRole('article').first()).toBeVisible();
  await expect(live.getByRole('article').first()).toContainText(/Tỉ số \d+–\d+/);
  await expect(live.getByRole('article').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/matches\/\d+$/,
  );

  const ongoing = section(page, 'Giải đấu đang diễn ra');
  await expect(ongoing.getByRole('article').first()).toBeVisible();
  await expect(ongoing.getByRole('article').filter({ hasNotText: 'Đang diễn ra' })).toHaveCount(0);
  await expect(ongoing.getByRole('link', { name: /^Xem tất cả/ })).toHaveAttribute(
    'href',
    '/tournaments?status=ongoing',
  );

  const upcoming = section(page, 'Giải đấu đang mở đăng ký');
  await expect(upcoming.getByRole('article').first()).toBeVisible();
  await expect(upcoming.getByRole('article').filter({ hasNotText: 'Đang mở đăng ký' })).toHaveCount(
    0,
  );
  await expect(upcoming.getByRole('link', { name: /^Xem tất cả/ })).toHaveAttribute(
    'href',
    '/tournaments?status=registration',
  );

  // The leaderboard's first five, in its order, each linking to the player.
  const leaders = await query<{ data: RankingEntry[] }>(request, 'rankings.list', {
    page: 1,
    perPage: 5,
  });
  const top = section(page, 'Cơ thủ hàng đầu');
  const rows = top.getByRole('list', { name: 'Năm cơ thủ điểm cao nhất' }).getByRole('listitem');
  await expect(rows).toHaveCount(leaders.data.length);
  expect(leaders.data.length).toBeGreaterThan(0);
  for (const [index, entry] of leaders.data.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(`Hạng ${entry.player.rank}`);
    await expect(row.getByRole('link', { name: entry.player.fullName })).toHaveAttribute(
      'href',
      `/players/${entry.player.id}`,
    );
  }
  await expect(top.getByRole('link', { name: /^Bảng xếp hạng/ })).toHaveAttribute(
    'href',
    '/playing',
  );

  const clubs = section(page, 'Câu lạc bộ');
  await expect(clubs.getByRole('listitem')).toHaveCount(4);
  await expect(clubs.getByRole('link', { name: /^0\d{2} / }).first()).toHaveAttribute(
    'href',
    /^tel:\+84\d+$/,
  );
  await clubs.getByRole('link', { name: 'Tất cả câu lạc bộ' }).click();
  await expect(page).toHaveURL('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Câu lạc bộ bida' })).toBeVisible();
});

test('a live score moves on the home page without a reload', async ({ page, playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  await page.goto('/');
  const live = section(page, 'Trận đấu đang diễn ra');
  await expect(live.getByRole('article').first()).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    document.documentElement.dataset.homeTest = 'same-document';
  });

  // The organiser scores from somewhere else entirely: another request context.
  const api = await playwright.request.newContext({ baseURL });
  const { username, password } = ACCOUNTS.organizer;
  await mutate(api, 'auth.login', { username, password });
  const matches = await query<Match[]>(api, 'matches.live');
  // One rack short of the race at least, so the extra rack can never finish the match; a pool
  // one (the demo's live carom game is scored by its protocol, never by racks).
  const match = matches.find(
    (m) =>
      m.viewer.canScore && m.carom === null && m.player1 && m.player2 && m.score1 + 1 < m.race1,
  );
  if (!match) throw new Error('The demo has a live match the organiser can score');

  const card = live.getByRole('article', { name: cardName(match), exact: true });
  await expect(card).toContainText(`Tỉ số ${match.score1}–${match.score2},`);
  let scored = false;
  try {
    const after = await mutate<Match>(api, 'matches.score', { id: match.id, player: 1, delta: 1 });
    scored = true;
    expect(after.score1).toBe(match.score1 + 1);
    expect(after.status).toBe('live');
    await expect(card).toContainText(`Tỉ số ${match.score1 + 1}–${match.score2},`);

    // Taking the rack back puts the demo as it was, and the page follows again.
    await mutate<Match>(api, 'matches.score', { id: match.id, player: 1, delta: -1 });
    scored = false;
    await expect(card).toContainText(`Tỉ số ${match.score1}–${match.score2},`);
  } finally {
    if (scored) await mutate<Match>(api, 'matches.score', { id: match.id, player: 1, delta: -1 });
    await api.dispose();
  }
  expect(await page.evaluate(() => document.documentElement.dataset.homeTest)).toBe(
    'same-document',
  );
});

for (const scheme of COLOR_SCHEMES) {
  for (const viewport of VIEWPORTS) {
    test(`screenshot, ${scheme}, ${viewport.name}`, async ({ page }) => {
      await viewAs(page, scheme, viewport);
      await page.goto('/');
      await appReady(page);
      await expect(
        section(page, 'Trận đấu đang diễn ra').getByRole('article').first(),
      ).toBeVisible();
      await expect(section(page, 'Câu lạc bộ').getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('status').filter({ hasText: 'Đang tải' })).toHaveCount(0);
      await fitsAndCapture(page, `home-page-${scheme}-${viewport.name}`);
    });
  }
}
