// A three-cushion match scored inning by inning on a phone (issue 20): the lag, runs typed on
// the numpad and counted point by point, the equalizing inning, a forgotten inning inserted
// before confirming; then the protocol, the averages on the player's profile and the table.
import { expect, test } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import {
  capture,
  fitsAndCapture,
  mutate,
  pdfOptions,
  query,
  sheetsOf,
  signIn,
  toastRegion,
} from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// Pool players with no carom game yet: the profile's averages are this match's alone.
const PLAYERS = FIXTURE_PLAYERS.slice(36, 38);
const TARGET_5 = { early: 5, quarterFinal: 5, semiFinal: 5, final: 5 };

test('a three-cushion match, inning by inning, to the protocol, the profile and the table', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'organizer');
  const { id, name } = await createTournament(page, {
    game: 'three-cushion',
    format: 'round_robin',
    maxPlayers: 2,
    raceTo: TARGET_5,
    inningsLimit: 20,
    caromTiebreak: 'penalty_shots',
    shotClock: { seconds: 40, extensions: 1 },
  });
  await joinAsDemoPlayers(playwright, id, PLAYERS);
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [match] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!match?.player1 || !match.player2) throw new Error('a round robin of two has one match');
  const [first, second] = [match.player1, match.player2];

  await page.goto(`/matches/${match.id}`);
  await expect(page.getByText('5 điểm')).toHaveCount(2);
  await page.getByRole('button', { name: 'Bắt đầu trận' }).click();
  await page.getByRole('button', { name: `${first.fullName} thắng lag, đánh trước` }).click();

  const turn = page.getByTestId('carom-turn');
  const run = page.getByTestId('current-run');
  const numpad = page.getByRole('group', { name: 'Bàn phím số' });
  const endInning = (points: number) =>
    page.getByRole('button', { name: `Hết lượt · ghi ${points} điểm` }).click();

  // Inning 1: the breaker's shot clock runs, and they call their one extension.
  await expect(turn).toHaveText(`Lượt 1 · ${first.fullName} / 20`);
  const clock = page.getByTestId('shot-clock');
  await expect(clock).toHaveText('40 giây');
  await page.getByRole('button', { name: 'Bắt đầu bấm giờ cơ này' }).click();
  await page.getByRole('button', { name: 'Gia hạn (1)' }).click();
  await expect(page.getByRole('button', { name: 'Gia hạn (0)' })).toBeDisabled();
  await expect(clock).toHaveText(/^(79|80) giây$/);
  // They type a run of 2; the opponent misses (a zero passes the turn).
  await numpad.getByRole('button', { name: '2', exact: true }).click();
  await expect(run).toHaveText('2');
  await endInning(2);
  await expect(turn).toHaveText(`Lượt 1 · ${second.fullName} / 20`);
  await endInning(0);

  // Inning 2: the breaker counts 3 points one by one and reaches the target of 5.
  const plus = page.getByRole('button', { name: 'Cộng 1 điểm vào loạt đang đánh' });
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(run).toHaveText('3');
  await expect(plus).toBeDisabled();
  await endInning(3);
  await expect(page.getByTestId('score-1')).toHaveText('5');
  // The opponent still has the equalizing inning: 4 points, short of 5.
  await expect(page.getByText('Lượt cân bằng')).toBeVisible();
  await numpad.getByRole('button', { name: '4', exact: true }).click();
  await capture(page, 'carom-scoring-phone');
  // A spectator's phone follows the run being played, before the inning ends.
  const spectator = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await spectator.goto(`/matches/${match.id}`);
  await expect(spectator.getByTestId('live-run')).toHaveText('Loạt đang đánh: 4 điểm');
  await capture(spectator, 'carom-spectator-phone');
  await spectator.close();
  await endInning(4);
  await expect(page.getByText(`Ván đã kết thúc: ${first.fullName} thắng 5 – 4`)).toBeVisible();
  await expect(page.getByTestId('sync-state')).toHaveText('Đã đồng bộ');

  // Before confirming, the scorer inserts an inning the table forgot (two misses) before inning 2.
  await page.getByRole('button', { name: 'Sửa biên bản' }).click();
  await page.getByRole('button', { name: 'Chèn một lượt trước lượt 2' }).click();
  await page.getByRole('button', { name: 'Lưu biên bản' }).click();
  const rows = page.getByTestId('protocol-row');
  await expect(rows).toHaveCount(3);
  // Each player's two columns say what they hold.
  await expect(page.getByRole('columnheader', { name: 'Loạt' })).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: 'Tổng' })).toHaveCount(2);
  await expect(rows.nth(1)).toHaveText(['2', '0', '2', '0', '0'].join(''));

  await page.getByRole('button', { name: 'Xác nhận kết quả' }).click();
  await expect(toastRegion(page)).toContainText(`Trận đấu kết thúc: ${first.fullName} thắng.`);
  // 5 points in 3 innings and 4 in 3: the averages to three decimals, the Vietnamese way.
  await expect(page.getByTestId('average-1')).toHaveText('1,667');
  await expect(page.getByTestId('average-2')).toHaveText('1,333');
  await expect(page.getByRole('button', { name: 'In biên bản' })).toBeVisible();
  await fitsAndCapture(page, 'carom-protocol-phone');

  // "In biên bản" prints the protocol alone, on one sheet: nothing of the page around it.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'In biên bản' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/^Biên bản trận đấu · /)).toBeVisible();
  await expect(page.getByTestId('average-1')).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  expect(sheetsOf(await page.pdf(pdfOptions('print-carom-protocol'))).count).toBe(1);
  await page.emulateMedia({ media: null });

  const stored = await query<Match>(page.request, 'matches.get', { id: match.id });
  expect(stored).toMatchObject({ status: 'finished', score1: 5, score2: 4, winnerId: first.id });
  expect(stored.carom?.protocol).toEqual({
    breaker: 1,
    runs: [2, 0, 0, 0, 3, 4],
    penaltyWinner: null,
    extensions: [1, 0],
    current: 0,
  });

  // The winner's profile: their three-cushion figures, this match's alone.
  await page.goto(`/players/${first.id}`);
  const threeCushion = page.getByRole('table', { name: /^Carom 3 băng: 12 tháng qua/ });
  await expect(threeCushion.getByRole('row', { name: /Trung bình chung/ })).toContainText(
    '1,6671,667',
  );
  await expect(threeCushion.getByRole('row', { name: /Loạt cơ cao nhất/ })).toContainText('33');
  // The carom rating has its own chart, this one game in it.
  const carom = page.getByRole('region', { name: 'Carom' });
  await expect(carom.getByText(/^1 trận được tính điểm, khởi đầu/)).toBeVisible();
  await fitsAndCapture(page, 'carom-profile-phone');

  // The table of the round robin, decided: points won–lost and the general average.
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Xếp hạng' }).click();
  const table = page.getByRole('table', { name: 'Xếp hạng chung cuộc' });
  await expect(table.getByRole('row', { name: new RegExp(first.fullName) })).toContainText('1,667');
  await expect(table.getByRole('row', { name: new RegExp(second.fullName) })).toContainText(
    '1,333',
  );
  await fitsAndCapture(page, 'carom-standings-phone');
});

