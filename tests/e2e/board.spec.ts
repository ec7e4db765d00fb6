import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Board } from '../../src/shared/schemas/board';
import type { Paginated } from '../../src/shared/schemas/common';
import type { TournamentSummary } from '../../src/shared/schemas/tournaments';
import { capture, mutate, phoneContext, query, signIn, signInWith, toast } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

/** The tables as a spectator reads them: "Bàn 1 Đã gọi Name Name …". */
const tableCard = (page: Page, label: string) =>
  page.getByTestId('board-table').filter({ hasText: label });

/** Plays the match on `label` to its end through the API: started, then racked to the race. */
async function finishOn(api: APIRequestContext, tournamentId: number, label: string) {
  const board = await query<Board>(api, 'tournaments.board', { id: tournamentId });
  const match = board.tables.find((t) => t.label === label)?.match;
  if (!match) throw new Error(`nothing on ${label}`);
  await mutate(api, 'matches.start', { id: match.id });
  for (let rack = 0; rack < match.race1; rack++) {
    await mutate(api, 'matches.score', { id: match.id, player: 1, delta: 1 });
  }
  return match;
}

test('the table board calls the next match to a freed table, live on a spectator’s phone', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(10, 14));

  // Before the start, the organiser picks the club's tables on the board tab.
  await page.goto(`/tournaments/${id}`);
  await page.getByRole('link', { name: 'Bàn đấu' }).click();
  await expect(page.getByText('Chưa chọn bàn thi đấu')).toBeVisible();
  await page.getByRole('button', { name: 'Chọn bàn thi đấu' }).click();
  const setup = page.getByRole('dialog', { name: 'Bàn thi đấu của giải' });
  await setup.getByText('Bàn 1', { exact: true }).click();
  await setup.getByLabel('Nghỉ tối thiểu giữa hai trận (phút)').fill('0');
  await setup.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã lưu các bàn của giải');
  await expect(tableCard(page, 'Bàn 1')).toContainText('Trống');
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });

  // A spectator follows on a phone: one match is called to Bàn 1, the other waits.
  const context = await phoneContext(browser);
  const phone = await context.newPage();
  // A running tournament without a board (the demo's Phố Huế) has no board tab for visitors.
  await phone.goto('/tournaments/7');
  await expect(phone.getByRole('link', { name: 'Sơ đồ thi đấu' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Bàn đấu' })).toHaveCount(0);
  await phone.goto(`/tournaments/${id}`);
  await phone.getByRole('link', { name: 'Bàn đấu' }).click();
  await expect(phone).toHaveURL(`/tournaments/${id}/board`);
  await expect(tableCard(phone, 'Bàn 1')).toContainText('Đã gọi');
  const queue = phone.getByRole('list', { name: 'Hàng chờ' });
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  const fits = await phone.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(fits, 'the board fits a 390 px phone').toBe(true);
  await capture(phone, 'board-phone');

  // The organiser puts the waiting match on Bàn 1 instead: the spectator sees the swap.
  const before = await query<Board>(page.request, 'tournaments.board', { id });
  const [called, waiting] = [before.tables[0]?.match, before.queue[0]?.match];
  if (!called || !waiting) throw new Error('one match called, one waiting');
  await page.reload();
  await page.getByRole('button', { name: 'Điều chỉnh' }).click();
  const adjust = page.getByRole('dialog');
  await adjust.getByLabel('Đưa ngay vào bàn đang gọi').selectOption(String(called.id));
  await adjust.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã cập nhật hàng chờ');
  await expect(tableCard(phone, 'Bàn 1')).toContainText(waiting.player1?.fullName ?? '');
  await expect(queue).toContainText(called.player1?.fullName ?? '');

  // A player of the match sent back waits with BidaHub open on their phone.
  const waiter = FIXTURE_PLAYERS.find((p) => p.fullName === called.player1?.fullName);
  if (!waiter) throw new Error('a demo player');
  const theirs = await (await phoneContext(browser)).newPage();
  await signInWith(theirs, waiter.username, DEMO_PLAYER_PASSWORD);
  await theirs.goto('/tournaments');
  await expect(theirs.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(theirs.getByTestId('notice-banner')).toHaveCount(0);

  // Bàn 1's match is played out: the board calls the other one there at once, and its player
  // is told on whatever page they are.
  await finishOn(page.request, id, 'Bàn 1');
  await expect(tableCard(phone, 'Bàn 1')).toContainText(called.player1?.fullName ?? '');
  const banner = theirs.getByRole('alert', { name: 'Đến lượt bạn' });
  await expect(banner).toContainText('Đến lượt bạn! Mời ra Bàn 1');
  await capture(theirs, 'board-you-are-up-phone');
  await banner.getByRole('link', { name: 'Xem trận' }).click();
  await expect(theirs).toHaveURL(`/matches/${called.id}`);
  await expect(theirs.getByTestId('notice-banner')).toHaveCount(0);
  await theirs.context().close();
  await expect(tableCard(phone, 'Bàn 1')).toContainText('Đã gọi');
  await expect(phone.getByText('Không có trận nào đang chờ bàn.')).toBeVisible();

  // Then the final, once both semi-finals are decided.
  await finishOn(page.request, id, 'Bàn 1');
  await expect(tableCard(phone, 'Bàn 1')).toContainText('Chung kết');
  await context.close();
});

test('an organiser on a phone taps three tables and the board has all three', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  const phone = await context.newPage();
  await signIn(phone, 'organizer');
  const { id } = await createTournament(phone, { maxPlayers: 4 });
  await phone.goto(`/tournaments/${id}/board`);
  await phone.getByRole('button', { name: 'Chọn bàn thi đấu' }).tap();
  const setup = phone.getByRole('dialog', { name: 'Bàn thi đấu của giải' });
  const picker = setup.getByRole('group', { name: 'Chọn bàn' });
  for (const label of ['Bàn 1', 'Bàn 2', 'Bàn 3']) await picker.getByText(label).tap();
  for (const label of ['Bàn 1', 'Bàn 2', 'Bàn 3']) {
    await expect(picker.getByRole('checkbox', { name: label })).toBeChecked();
  }
  await expect(picker.getByRole('checkbox', { name: 'Bàn 4' })).not.toBeChecked();
  await capture(setup, 'board-table-picker-phone');
  await setup.getByRole('button', { name: 'Lưu' }).tap();
  await expect(toast(phone, 'Thành công')).toContainText('Đã lưu các bàn của giải');
  await expect(phone.getByTestId('board-table')).toHaveCount(3);
  for (const label of ['Bàn 1', 'Bàn 2', 'Bàn 3']) {
    await expect(tableCard(phone, label)).toContainText('Trống');
  }
  const saved = await query<Board>(phone.request, 'tournaments.board', { id });
  expect(saved.tables.map((t) => t.label)).toEqual(['Bàn 1', 'Bàn 2', 'Bàn 3']);
  await context.close();
});

test('on the organiser’s phone the board tab opens on its tables, and every tab reads whole', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  const phone = await context.newPage();
  await signIn(phone, 'organizer');
  // The demo's open under way on four tables, the organiser's: six facts, five tabs.
  const listed = await query<Paginated<TournamentSummary>>(phone.request, 'tournaments.list', {
    q: 'Kỳ Đồng Open',
  });
  const event = listed.data[0];
  if (!event) throw new Error('the demo runs Kỳ Đồng Open on a table board');
  await phone.goto(`/tournaments/${event.id}/board`);

  // The first table whole on the first screen; the facts one tap away.
  await expect(phone.getByTestId('board-table').first()).toBeInViewport({ ratio: 1 });
  const fee = phone.getByText('Lệ phí', { exact: true });
  await expect(fee).toBeHidden();
  await phone.getByText('Thông tin giải', { exact: true }).tap();
  await expect(fee).toBeVisible();

  // Each section's link on the screen and not cut short (they wrap rather than scroll away).
  const tabs = phone.getByRole('navigation', { name: 'Mục của giải đấu' }).getByRole('link');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    const cut = await tab.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut, `${await tab.textContent()} reads whole`).toBe(false);
  }
  await capture(phone, 'board-organiser-phone');
  await context.close();
});
