// Players scoring at the table (issue 19, item 4): the organiser lets the players score; one
// player reports the final score on their phone, the opponent confirms it on theirs and the
// board calls the next match; a second pair disagrees and the organiser decides the dispute.
// A player scoring rack by rack (issue 38, item 1) sees their last rack wait for the opponent.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Board } from '../../src/shared/schemas/board';
import type { Match } from '../../src/shared/schemas/matches';
import { capture, mutate, phoneContext, query, signIn, signInWith, toast } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

const PLAYERS = FIXTURE_PLAYERS.slice(14, 18);

/** A player of `match` with the match open on their own phone. */
async function playerPhone(browser: Browser, match: Match, side: 1 | 2): Promise<Page> {
  const name = (side === 1 ? match.player1 : match.player2)?.fullName;
  const player = PLAYERS.find((p) => p.fullName === name);
  if (!player) throw new Error(`a demo player named ${name}`);
  const page = await (await phoneContext(browser)).newPage();
  await signInWith(page, player.username, DEMO_PLAYER_PASSWORD);
  await page.goto(`/matches/${match.id}`);
  await expect(page.getByRole('heading', { name: 'Kết quả chung cuộc' })).toBeVisible();
  return page;
}

/** Types a final score into the report form of `page` and sends it. */
async function report(page: Page, match: Match, score1: number, score2: number) {
  const form = page.getByRole('form', { name: 'Báo tỉ số chung cuộc' });
  await form.getByLabel(`Tỉ số của ${match.player1?.fullName}`).fill(String(score1));
  await form.getByLabel(`Tỉ số của ${match.player2?.fullName}`).fill(String(score2));
  await form.getByRole('button', { name: 'Báo tỉ số' }).click();
}

test('players report and confirm at the table, and the organiser decides a dispute', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, PLAYERS);

  // The organiser lets the players score, on the board's set-up.
  await page.goto(`/tournaments/${id}/board`);
  await page.getByRole('button', { name: 'Chọn bàn thi đấu' }).click();
  const setup = page.getByRole('dialog', { name: 'Bàn thi đấu của giải' });
  await setup.getByText('Bàn 1', { exact: true }).click();
  await setup.getByLabel('Nghỉ tối thiểu giữa hai trận (phút)').fill('0');
  await setup.getByText('Cơ thủ tự ghi điểm', { exact: false }).click();
  await setup.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã lưu các bàn của giải');
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });

  // Bàn 1's players: one reports on their phone, the other sees it live and confirms.
  const first = await query<Board>(page.request, 'tournaments.board', { id });
  const called = first.tables[0]?.match as Match;
  const waiting = first.queue[0]?.match as Match;
  const reporter = await playerPhone(browser, called, 1);
  const opponent = await playerPhone(browser, called, 2);
  await report(reporter, called, called.race1, 1);
  await expect(toast(reporter, 'Thành công')).toContainText('chờ đối thủ xác nhận');
  await expect(reporter.getByText('Đang chờ đối thủ xác nhận')).toBeVisible();
  await expect(opponent.getByText(`${called.player1?.fullName} báo`)).toBeVisible();
  await capture(opponent, 'match-report-confirm-phone');
  await opponent.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(toast(opponent, 'Thành công')).toContainText('Đã ghi kết quả trận đấu');
  // Decided on both phones (the reporter's page follows live), and the table called the other.
  for (const phone of [reporter, opponent]) {
    await expect(phone.getByRole('heading', { name: 'Kết quả chung cuộc' })).toHaveCount(0);
    await expect(phone.getByText(`${called.race1}`, { exact: true }).first()).toBeVisible();
  }
  const next = await query<Board>(page.request, 'tournaments.board', { id });
  expect(next.tables[0]?.match?.id).toBe(waiting.id);
  await reporter.context().close();
  await opponent.context().close();

  // The next pair disagrees: both are told, and the organiser decides.
  const one = await playerPhone(browser, waiting, 1);
  const two = await playerPhone(browser, waiting, 2);
  await report(one, waiting, waiting.race1, 0);
  await expect(two.getByText(`${waiting.player1?.fullName} báo`)).toBeVisible();
  await two.getByRole('button', { name: 'Báo tỉ số khác' }).click();
  await report(two, waiting, 0, waiting.race2);
  await expect(toast(two, 'Cảnh báo')).toContainText('chờ ban tổ chức');
  for (const phone of [one, two]) {
    await expect(phone.getByText('Tranh chấp kết quả')).toBeVisible();
    await expect(phone.getByText('Ban tổ chức sẽ quyết định kết quả.')).toBeVisible();
  }
  await capture(two, 'match-report-dispute-phone');

  // The organiser spots it on the board, and decides on the match's page.
  await page.goto(`/tournaments/${id}/board`);
  await page
    .getByTestId('board-table')
    .filter({ hasText: 'Tranh chấp kết quả' })
    .getByRole('link', { name: `, ${waiting.roundLabel}` })
    .click();
  await expect(page).toHaveURL(`/matches/${waiting.id}`);
  await expect(page.getByText('Tranh chấp kết quả')).toBeVisible();
  const decide = page.getByRole('form', { name: 'Báo tỉ số chung cuộc' });
  await decide.getByLabel(`Tỉ số của ${waiting.player1?.fullName}`).fill('1');
  await decide.getByLabel(`Tỉ số của ${waiting.player2?.fullName}`).fill(String(waiting.race2));
  await decide.getByRole('button', { name: 'Ghi kết quả' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã ghi kết quả trận đấu');
  await expect(one.getByText('Tranh chấp kết quả')).toHaveCount(0);
  const decided = await query<Match>(page.request, 'matches.get', { id: waiting.id });
  expect(decided).toMatchObject({ status: 'finished', score1: 1, score2: waiting.race2 });
  expect(decided.winnerId).toBe(waiting.player2?.id);
  await one.context().close();
  await two.context().close();
});

