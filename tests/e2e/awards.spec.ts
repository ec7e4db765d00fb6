// Results a club can stand behind (issue 40, result types): on a phone, the organiser gives a
// semi-final to the player who came (a walkover) and another to the player who could go on (a
// retirement); the match pages, the bracket, the TV and the scorebug say how each ended. On the
// table board, a called match a player did not come to is given away in two taps, and a match
// under way ends there as a retirement.
import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Board } from '../../src/shared/schemas/board';
import type { Match } from '../../src/shared/schemas/matches';
import {
  capture,
  demoPlayerOnPhone,
  fitsAndCapture,
  mutate,
  query,
  signIn,
  toast,
} from './support';
import { award } from './result-steps';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';
import { expectNoBlockers } from './sweep';

const PLAYERS = FIXTURE_PLAYERS.slice(22, 26);

/** On a phone, the organiser's new round robin of three, started: its first match to play. */
async function startedRoundRobin(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 3, format: 'round_robin' });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(30, 33));
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [first] = (await query<Match[]>(page.request, 'tournaments.matches', { id })).filter(
    (m) => m.status === 'scheduled',
  );
  if (!first?.player1 || !first.player2) throw new Error('a round robin starts with a match');
  return { id, first, player1: first.player1, player2: first.player2 };
}

test('the organiser awards a walkover and a retirement, and every view says how they ended', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, PLAYERS);
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [semi1, semi2] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!semi1?.player1 || !semi1.player2 || !semi2?.player1 || !semi2.player2) {
    throw new Error('a four-player knockout starts with two semi-finals');
  }

  // Nobody came for player 1: a walkover, before the match starts.
  await page.goto(`/matches/${semi1.id}`);
  const offer = page.getByRole('region', { name: 'Không đấu hết trận' });
  await expect(offer.getByRole('button', { name: /^Xử thắng cho/ })).toBeVisible();
  await fitsAndCapture(page, 'match-award-phone');
  await expectNoBlockers(page, 'the walkover form on a phone', 'light');
  await capture(offer, 'match-award-form-phone');
  await award(page, 'W.O. – cơ thủ vắng mặt', semi1.player1.fullName);
  await expect(page.getByTestId('match-state')).toHaveText('W.O.');
  // The public result history says how it ended, and who decided it.
  const decided = page
    .getByRole('region', { name: 'Lịch sử kết quả' })
    .getByRole('listitem')
    .first();
  await expect(decided).toContainText('Xử thắng: W.O.');
  await expect(decided).toContainText('Bởi');
  await expect(page.getByRole('region', { name: 'Không đấu hết trận' })).toHaveCount(0);
  await capture(page, 'match-walkover-phone');

  // Player 2 of the other semi-final is hurt at 1–0 down: a retirement keeps the score.
  await mutate(page.request, 'matches.start', { id: semi2.id });
  await mutate(page.request, 'matches.score', { id: semi2.id, player: 1, delta: 1 });
  await page.goto(`/matches/${semi2.id}`);
  const form = page.getByRole('region', { name: 'Không đấu hết trận' });
  // Once a match is under way, nobody is absent: no walkover is offered.
  await expect(form.getByLabel('Cách kết thúc').locator('option')).toHaveText([
    'Bỏ cuộc – cơ thủ không thể đấu tiếp',
    'Truất quyền – cơ thủ vi phạm',
  ]);
  await award(page, 'Bỏ cuộc – cơ thủ không thể đấu tiếp', semi2.player2.fullName);
  await expect(page.getByTestId('match-state')).toHaveText('Bỏ cuộc');

  // The final is drawn between the two who went through; the bracket says how they did.
  const final = (await query<Match[]>(page.request, 'tournaments.matches', { id })).find(
    (m) => m.roundLabel === 'Chung kết',
  );
  expect([final?.player1?.id, final?.player2?.id].sort()).toEqual(
    [semi1.player2.id, semi2.player1.id].sort(),
  );
  await page.goto(`/tournaments/${id}`);
  await expect(
    page.getByRole('article', { name: new RegExp(`${semi1.player1.fullName} gặp`) }),
  ).toContainText('W.O.');
  await expect(
    page.getByRole('article', { name: new RegExp(`${semi2.player1.fullName} gặp`) }),
  ).toContainText('Bỏ cuộc');

  // The venue's TV and the stream's scorebug say it too.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/tv/tournaments/${id}`);
  const results = page.getByRole('list', { name: 'Kết quả mới nhất' });
  await expect(results).toContainText('W.O.');
  await expect(results).toContainText('Bỏ cuộc');
  await capture(results, 'tv-results-awarded');
  await page.goto(`/overlay/matches/${semi2.id}`);
  const scorebug = page.getByRole('status', { name: new RegExp(semi2.player1.fullName) });
  await expect(scorebug).toContainText('Kết thúc · Bỏ cuộc');
  await capture(scorebug, 'overlay-retired');
});

