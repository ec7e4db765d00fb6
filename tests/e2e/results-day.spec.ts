// A day of results a club can stand behind (issue 40), on the organiser's phone: a round robin of
// four on two tables with coin prizes from the organiser's wallet. A player does not come to the
// table (the board offers the walkover when the clock runs out); another retires; a protest of
// the walkover is rejected and a protest of the retirement upheld (played again); a player is
// disqualified from the event (their last match a walkover); at the end the prizes are paid into
// the winners' wallets, once, and the tournament page says who got what.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Board } from '../../src/shared/schemas/board';
import type { Match } from '../../src/shared/schemas/matches';
import type { PlayerSummary } from '../../src/shared/schemas/players';
import type { Standing } from '../../src/shared/schemas/standings';
import type { Tournament } from '../../src/shared/schemas/tournaments';
import { award, protest, rule } from './result-steps';
import { demoPlayerOnPhone, fitsAndCapture, mutate, query, signIn, toast } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

const PLAYERS = FIXTURE_PLAYERS.slice(44, 48);
const PRIZES = [
  { place: 1, label: 'Cúp vô địch', coins: 200 },
  { place: 2, label: 'Huy chương bạc', coins: 100 },
];

const usernameOf = (player: PlayerSummary) => {
  const found = PLAYERS.find((p) => p.fullName === player.fullName);
  if (!found) throw new Error(`a demo player named ${player.fullName}`);
  return found.username;
};

/** Both players of a match known: the match and its two players. */
function paired(match: Match | null | undefined) {
  if (!match?.player1 || !match.player2) throw new Error('a match with both players');
  return { match, player1: match.player1, player2: match.player2 };
}

/** Plays a match out through the API, player 1 winning every rack of their race. */
async function playOut(page: Page, id: number) {
  const { race1 } = await mutate<Match>(page.request, 'matches.start', { id });
  for (let rack = 0; rack < race1; rack++) {
    await mutate(page.request, 'matches.score', { id, player: 1, delta: 1 });
  }
}

