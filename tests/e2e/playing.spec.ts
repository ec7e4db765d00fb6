import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import { mapRaceToByRank } from '../../src/app-api/services/race-to';
import type { RankCode } from '../../src/shared/schemas/config';

// The expected races come from the formula of the product design (the embedded upstream's own
// implementation, checked against hand-computed cases in tests/unit/race-to.test.ts).
const expected = (rankA: RankCode, rankB: RankCode, raceTo: number) =>
  mapRaceToByRank(DEFAULT_CONFIG, { rankA, rankB, raceTo });

const calculator = (page: Page) => page.getByRole('group', { name: 'Thông số trận đấu' });
const result = (page: Page) => page.getByRole('region', { name: 'Kết quả tính' });

test('the race calculator answers two ranks and a race with both races, the spot and the odds', async ({
  page,
}) => {
  await page.goto('/playing');
  const form = calculator(page);
  await form.getByRole('combobox', { name: 'Hạng cơ thủ A' }).selectOption('B');
  await form.getByRole('combobox', { name: 'Hạng cơ thủ B' }).selectOption('G');
  await form.getByRole('spinbutton', { name: 'Số ván chạm của người mạnh hơn' }).fill('9');

  const answer = expected('B', 'G', 9);
  expect(answer.spot).toBeGreaterThan(0);
  await expect(result(page)).toContainText(
    `Hạng B chạm ${answer.raceA} – Hạng G chạm ${answer.raceB}`,
  );
  await expect(result(page)).toContainText(`Chấp ${answer.spot} ván`);
  // The bar's label: each side's chance, to a tenth of a percent.
  const odds = await result(page).getByRole('img').getAttribute('aria-label');
  const shown = [...(odds ?? '').matchAll(/thắng (\d+(?:,\d)?)%/g)].map((m) =>
    Number(m[1]?.replace(',', '.')),
  );
  expect(odds).toMatch(/^Hạng B thắng .+, Hạng G thắng .+$/);
  expect(shown).toHaveLength(2);
  expect(shown[0]).toBeCloseTo(answer.winProbabilityA * 100, 0);
  expect((shown[0] ?? 0) + (shown[1] ?? 0)).toBeCloseTo(100, 5);

  // Swapping the two ranks swaps the races.
  await form.getByRole('button', { name: 'Đổi chỗ hai hạng' }).click();
  await expect(result(page)).toContainText(
    `Hạng G chạm ${answer.raceB} – Hạng B chạm ${answer.raceA}`,
  );

  // Two players of one rank: no handicap.
  await form.getByRole('combobox', { name: 'Hạng cơ thủ A' }).selectOption('B');
  await expect(result(page)).toContainText('Hạng B chạm 9 – Hạng B chạm 9');
  await expect(result(page)).toContainText('Không chấp');
});

test('a race outside 1–50 is refused on its field and nothing is asked', async ({ page }) => {
  await page.goto('/playing');
  const race = calculator(page).getByRole('spinbutton', { name: 'Số ván chạm của người mạnh hơn' });
  // The default pair is answered first; from then on, no invalid race may reach the server.
  await expect(result(page)).toContainText(/Hạng \w chạm \d+ – Hạng \w chạm \d+/);
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('config.mapRaceTo')) asked++;
  });
  await race.fill('51');
  await expect(calculator(page)).toContainText('Số ván chạm tối đa là 50');
  await expect(result(page)).toContainText('Nhập số ván chạm hợp lệ để xem kết quả.');
  await race.fill('');
  await expect(calculator(page)).toContainText('Hãy nhập số ván chạm');
  expect(asked).toBe(0);
});

test('the race chart shows every rank pair for the chosen race', async ({ page }) => {
  await page.goto('/playing');
  const section = page.getByRole('region', { name: 'Bảng chạm' });
  await section.getByRole('combobox', { name: 'Người mạnh hơn chạm' }).selectOption('11');
  const table = section.getByRole('table');
  await expect(table).toContainText('Bảng chạm khi người mạnh hơn chạm 11');

  const codes = DEFAULT_CONFIG.ranks.map((rank) => rank.code);
  // One row per rank (plus the header), one cell per rank pair.
  await expect(table.getByRole('row')).toHaveCount(codes.length + 1);
  for (const [rankA, rankB] of [
    ['A', 'K'],
    ['D', 'F'],
    ['H', 'C'],
    ['E', 'E'],
  ] as const) {
    const cell = expected(rankA, rankB, 11);
    const row = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: `Hạng ${rankA}`, exact: true }),
    });
    const column = codes.indexOf(rankB);
    await expect(row.getByRole('cell').nth(column)).toHaveText(`${cell.raceA}–${cell.raceB}`);
  }
});

test('the leaderboard filters by rank through the URL and links each player', async ({ page }) => {
  await page.goto('/playing#bang-xep-hang');
  const section = page.getByRole('region', { name: 'Bảng xếp hạng cơ thủ' });
  await section.getByRole('combobox', { name: 'Lọc theo hạng' }).selectOption('B');
  await expect(page).toHaveURL(/[?&]rank=B/);
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Hạng B');
  const badges = await section
    .getByRole('table')
    .getByText(/^Hạng [A-K]$/)
    .allInnerTexts();
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set(['Hạng B']));

  const first = rows.nth(1).getByRole('link').first();
  const name = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a carom board shows carom figures without the pool table’s letter ranks', async ({
  page,
}) => {
  await page.goto('/playing?rank=B#bang-xep-hang');
  const section = page.getByRole('region', { name: /^Bảng xếp hạng cơ thủ/ }).first();
  await section.getByRole('combobox', { name: 'Thể loại' }).selectOption('three-cushion');
  await expect(page).toHaveURL(/[?&]game=three-cushion/);
  await expect(page).not.toHaveURL(/[?&]rank=/);
  const board = page.getByRole('table').filter({ hasText: 'TB' }).first();
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  await expect(board.getByText(/^Hạng [A-K]$/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Lọc theo hạng' })).toHaveCount(0);
});
