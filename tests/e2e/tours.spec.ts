// Ranking tours (issue 42), on a phone: an organiser creates a season in the form (its tiers'
// points typed as lists); two events are put in a season, one from the event's page, and once
// their results are final the table adds their tiers' points, counting each player's best result
// only; its TV and embed show the same table, and a player's profile their place.
import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import type { PlayerSummary } from '../../src/shared/schemas/players';
import type { Tour } from '../../src/shared/schemas/tours';
import { vietnamDay } from '../../src/shared/tour-rules';
import { capture, fitsAndCapture, mutate, query, signIn, toast } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PLAYERS = FIXTURE_PLAYERS.slice(40, 43);

const dayAfter = (days: number) => vietnamDay(new Date(Date.now() + days * 86_400_000));

/** Plays a match out through the API, player 1 winning every rack of their race. */
async function playOut(page: Page, id: number) {
  const { race1 } = await mutate<Match>(page.request, 'matches.start', { id });
  for (let rack = 0; rack < race1; rack++) {
    await mutate(page.request, 'matches.score', { id, player: 1, delta: 1 });
  }
}

/**
 * A two-player event of the signed-in organiser, with no protest window (its result is final at
 * once), played to the end: its champion and runner-up.
 */
async function playEvent(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  id: number,
  players: typeof PLAYERS,
): Promise<{ champion: PlayerSummary; runnerUp: PlayerSummary }> {
  await joinAsDemoPlayers(playwright, id, players);
  await mutate(page.request, 'tournaments.configureBoard', {
    id,
    tables: [],
    restMinutes: 0,
    protestMinutes: 0,
  });
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [final] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!final?.player1 || !final.player2) throw new Error('a two-player final');
  await playOut(page, final.id);
  return { champion: final.player1, runnerUp: final.player2 };
}