test('from the table board, the organiser gives a called match to the player who came and ends a match under way as a retirement', async ({
  page,
  playwright,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(26, 30));
  await mutate(page.request, 'tournaments.configureBoard', {
    id,
    tables: ['Bàn 1'],
    restMinutes: 0,
    noShowMinutes: 1,
    playersScore: false,
  });
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const board = await query<Board>(page.request, 'tournaments.board', { id });
  const called = board.tables[0]?.match;
  const next = board.queue[0]?.match;
  if (!called?.player1 || !called.player2 || !next) throw new Error('Bàn 1 called no match');

  // The call starts the no-show clock: a minute here. The organiser's board counts it down.
  await page.clock.install();
  await page.goto(`/tournaments/${id}/board`);
  const table = page.getByTestId('board-table').filter({ hasText: 'Bàn 1' });
  const roll = table.getByRole('group', { name: 'Điểm danh tại bàn' });
  await expect(roll).toContainText('Chờ cơ thủ đến Bàn 1: còn');
  // Player 1 is at the table and says so on their phone; the board hears it.
  const phone = await demoPlayerOnPhone(browser, called.player1.username);
  await phone.goto(`/matches/${called.id}`);
  await phone.getByRole('button', { name: 'Tôi đã có mặt' }).click();
  await expect(phone.getByRole('group', { name: 'Điểm danh tại bàn' })).toContainText('Có mặt');
  await capture(phone, 'match-presence-phone');
  await phone.context().close();
  await expect(roll.getByText('Có mặt', { exact: true })).toBeVisible();
  await expect(
    roll.getByRole('button', { name: `Báo ${called.player2.fullName} đã có mặt` }),
  ).toBeVisible();
  // The minute runs out with player 2 not there: the board says who is missing.
  await page.clock.fastForward(65_000);
  await expect(roll).toContainText(`Hết giờ chờ: ${called.player2.fullName} chưa có mặt`);
  await capture(table, 'board-no-show-phone');
  await table.getByRole('button', { name: 'Xử W.O. trận ở Bàn 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xử W.O. · Bàn 1' });
  await dialog.getByLabel('Cơ thủ bị xử thua').selectOption({ label: called.player2.fullName });
  // The dialog says what follows before anything is decided.
  await expect(dialog).toContainText(
    `${called.player2.fullName} vắng mặt: ${called.player1.fullName} thắng W.O.`,
  );
  // It names the match the winner goes on to: the final, its other side still to be decided.
  await expect(dialog).toContainText(
    new RegExp(`${called.player1.fullName} vào Chung kết · Trận \\d+, chờ đối thủ\\.`),
  );
  await fitsAndCapture(page, 'board-walkover-phone');
  await expectNoBlockers(page, 'the board’s walkover dialog on a phone', 'light');
  await dialog.getByRole('button', { name: `Xử thắng cho ${called.player1.fullName}` }).click();
  await expect(toast(page, 'Thành công')).toContainText(
    'Đã xử kết quả trận đấu · Bàn 1 gọi trận tiếp theo.',
  );

  // The table is not left waiting: the next match is called to it at once.
  await expect(table).toContainText(next.player1?.fullName ?? '');
  const decided = await query<Match>(page.request, 'matches.get', { id: called.id });
  expect(decided).toMatchObject({ resultType: 'walkover', winnerId: called.player1.id });

  // The other semi-final starts, and a player cannot go on at 0–0: a retirement, from the board.
  await mutate(page.request, 'matches.start', { id: next.id });
  const live = await query<Match>(page.request, 'matches.get', { id: next.id });
  if (!live.player1 || !live.player2) throw new Error('the second semi-final has its players');
  const end = table.getByRole('button', { name: 'Kết thúc trận ở Bàn 1' });
  // Its label stays inside the table's card, a half of a 390 px screen.
  const [button, card] = await Promise.all([end.boundingBox(), table.boundingBox()]);
  expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  );
  await capture(table, 'board-live-table-phone');
  await end.click();
  const ending = page.getByRole('dialog', { name: 'Kết thúc trận · Bàn 1' });
  await expect(ending.getByLabel('Cách kết thúc')).toHaveValue('retired');
  await ending.getByLabel('Cơ thủ bị xử thua').selectOption({ label: live.player1.fullName });
  await expect(ending).toContainText(`${live.player1.fullName} bỏ cuộc`);
  await capture(ending, 'board-retirement-phone');
  await ending.getByRole('button', { name: `Xử thắng cho ${live.player2.fullName}` }).click();
  await expect(ending).toHaveCount(0);
  await expect
    .poll(async () => (await query<Match>(page.request, 'matches.get', { id: next.id })).resultType)
    .toBe('retired');
  // The final is called to the table freed.
  await expect(table).toContainText(live.player2.fullName);
  await expect(table).toContainText(called.player1.fullName);
});

