// A one-cushion match of sets scored on a phone (issue 20, "optional sets"): the best of 3 sets
// of 3 points, the players taking turns to break, the score in sets and each set's points on the
// way, and a protocol set by set.
import { expect, test } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import { capture, fitsAndCapture, mutate, query, signIn, toastRegion } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a match of three sets, set by set, scored in sets with a protocol of each', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, {
    game: 'one-cushion',
    format: 'round_robin',
    maxPlayers: 2,
    raceTo: { early: 3, quarterFinal: 3, semiFinal: 3, final: 3 },
    caromTiebreak: 'penalty_shots',
    caromSets: 3,
  });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(43, 45));
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [match] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!match?.player1 || !match.player2) throw new Error('a round robin of two has one match');
  const [first, second] = [match.player1.fullName, match.player2.fullName];

  await page.goto(`/matches/${match.id}`);
  await expect(page.getByText('3 điểm/séc')).toHaveCount(2);
  await page.getByRole('button', { name: 'Bắt đầu trận' }).click();
  await page.getByRole('button', { name: `${first} thắng lag, đánh trước` }).click();
  const turn = page.getByTestId('carom-turn');
  const numpad = page.getByRole('group', { name: 'Bàn phím số' });
  /** One inning of each player, in the order they shoot. */
  const inning = async (breakerRun: number, otherRun: number) => {
    for (const run of [breakerRun, otherRun]) {
      if (run > 0) await numpad.getByRole('button', { name: String(run), exact: true }).click();
      await page.getByRole('button', { name: `Hết lượt · ghi ${run} điểm` }).click();
    }
  };
  const setOver = page.getByTestId('set-over');
  const score = async (one: string, two: string) => {
    await expect(page.getByTestId('score-1')).toHaveText(one);
    await expect(page.getByTestId('score-2')).toHaveText(two);
  };

  // Set 1: the lag winner breaks and runs the 3; the equalizing inning falls short.
  await expect(turn).toHaveText(`Séc 1 · 0 – 0 · Lượt 1 · ${first}`);
  await inning(3, 1);
  await expect(setOver).toHaveText(`Séc 1 đã kết thúc: ${first} thắng 3 – 1. Tỉ số séc 1 – 0.`);
  await score('1', '0');

  // The other player breaks set 2. Started too soon, it is undone back to the end of set 1.
  const startSet2 = page.getByRole('button', { name: `Bắt đầu séc 2 · ${second} đánh trước` });
  await startSet2.click();
  await expect(turn).toHaveText(`Séc 2 · 0 – 0 · Lượt 1 · ${second}`);
  await page.getByRole('button', { name: 'Hoàn tác lượt vừa ghi' }).click();
  await expect(setOver).toBeVisible();
  await startSet2.click();
  await inning(0, 2);
  await expect(turn).toHaveText(`Séc 2 · 2 – 0 · Lượt 2 · ${second}`);
  await inning(3, 0);
  await expect(setOver).toHaveText(`Séc 2 đã kết thúc: ${second} thắng 3 – 2. Tỉ số séc 1 – 1.`);
  await score('1', '1');
  await capture(page, 'carom-set-over-phone');

  // Set 3, broken by the lag winner again, decides the match.
  await page.getByRole('button', { name: `Bắt đầu séc 3 · ${first} đánh trước` }).click();
  await inning(1, 0);
  await inning(2, 0);
  await expect(page.getByText(`Trận đã kết thúc: ${first} thắng 2 – 1 (séc).`)).toBeVisible();
  await expect(page.getByTestId('sync-state')).toHaveText('Đã đồng bộ');

  // The protocol, set by set; the figures span the match: 3 + 2 + 3 = 8 points in 5 innings.
  const sets = page.getByTestId('protocol-set');
  await expect(sets).toHaveCount(3);
  await expect(sets.nth(1)).toContainText('Séc 2 · 2 – 3');
  await expect(sets.nth(2)).toContainText('Séc 3 · 3 – 0');
  await expect(page.getByTestId('average-1')).toHaveText('1,600');
  await page.getByRole('button', { name: 'Xác nhận kết quả' }).click();
  await expect(toastRegion(page)).toContainText(`Trận đấu kết thúc: ${first} thắng.`);
  await score('2', '1');
  const stored = await query<Match>(page.request, 'matches.get', { id: match.id });
  expect(stored).toMatchObject({ status: 'finished', score1: 2, score2: 1 });
  await fitsAndCapture(page, 'carom-sets-phone');

  await page.goto(`/tournaments/${id}/desc`);
  await expect(page.getByText('3 séc (thắng 2 séc)')).toBeVisible();
});
