// The whole tournament day at the club (issue 19), on the organiser's phone: 16 players register,
// 13 check in (one scans the QR code, one is ticked off, the rest type the code), the absent
// three are refunded at the start; the board calls matches to 4 tables; a waiting player is told
// "you're up"; players report and confirm their results, and one dispute is decided by the
// organiser; one scoring phone loses the Wi-Fi for several racks and syncs them, none lost and
// none twice; a correction re-propagates into a semi-final under way; the champion is crowned.
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Board } from '../../src/shared/schemas/board';
import type { Match } from '../../src/shared/schemas/matches';
import type { User } from '../../src/shared/schemas/user';
import { capture, demoPlayerOnPhone, mutate, query, signIn, toast } from './support';
import { createTournament } from './tournament-setup';

const FEE = 5;
const TABLES = ['Bàn 1', 'Bàn 2', 'Bàn 3', 'Bàn 4'];
const RACES = { early: 2, quarterFinal: 3, semiFinal: 3, final: 3 };
const PLAYERS = FIXTURE_PLAYERS.slice(24, 40);

/** Each player on an API context of their own, signed in, by user id. */
async function signedInPlayers(playwright: PlaywrightWorkerArgs['playwright']) {
  const players = new Map<number, { api: APIRequestContext; user: User }>();
  for (const player of PLAYERS) {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const { user } = await mutate<{ user: User }>(api, 'auth.login', {
      username: player.username,
      password: DEMO_PLAYER_PASSWORD,
    });
    players.set(user.id, { api, user });
  }
  return players;
}

const usernameOf = (fullName: string | undefined) => {
  const player = PLAYERS.find((p) => p.fullName === fullName);
  if (!player) throw new Error(`a demo player named ${fullName}`);
  return player.username;
};