test('a player disqualified from a round robin loses every later match by walkover', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const { id, first, player1 } = await startedRoundRobin(page, playwright);
  const out = player1;

  await page.goto(`/matches/${first.id}`);
  await award(page, 'Truất quyền – cơ thủ vi phạm', out.fullName, { fromEvent: true });
  await expect(page.getByTestId('match-state')).toHaveText('Truất quyền');

  // The other match of theirs is given to its opponent; the third match is still to play.
  const all = await query<Match[]>(page.request, 'tournaments.matches', { id });
  const theirs = all.filter((m) => m.player1?.id === out.id || m.player2?.id === out.id);
  expect(theirs.map((m) => m.resultType).sort()).toEqual(['disqualified', 'walkover']);
  expect(all.filter((m) => m.status !== 'finished')).toHaveLength(1);
});

test('a round-robin match neither player came to is a double walkover, lost by both', async ({
  page,
  playwright,
}) => {
  const { id, first, player1, player2 } = await startedRoundRobin(page, playwright);

  await page.goto(`/matches/${first.id}`);
  const form = page.getByRole('region', { name: 'Không đấu hết trận' });
  await form
    .getByLabel('Cách kết thúc')
    .selectOption({ label: 'W.O. cả hai – cả hai cơ thủ vắng mặt' });
  // Nobody wins: there is no loser to name.
  await expect(form.getByLabel('Cơ thủ bị xử thua')).toHaveCount(0);
  await capture(form, 'match-double-walkover-form-phone');
  await form.getByRole('button', { name: 'Xử W.O. cả hai' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Không ai thắng');
  await dialog.getByRole('button', { name: 'Xử W.O. cả hai' }).click();
  await expect(page.getByTestId('match-state')).toHaveText('W.O. cả hai');
  await expect(
    page.getByRole('region', { name: 'Lịch sử kết quả' }).getByRole('listitem').first(),
  ).toContainText('Xử W.O. cả hai');
  await capture(page, 'match-double-walkover-phone');

  // The table counts it a loss for both.
  await page.goto(`/tournaments/${id}/ranking`);
  for (const player of [player1, player2]) {
    await expect(page.getByRole('row', { name: new RegExp(player.fullName) })).toBeVisible();
  }
  const table = await query<{ player: { id: number }; lost: number; won: number }[]>(
    page.request,
    'tournaments.standings',
    { id },
  );
  for (const player of [player1, player2]) {
    expect(table.find((s) => s.player.id === player.id)).toMatchObject({ won: 0, lost: 1 });
  }
});
