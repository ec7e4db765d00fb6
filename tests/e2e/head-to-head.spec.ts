// Head-to-head (issue 41, item 5) on a phone: from a match to its two players' record, and from a
// player's page to a comparison with anyone found by name.
import { expect, test } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Board } from '../../src/shared/schemas/board';
import type { Paginated } from '../../src/shared/schemas/common';
import type { PlayerListItem, PlayerMatch } from '../../src/shared/schemas/players';
import { capture, fitsAndCapture, query } from './support';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("a match's page leads to its two players' record, with the meeting among their last", async ({
  page,
}) => {
  const [someone] = FIXTURE_PLAYERS;
  if (!someone) throw new Error('the demo has players');
  const found = await query<Paginated<PlayerListItem>>(page.request, 'players.list', {
    q: someone.username,
  });
  const id = found.data.find((p) => p.username === someone.username)?.id;
  const history = await query<Paginated<PlayerMatch>>(page.request, 'players.matchHistories', {
    id,
    page: 1,
    perPage: 10,
  });
  const played = history.data.find((m) => m.player1 && m.player2 && m.resultType === 'played');
  if (!played?.player1 || !played.player2) throw new Error('the demo player has played matches');

  await page.goto(`/matches/${played.id}`);
  await page.getByRole('link', { name: 'Thành tích giữa hai cơ thủ' }).click();
  await expect(page).toHaveURL(`/players/${played.player1.id}/vs/${played.player2.id}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `${played.player1.fullName} – ${played.player2.fullName}`,
    }),
  ).toBeVisible();
  const record = page.getByRole('region', { name: 'Thành tích đối đầu' });
  await expect(record.getByText('Pool')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nếu gặp nhau hôm nay (pool)' })).toContainText(
    'Số ván chạm công bằng',
  );
  const meetings = page.getByRole('region', { name: 'Các lần gặp gần nhất' });
  await expect(meetings.locator(`a[href="/matches/${played.id}"]`)).toBeVisible();
  await fitsAndCapture(page, 'head-to-head-phone');
});

test("a player's page compares them with anyone found by name", async ({ page }) => {
  const [first, second] = FIXTURE_PLAYERS;
  if (!first || !second) throw new Error('the demo has players');
  const found = await query<Paginated<PlayerListItem>>(page.request, 'players.list', {
    q: first.username,
  });
  const id = found.data.find((p) => p.username === first.username)?.id;
  await page.goto(`/players/${id}`);
  await page.getByRole('button', { name: 'So sánh với…' }).click();
  const dialog = page.getByRole('dialog', { name: `So sánh ${first.fullName} với…` });
  await dialog.getByRole('searchbox', { name: 'Cơ thủ' }).fill(second.username);
  const result = dialog
    .getByRole('list', { name: 'Cơ thủ tìm được' })
    .getByRole('link', { name: new RegExp(second.fullName) });
  await expect(result).toBeVisible();
  await capture(dialog, 'head-to-head-search-phone');
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/players/${id}/vs/\\d+$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${first.fullName} – ${second.fullName}` }),
  ).toBeVisible();
  // Chances read as the race calculator says them: to a tenth, with a Vietnamese comma.
  await expect(page.getByRole('region', { name: 'Nếu gặp nhau hôm nay (pool)' })).toContainText(
    /Chạm \d+ đều nhau: .+ thắng (\d{1,3}(,\d)?%|hơn 99,9%|dưới 0,1%)/,
  );
});

test('a table on the live board leads to the head-to-head of the two players on it', async ({
  page,
}) => {
  const open = await query<Paginated<{ id: number; name: string }>>(
    page.request,
    'tournaments.list',
    { q: 'Kỳ Đồng Open' },
  );
  const event = open.data[0];
  if (!event) throw new Error('the demo runs Kỳ Đồng Open on a table board');
  const board = await query<Board>(page.request, 'tournaments.board', { id: event.id });
  const table = board.tables.find((t) => t.match?.player1 && t.match.player2);
  if (!table?.match?.player1 || !table.match.player2) throw new Error('a table has a match');
  const { player1, player2 } = table.match;

  await page.goto(`/tournaments/${event.id}/board`);
  await page
    .getByTestId('board-table')
    .filter({ hasText: table.label })
    .getByRole('link', { name: /^Đối đầu / })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${player1.fullName} – ${player2.fullName}` }),
  ).toBeVisible();
});

test('a player compared with themselves is told to choose someone else', async ({ page }) => {
  await page.goto('/players/3/vs/3');
  // The page's own error state; the failed read's toast, whenever its code has come, says the
  // same beside it, so the page's alert is looked for where the page is.
  await expect(page.locator('#main').getByRole('alert')).toContainText(
    'Hãy chọn một cơ thủ khác để so sánh',
  );
});

test('a player never rated in carom shows no carom rating beside their pool one', async ({
  page,
}) => {
  // The demo's best pool player, and a three-cushion regular of the carom clubs.
  const idOf = async (username: string) => {
    const found = await query<Paginated<PlayerListItem>>(page.request, 'players.list', {
      q: username,
    });
    const id = found.data.find((p) => p.username === username)?.id;
    if (!id) throw new Error(`the demo has ${username}`);
    return id;
  };
  const [pool, carom] = [await idOf('hoangnam'), await idOf('lyhoangphuc')];
  await page.goto(`/players/${pool}/vs/${carom}`);
  const ratings = page.getByText(/^Pool [\d.]+/);
  await expect(ratings).toHaveCount(2);
  // Not "Carom 300": the figure every carom rating starts at, which says nothing of them.
  await expect(ratings.first()).toHaveText(/^Pool [\d.]+$/);
  await expect(ratings.last()).toHaveText(/^Pool [\d.]+ · Carom [\d.,]+$/);
});