test('a player scores rack by rack on their phone; the last rack waits for the opponent’s', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, PLAYERS);
  await mutate(page.request, 'tournaments.configureBoard', {
    id,
    tables: ['Bàn 1'],
    restMinutes: 0,
    playersScore: true,
  });
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const board = await query<Board>(page.request, 'tournaments.board', { id });
  const called = board.tables[0]?.match as Match;
  const scorer = await playerPhone(browser, called, 1);
  const opponent = await playerPhone(browser, called, 2);
  const winner = called.player1?.fullName ?? '';

  // Player 1 starts the match and scores every rack of their race on their own phone.
  await scorer.getByRole('button', { name: 'Bắt đầu trận' }).click();
  const plus = scorer.getByRole('button', { name: `Cộng 1 ván cho ${winner}` });
  for (let rack = 1; rack < called.race1; rack++) {
    await plus.click();
    await expect(scorer.getByTestId('score-1')).toHaveText(String(rack));
  }
  await plus.click();
  const decide = scorer.getByRole('alertdialog', { name: 'Ván quyết định' });
  await expect(decide).toContainText('được gửi để đối thủ xác nhận');
  await decide.getByRole('button', { name: 'Gửi tỉ số' }).click();

  // Not over on one player's word: the scorer waits, the opponent is asked, the table is held.
  await expect(scorer.getByText('Đang chờ đối thủ xác nhận')).toBeVisible();
  await expect(opponent.getByText(`${winner} báo`)).toBeVisible();
  expect((await query<Match>(page.request, 'matches.get', { id: called.id })).status).toBe('live');
  await capture(opponent, 'self-scored-confirm-phone');
  await opponent.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(toast(opponent, 'Thành công')).toContainText('Đã ghi kết quả trận đấu');
  const decided = await query<Match>(page.request, 'matches.get', { id: called.id });
  expect(decided).toMatchObject({ status: 'finished', score1: called.race1, score2: 0 });

  // The history (open for the match's scorers) names who scored each rack.
  await expect(opponent.getByTestId('history-rack')).toHaveCount(called.race1);
  await expect(opponent.getByTestId('history-rack').first()).toContainText(`bởi ${winner}`);
  await scorer.context().close();
  await opponent.context().close();
});