test('a day of walkovers, a retirement, protests and a disqualification ends with the prizes paid once', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, {
    maxPlayers: 4,
    format: 'round_robin',
    prizes: PRIZES,
  });
  await joinAsDemoPlayers(playwright, id, PLAYERS);
  await mutate(page.request, 'tournaments.configureBoard', {
    id,
    tables: ['Bàn 1', 'Bàn 2'],
    restMinutes: 0,
    noShowMinutes: 1,
    protestMinutes: 10,
    playersScore: false,
  });
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const board = await query<Board>(page.request, 'tournaments.board', { id });
  const atTable = (label: string) => board.tables.find((t) => t.label === label)?.match;
  const first = paired(atTable('Bàn 1'));
  const second = paired(atTable('Bàn 2'));

  // Bàn 1: player 1 came, player 2 did not. The minute runs out; the board offers the walkover.
  await page.clock.install();
  await page.goto(`/tournaments/${id}/board`);
  const table1 = page.getByTestId('board-table').filter({ hasText: 'Bàn 1' });
  const roll = table1.getByRole('group', { name: 'Điểm danh tại bàn' });
  await roll.getByRole('button', { name: `Báo ${first.player1.fullName} đã có mặt` }).click();
  await expect(roll.getByText('Có mặt', { exact: true })).toBeVisible();
  await page.clock.fastForward(65_000);
  await expect(roll).toContainText(`Hết giờ chờ: ${first.player2.fullName} chưa có mặt`);
  await table1.getByRole('button', { name: 'Xử W.O. trận ở Bàn 1' }).click();
  const offer = page.getByRole('dialog', { name: 'Xử W.O. · Bàn 1' });
  await offer.getByLabel('Cơ thủ bị xử thua').selectOption({ label: first.player2.fullName });
  await fitsAndCapture(page, 'day-board-walkover-phone');
  await offer.getByRole('button', { name: `Xử thắng cho ${first.player1.fullName}` }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã xử kết quả trận đấu');

  // Bàn 2: the match starts, and player 1 cannot go on: a retirement, from the board.
  await mutate(page.request, 'matches.start', { id: second.match.id });
  await mutate(page.request, 'matches.score', { id: second.match.id, player: 1, delta: 1 });
  const table2 = page.getByTestId('board-table').filter({ hasText: 'Bàn 2' });
  await table2.getByRole('button', { name: 'Kết thúc trận ở Bàn 2' }).click();
  const ending = page.getByRole('dialog', { name: 'Kết thúc trận · Bàn 2' });
  await ending.getByLabel('Cơ thủ bị xử thua').selectOption({ label: second.player1.fullName });
  await ending.getByRole('button', { name: `Xử thắng cho ${second.player2.fullName}` }).click();
  await expect(ending).toHaveCount(0);

  // The absent player protests the walkover on their phone; the organiser rejects it.
  const absent = await demoPlayerOnPhone(browser, usernameOf(first.player2));
  await absent.goto(`/matches/${first.match.id}`);
  await protest(absent, 'Tôi chỉ đến muộn hai phút vì kẹt xe');
  await absent.context().close();
  await page.goto(`/matches/${first.match.id}`);
  await rule(page, 'Giữ nguyên');
  await expect(page.getByTestId('match-state')).toHaveText('W.O.');

  // The retired player says they only asked for a pause; the organiser has it played again.
  const retired = await demoPlayerOnPhone(browser, usernameOf(second.player1));
  await retired.goto(`/matches/${second.match.id}`);
  await protest(retired, 'Tôi chỉ xin nghỉ năm phút, không bỏ cuộc');
  await retired.context().close();
  await page.goto(`/matches/${second.match.id}`);
  await rule(page, 'Cho đấu lại');
  await expect(page.getByRole('button', { name: 'Bắt đầu trận' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Lịch sử kết quả' });
  await expect(history).toContainText('Khiếu nại: Cho đấu lại');
  await playOut(page, second.match.id);

  // A player of the next round is disqualified from the event: their last match is a walkover.
  const waiting = () =>
    query<Match[]>(page.request, 'tournaments.matches', { id }).then((all) =>
      all.filter((m) => m.status !== 'finished'),
    );
  const next = paired((await waiting())[0]);
  const out = next.player2;
  await page.goto(`/matches/${next.match.id}`);
  await award(page, 'Truất quyền – cơ thủ vi phạm', out.fullName, { fromEvent: true });
  await expect(page.getByTestId('match-state')).toHaveText('Truất quyền');
  const theirs = (await query<Match[]>(page.request, 'tournaments.matches', { id })).filter(
    (m) => m.player1?.id === out.id || m.player2?.id === out.id,
  );
  expect(theirs.every((m) => m.status === 'finished')).toBe(true);

  // The prize ceremony is now: the organiser closes the protest window for the last matches.
  await mutate(page.request, 'tournaments.configureBoard', {
    id,
    tables: ['Bàn 1', 'Bàn 2'],
    restMinutes: 0,
    protestMinutes: 0,
  });
  for (const match of await waiting()) await playOut(page, match.id);

  const standings = await query<Standing[]>(page.request, 'tournaments.standings', { id });
  const at = (place: number) => standings.filter((s) => s.place === place).map((s) => s.player);
  await expect
    .poll(async () => (await query<Tournament>(page.request, 'tournaments.get', { id })).status)
    .toBe('finished');
  const done = await query<Tournament>(page.request, 'tournaments.get', { id });
  // Paid once: what stands is the prizes set, nothing to the disqualified player.
  expect(done.resultsFinalAt).not.toBeNull();
  expect(done.prizePayments.reduce((sum, p) => sum + p.coins, 0)).toBe(300);
  expect(done.prizePayments.map((p) => p.player.id)).not.toContain(out.id);
  expect(done.prizeHeld).toBe(0);

  await page.goto(`/tournaments/${id}/desc`);
  const paid = page.getByRole('region', { name: 'Đã trao thưởng' });
  for (const champion of at(1)) await expect(paid).toContainText(champion.fullName);
  await expect(paid).toContainText('Vô địch');
  await paid.scrollIntoViewIfNeeded();
  await fitsAndCapture(page, 'day-prizes-paid-phone');
});

test('a result corrected after the prizes were paid takes them back and pays the right player', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 2, prizes: PRIZES });
  await joinAsDemoPlayers(playwright, id, PLAYERS.slice(0, 2));
  await mutate(page.request, 'tournaments.configureBoard', {
    id,
    tables: [],
    restMinutes: 0,
    protestMinutes: 0,
  });
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [listed] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  const { match: final, player1, player2 } = paired(listed);
  await playOut(page, final.id);
  const paidFirst = await query<Tournament>(page.request, 'tournaments.get', { id });
  expect(paidFirst.prizePayments.map((p) => [p.player.id, p.coins])).toEqual(
    expect.arrayContaining([
      [player1.id, 200],
      [player2.id, 100],
    ]),
  );

  // The scores were written the wrong way round: the organiser corrects the final.
  await page.goto(`/matches/${final.id}`);
  const form = page.getByRole('region', { name: 'Sửa kết quả' });
  await form.getByLabel(`Tỉ số của ${player1.fullName}`).fill('0');
  await form.getByLabel(`Tỉ số của ${player2.fullName}`).fill(String(final.race2));
  await form.getByRole('button', { name: 'Lưu kết quả mới' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sửa kết quả' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã sửa kết quả trận đấu');

  await page.goto(`/tournaments/${id}/desc`);
  const paid = page.getByRole('region', { name: 'Đã trao thưởng' });
  await expect(paid.getByText(/^Đã thu hồi/)).toHaveCount(2);
  await expect(paid.getByRole('listitem')).toHaveCount(4);
  const after = await query<Tournament>(page.request, 'tournaments.get', { id });
  const standing = after.prizePayments.filter((p) => p.reversedAt === null);
  expect(standing.map((p) => [p.player.id, p.coins])).toEqual(
    expect.arrayContaining([
      [player2.id, 200],
      [player1.id, 100],
    ]),
  );
  await paid.scrollIntoViewIfNeeded();
  await fitsAndCapture(page, 'prizes-reversed-phone');
});