test('a round robin that allows draws: a level game is a draw, a match point each', async ({
  page,
  playwright,
}) => {
  await signIn(page, 'organizer');
  const { id, name } = await createTournament(page, {
    game: 'three-cushion',
    format: 'round_robin',
    maxPlayers: 2,
    raceTo: TARGET_5,
    caromTiebreak: 'penalty_shots',
    caromDraws: true,
  });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(38, 40));
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [match] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!match?.player1) throw new Error('a round robin of two has one match');

  // The breaker runs the 5 at once; the opponent equalizes in the same inning.
  await page.goto(`/matches/${match.id}`);
  await page.getByRole('button', { name: 'Bắt đầu trận' }).click();
  await page
    .getByRole('button', { name: `${match.player1.fullName} thắng lag, đánh trước` })
    .click();
  const numpad = page.getByRole('group', { name: 'Bàn phím số' });
  for (const _ of [1, 2]) {
    await numpad.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: 'Hết lượt · ghi 5 điểm' }).click();
  }
  await expect(page.getByText('Ván đã kết thúc: hòa 5 – 5 sau 1 lượt cơ.')).toBeVisible();
  await page.getByRole('button', { name: 'Xác nhận kết quả' }).click();
  await expect(toastRegion(page)).toContainText('Trận đấu kết thúc: hòa 5 – 5.');

  await page.goto(`/tournaments/${id}/desc`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Hòa (1 điểm trận)', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Xếp hạng' }).click();
  const table = page.getByRole('table', { name: 'Xếp hạng chung cuộc' });
  await expect(table.getByRole('columnheader', { name: 'T–H–B' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '0–1–0', exact: true })).toHaveCount(2);
});

test('an organiser corrects a confirmed game in its protocol, and the result follows', async ({
  page,
  playwright,
}) => {
  await signIn(page, 'organizer');
  // Three players: the event is still running after one game, so its results may be corrected.
  const { id } = await createTournament(page, {
    game: 'three-cushion',
    format: 'round_robin',
    maxPlayers: 3,
    raceTo: TARGET_5,
    caromTiebreak: 'penalty_shots',
    caromDraws: true,
  });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(40, 43));
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const scheduled = await query<Match[]>(page.request, 'tournaments.matches', { id });
  const match = scheduled.find((m) => m.player1 && m.player2);
  if (!match?.player1 || !match.player2) throw new Error('a round robin of three has a match');
  // Confirmed 5–3 at the table; the opponent's equalizing inning was really a 5.
  await mutate(page.request, 'matches.start', { id: match.id });
  const wrong = { breaker: 1, runs: [5, 3], penaltyWinner: null, extensions: [0, 0] };
  await mutate(page.request, 'matches.protocol', {
    id: match.id,
    protocol: wrong,
    from: null,
    confirm: true,
  });

  await page.goto(`/matches/${match.id}`);
  await expect(page.getByTestId('score-1')).toHaveText('5');
  // A carom result is corrected in its protocol, never as a bare score.
  await expect(page.getByRole('heading', { name: 'Sửa kết quả' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sửa biên bản' }).click();
  await page.getByRole('spinbutton', { name: `Lượt 1, ${match.player2.fullName}` }).fill('5');
  await page.getByRole('button', { name: 'Lưu biên bản' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sửa kết quả' });
  await expect(dialog).toContainText('(hòa)');
  await dialog.getByRole('button', { name: 'Sửa kết quả' }).click();
  await expect(toastRegion(page)).toContainText('Đã sửa kết quả trận đấu.');
  await expect(page.getByTestId('score-2')).toHaveText('5');
  const stored = await query<Match>(page.request, 'matches.get', { id: match.id });
  expect(stored).toMatchObject({ status: 'finished', score1: 5, score2: 5, winnerId: null });
  await fitsAndCapture(page, 'carom-corrected-phone');
});