test('an organiser creates a tour: tiers typed as lists of points, a second tier at half', async ({
  page,
}) => {
  await signIn(page, 'organizer');
  await page.goto('/tours');
  await page.getByRole('link', { name: 'Tạo tour' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tạo tour xếp hạng' })).toBeVisible();

  const name = `Tour 9 bi kiểm thử ${Date.now()}`;
  await page.getByLabel('Tên tour').fill(name);
  const tierA = page.getByRole('group', { name: 'Hạng giải 1' });
  await tierA.getByLabel('Điểm theo thứ hạng').fill('100, 70, năm mươi');
  await page.getByRole('button', { name: 'Tạo tour' }).click();
  await expect(tierA.getByText('“năm” không phải là số nguyên (thứ hạng 3)')).toBeVisible();

  await tierA.getByLabel('Điểm theo thứ hạng').fill('100, 70, 50, 50');
  await expect(
    tierA.getByText('Vô địch: 100 · Á quân: 70 · Hạng 3: 50 · Hạng 4: 50'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Thêm hạng bằng nửa điểm hạng A' }).click();
  const tierB = page.getByRole('group', { name: 'Hạng giải 2' });
  await expect(tierB.getByLabel('Tên hạng')).toHaveValue('B');
  await expect(tierB.getByLabel('Điểm theo thứ hạng')).toHaveValue('50, 35, 25, 25');
  await page.getByLabel('Số kết quả tốt nhất được tính').fill('3');
  await fitsAndCapture(page, 'tour-form-phone');
  await page.getByRole('button', { name: 'Tạo tour' }).click();

  await expect(toast(page, 'Thành công')).toContainText('Đã tạo tour xếp hạng');
  await expect(page).toHaveURL(/\/tours\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Bảng xếp hạng chưa có điểm')).toBeVisible();
  const rules = page.getByRole('region', { name: 'Luật tính điểm' });
  await expect(rules).toContainText('Chỉ 3 kết quả tốt nhất của mỗi cơ thủ được cộng.');
  await expect(rules.getByRole('list', { name: 'Điểm của hạng giải B' })).toContainText('35');

  // The form shows it again as saved, to its organiser.
  await page.getByRole('link', { name: 'Sửa tour' }).click();
  await expect(page.getByLabel('Tên tour')).toHaveValue(name);
  await expect(
    page.getByRole('group', { name: 'Hạng giải 2' }).getByLabel('Điểm theo thứ hạng'),
  ).toHaveValue('50, 35, 25, 25');

  // It is listed among the running seasons of pool.
  await page.goto('/tours?family=pool&status=running');
  await expect(page.getByRole('article').filter({ hasText: name })).toContainText('0 giải');
});

test('a season’s table after two events adds their tiers’ points, each player’s best one counted', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'organizer');
  const tour = await mutate<Tour>(page.request, 'tours.create', {
    name: `Tour mùa xuân ${Date.now()}`,
    description: 'Hai giải, mỗi cơ thủ tính một kết quả tốt nhất.',
    family: 'pool',
    startsOn: dayAfter(-1),
    endsOn: dayAfter(60),
    tiers: [
      { name: 'A', points: [100, 70, 50, 50] },
      { name: 'B', points: [50, 35, 25, 25] },
    ],
    bestOf: 1,
    rollover: 'halve',
    previousId: null,
    open: false,
  });

  // The first event joins the tour from its own page, as tier A.
  const first = await createTournament(page, { maxPlayers: 2 });
  await page.goto(`/tournaments/${first.id}`);
  await page.getByRole('button', { name: 'Đưa vào tour xếp hạng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tính điểm tour xếp hạng' });
  await dialog.getByRole('combobox', { name: /^Tour/ }).selectOption({ label: tour.name });
  await dialog.getByRole('combobox', { name: /^Hạng giải/ }).selectOption({ label: 'Hạng A' });
  await capture(page, 'tour-attach-dialog-phone');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Thành công')).toContainText(`Đã đưa giải vào tour ${tour.name}`);
  await expect(page.getByTestId('tournament-tour')).toHaveText(`Tour: ${tour.name} · hạng A`);
  await capture(page, 'tour-event-badge-phone');

  // The second as tier B, through the API.
  const second = await createTournament(page, { maxPlayers: 2 });
  await mutate(page.request, 'tournaments.setTour', { id: second.id, tourId: tour.id, tier: 'B' });
  await page.goto(`/tours/${tour.id}`);
  const events = page.getByRole('list', { name: 'Các giải trong tour' }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.filter({ hasText: 'Chưa tính điểm' })).toHaveCount(2);

  const [shared, onlyFirst, onlySecond] = PLAYERS as unknown as [
    (typeof PLAYERS)[number],
    (typeof PLAYERS)[number],
    (typeof PLAYERS)[number],
  ];
  const one = await playEvent(page, playwright, first.id, [shared, onlyFirst]);
  const two = await playEvent(page, playwright, second.id, [shared, onlySecond]);
  const earned = new Map<string, number[]>();
  for (const [player, points] of [
    [one.champion, 100],
    [one.runnerUp, 70],
    [two.champion, 50],
    [two.runnerUp, 35],
  ] as const) {
    earned.set(player.fullName, [...(earned.get(player.fullName) ?? []), points]);
  }

  await page.goto(`/tours/${tour.id}`);
  await expect(page.getByTestId('tour-final-events')).toContainText('Đã tính 2/2 giải');
  await expect(events.filter({ hasText: 'Đã tính điểm' })).toHaveCount(2);
  const rows = page.getByTestId('tour-standing');
  await expect(rows).toHaveCount(3);
  for (const [name, points] of earned) {
    // Best of one: the better result of the player who played both.
    await expect(rows.filter({ hasText: name }).getByTestId('tour-points')).toHaveText(
      String(Math.max(...points)),
    );
  }
  await expect(rows.first()).toContainText(one.champion.fullName);
  // Each column says what it counts ("Giải" alone read as a prize or an event's name).
  const table = page.getByRole('table', { name: 'Bảng xếp hạng tour' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Hạng',
    'Cơ thủ',
    'Số giải',
    'Điểm',
    'Chi tiết',
  ]);

  // The player of both events: one result counted, the other not.
  await page.getByRole('button', { name: `Điểm từng giải của ${shared.fullName}` }).click();
  const detail = page.getByRole('list', { name: `Điểm từng giải của ${shared.fullName}` });
  await expect(detail.getByRole('listitem')).toHaveCount(2);
  await expect(detail.getByText('Được tính')).toHaveCount(1);
  await expect(detail.getByText('Không tính')).toHaveCount(1);
  await expect(detail).toContainText(first.name);
  await fitsAndCapture(page, 'tour-page-phone');
  await capture(page.getByRole('table', { name: 'Bảng xếp hạng tour' }), 'tour-table-phone');

  // The player's profile names their place in the season.
  await page.getByRole('link', { name: shared.fullName }).first().click();
  const theirs = page.getByRole('list', { name: 'Tour xếp hạng của cơ thủ' });
  await expect(theirs.getByRole('listitem').filter({ hasText: tour.name })).toContainText('điểm');

  // The venue's TV and a club's website show the same table, read-only.
  await page.goto(`/tv/tours/${tour.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
  const tv = page.getByRole('table', { name: 'Bảng xếp hạng tour' });
  await expect(tv.getByRole('row')).toHaveCount(4);
  await expect(tv.getByRole('row').nth(1)).toContainText(one.champion.fullName);
  await expect(page.getByRole('link', { name: 'Sửa tour' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await capture(page, 'tour-tv');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/embed/tours/${tour.id}?rows=2`);
  const embedded = page.getByRole('table', { name: 'Bảng xếp hạng tour' });
  await expect(embedded.getByRole('columnheader', { name: 'Số giải' })).toBeVisible();
  await expect(embedded.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Xem trên BidaHub' })).toHaveAttribute(
    'href',
    new RegExp(`/tours/${tour.id}$`),
  );
  await fitsAndCapture(page, 'tour-embed-phone');
});