test('the tournament day: check-in, table board, you’re up, reports, a dispute, offline scoring, a correction and the champion', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 16, entryFee: FEE, raceTo: RACES });
  const players = await signedInPlayers(playwright);
  for (const { api } of players.values()) await mutate(api, 'tournaments.join', { id });
  const apiOf = (userId: number | undefined) => {
    const player = userId === undefined ? undefined : players.get(userId);
    if (!player) throw new Error(`player ${userId} is signed in`);
    return player.api;
  };
  await mutate(page.request, 'tournaments.configureBoard', {
    id,
    tables: TABLES,
    restMinutes: 0,
    playersScore: true,
  });

  // Check-in opens; the organiser's phone shows the rotating code as a QR code.
  await mutate(page.request, 'tournaments.openCheckIn', { id });
  await page.goto(`/tournaments/${id}/check-in`);
  const code = (await page.getByTestId('check-in-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const [scanner, ticked, ...rest] = PLAYERS;
  const absent = rest.slice(-3);
  const typing = rest.slice(0, -3);
  if (!scanner || !ticked) throw new Error('sixteen players');
  const scannerPhone = await demoPlayerOnPhone(browser, scanner.username);
  await scannerPhone.goto(`/tournaments/${id}/check-in?code=${code}`);
  await expect(scannerPhone.getByText('Bạn đã điểm danh').first()).toBeVisible();
  await scannerPhone.context().close();
  const byName = new Map([...players.values()].map((p) => [p.user.fullName, p]));
  for (const player of typing) {
    const api = byName.get(player.fullName)?.api;
    if (!api) throw new Error(`${player.fullName} is signed in`);
    await mutate(api, 'tournaments.checkIn', { id, code });
  }
  await page.getByLabel(`${ticked.fullName} có mặt`).check({ force: true });
  await expect(page.getByRole('heading', { name: 'Có mặt 13/16' })).toBeVisible();

  // The start draws the 13 present; the absent 3 get their fee back.
  const balances = async () =>
    Promise.all(
      absent.map(
        async (p) =>
          (await query<User>(byName.get(p.fullName)?.api as APIRequestContext, 'auth.me')).coin,
      ),
    );
  const before = await balances();
  await page.getByRole('button', { name: 'Bắt đầu giải' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bắt đầu giải đấu' });
  await expect(dialog).toContainText('13 cơ thủ đã điểm danh');
  await expect(dialog).toContainText('3 cơ thủ chưa điểm danh sẽ bị rút tên và được hoàn lệ phí');
  await dialog.getByRole('button', { name: 'Bắt đầu', exact: true }).click();
  await expect(toast(page, 'Thành công')).toContainText('Giải đấu đã bắt đầu');
  expect(await balances()).toEqual(before.map((coin) => coin + FEE));

  // Thirteen players in a bracket of 16: three byes, five first-round matches for four tables.
  const board = await query<Board>(page.request, 'tournaments.board', { id });
  expect(board.tables.map((t) => t.state)).toEqual(['called', 'called', 'called', 'called']);
  expect(board.queue).toHaveLength(1);
  const waiting = board.queue[0]?.match as Match;

  // A player of the waiting match has BidaHub open: told the moment a table frees.
  const waiter = await demoPlayerOnPhone(browser, usernameOf(waiting.player1?.fullName));
  await waiter.goto(`/tournaments/${id}/board`);
  await expect(waiter.getByTestId('board-table')).toHaveCount(4);

  /** Both players report the same score: the result stands. */
  const confirmResult = async (match: Match, winner: 1 | 2) => {
    const score =
      winner === 1 ? { score1: match.race1, score2: 0 } : { score1: 0, score2: match.race2 };
    await mutate(apiOf(match.player1?.id), 'matches.report', { id: match.id, ...score });
    await mutate(apiOf(match.player2?.id), 'matches.report', { id: match.id, ...score });
  };

  const firstCalled = board.tables[0]?.match as Match;
  await confirmResult(firstCalled, 1);
  const banner = waiter.getByRole('alert', { name: 'Đến lượt bạn' });
  await expect(banner).toContainText(`Đến lượt bạn! Mời ra ${firstCalled.tableLabel}`);
  await capture(waiter, 'day-you-are-up-phone');
  await waiter.context().close();

  // The second table's players disagree: the organiser, on the board, is told at once and
  // decides on the match page.
  await page.goto(`/tournaments/${id}/board`);
  await expect(page.getByTestId('board-table')).toHaveCount(4);
  const disputed = board.tables[1]?.match as Match;
  await mutate(apiOf(disputed.player1?.id), 'matches.report', {
    id: disputed.id,
    score1: disputed.race1,
    score2: 1,
  });
  await mutate(apiOf(disputed.player2?.id), 'matches.report', {
    id: disputed.id,
    score1: 1,
    score2: disputed.race2,
  });
  const dispute = page.getByRole('alert', { name: 'Tranh chấp tỉ số' });
  await expect(dispute).toContainText(`Tranh chấp tỉ số ở ${disputed.tableLabel}`);
  await capture(page, 'day-dispute-banner-phone');
  await dispute.getByRole('link', { name: 'Phân xử' }).click();
  await expect(page).toHaveURL(`/matches/${disputed.id}`);
  await expect(page.getByText('Tranh chấp kết quả')).toBeVisible();
  const decide = page.getByRole('form', { name: 'Báo tỉ số chung cuộc' });
  await decide.getByLabel(`Tỉ số của ${disputed.player1?.fullName}`).fill(String(disputed.race1));
  await decide.getByLabel(`Tỉ số của ${disputed.player2?.fullName}`).fill('1');
  await decide.getByRole('button', { name: 'Ghi kết quả' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã ghi kết quả trận đấu');

  /** What is on the tables now, not yet decided. */
  const onTables = async () =>
    (await query<Board>(page.request, 'tournaments.board', { id })).tables
      .map((t) => t.match)
      .filter((m): m is Match => m !== null && m.status !== 'finished');

  // Every other first-round match is reported and confirmed, as the tables free up.
  const roundOf = async (key: Match['roundKey']) =>
    (await query<Match[]>(page.request, 'tournaments.matches', { id })).filter(
      (m) => m.roundKey === key,
    );
  for (let called = await onTables(); called.some((m) => m.roundKey === 'early');) {
    for (const match of called.filter((m) => m.roundKey === 'early')) await confirmResult(match, 1);
    called = await onTables();
  }
  expect((await roundOf('early')).every((m) => m.status === 'finished')).toBe(true);

  // A quarter-final is scored rack by rack on a player's phone, whose Wi-Fi drops for 4 racks.
  const [quarter] = await onTables();
  if (!quarter?.player1 || !quarter.player2) throw new Error('a quarter-final on a table');
  const scorer = await demoPlayerOnPhone(browser, usernameOf(quarter.player1.fullName));
  await scorer.goto(`/matches/${quarter.id}`);
  await scorer.getByRole('button', { name: 'Bắt đầu trận' }).click();
  const sync = scorer.getByTestId('sync-state');
  await expect(sync).toHaveText('Đã đồng bộ');
  const plus = (name: string) => scorer.getByRole('button', { name: `Cộng 1 ván cho ${name}` });
  await scorer.context().setOffline(true);
  for (const name of [quarter.player1, quarter.player2, quarter.player1, quarter.player2]) {
    await plus(name.fullName).click();
  }
  await expect(sync).toHaveText('Chưa gửi 4 ván: sẽ tự gửi khi có mạng');
  const onServer = async () => {
    const m = await query<Match>(page.request, 'matches.get', { id: quarter.id });
    return [m.score1, m.score2];
  };
  expect(await onServer()).toEqual([0, 0]);
  await scorer.context().setOffline(false);
  await expect(sync).toHaveText('Đã đồng bộ');
  // Four racks scored offline, four applied: none lost, none twice.
  expect(await onServer()).toEqual([2, 2]);
  // The deciding rack asks first, and a player's is their report: the opponent confirms it.
  await plus(quarter.player1.fullName).click();
  await scorer
    .getByRole('alertdialog', { name: 'Ván quyết định' })
    .getByRole('button', { name: 'Gửi tỉ số' })
    .click();
  await expect(scorer.getByTestId('score-1')).toHaveText('3');
  await expect.poll(onServer).toEqual([3, 2]);
  await expect(scorer.getByText('Đang chờ đối thủ xác nhận')).toBeVisible();
  await mutate(apiOf(quarter.player2.id), 'matches.report', {
    id: quarter.id,
    score1: 3,
    score2: 2,
  });
  await scorer.context().close();

  // The other quarter-finals, reported and confirmed.
  for (let called = await onTables(); called.some((m) => m.roundKey === 'quarterFinal');) {
    for (const match of called.filter((m) => m.roundKey === 'quarterFinal')) {
      await confirmResult(match, 1);
    }
    called = await onTables();
  }

  // A semi-final is under way when the organiser corrects the quarter-final that sent its first
  // player: the other quarter-finalist won. The semi starts over with them.
  const [semi] = await onTables();
  if (!semi?.player1) throw new Error('a semi-final on a table');
  await mutate(page.request, 'matches.start', { id: semi.id });
  await mutate(page.request, 'matches.score', { id: semi.id, player: 2, delta: 1 });
  const fed = (await roundOf('quarterFinal')).find((m) => m.winnerId === semi.player1?.id);
  if (!fed?.player1 || !fed.player2) throw new Error('the quarter-final that fed the semi');
  const loser = fed.winnerId === fed.player1.id ? fed.player2 : fed.player1;
  const corrected =
    loser.id === fed.player1.id
      ? { score1: fed.race1, score2: 0 }
      : { score1: 0, score2: fed.race2 };
  await mutate(page.request, 'matches.correct', { id: fed.id, ...corrected });
  const restarted = await query<Match>(page.request, 'matches.get', { id: semi.id });
  expect(restarted).toMatchObject({ status: 'scheduled', score1: 0, score2: 0 });
  expect([restarted.player1?.id, restarted.player2?.id]).toContain(loser.id);
  await page.goto(`/matches/${semi.id}`);
  await expect(page.getByRole('region', { name: 'Lịch sử kết quả' })).toBeVisible();

  // The semi-finals and the final, to the champion.
  for (let called = await onTables(); called.length > 0; called = await onTables()) {
    for (const match of called) await confirmResult(match, 2);
  }
  const [final] = await roundOf('final');
  const champion = final?.winnerId === final?.player1?.id ? final?.player1 : final?.player2;
  if (!champion) throw new Error('the final has a winner');
  await page.goto(`/tournaments/${id}/ranking`);
  await expect(page.getByText(`Vô địch: ${champion.fullName}`)).toBeVisible();
  await capture(page, 'day-champion-phone');
  for (const { api } of players.values()) await api.dispose();
});
