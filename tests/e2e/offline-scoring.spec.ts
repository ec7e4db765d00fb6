// Scoring at the table through bad Wi-Fi (issue 19, item 5), on a phone: racks tapped offline
// are shown and kept, go out once when the connection returns, and a change made meanwhile on
// another device is shown to the scorer instead of being overwritten.
import { expect, test } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import { ACCOUNTS, capture, mutate, query, signIn } from './support';
import { liveSemiFinal } from './tournament-setup';

const PLAYERS = FIXTURE_PLAYERS.slice(22, 26);
const RACE_TO_5 = { early: 5, quarterFinal: 5, semiFinal: 5, final: 5 };

test('racks scored offline are kept, synced once, and a change from another device is shown', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, PLAYERS, { raceTo: RACE_TO_5 });
  // The organiser's second device (a tablet at the desk), and what the server holds.
  const tablet = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await mutate(tablet, 'auth.login', {
    username: ACCOUNTS.organizer.username,
    password: ACCOUNTS.organizer.password,
  });
  const onServer = async () => {
    const match = await query<Match>(tablet, 'matches.get', { id: semi.id });
    return [match.score1, match.score2];
  };

  await page.goto(`/matches/${semi.id}`);
  const sync = page.getByTestId('sync-state');
  await expect(sync).toHaveText('Đã đồng bộ');
  const plus = (name: string) => page.getByRole('button', { name: `Cộng 1 ván cho ${name}` });

  // The Wi-Fi drops: the scorer goes on, and sees what has not left the phone.
  await context.setOffline(true);
  await plus(semi.player1.fullName).click();
  await plus(semi.player2.fullName).click();
  await plus(semi.player1.fullName).click();
  await expect(page.getByTestId('score-1')).toHaveText('2');
  await expect(page.getByTestId('score-2')).toHaveText('1');
  await expect(sync).toHaveText('Chưa gửi 3 ván: sẽ tự gửi khi có mạng');
  await capture(page, 'scoring-offline-phone');
  expect(await onServer()).toEqual([0, 0]);

  // Back online: the racks go out by themselves, each counted once.
  await context.setOffline(false);
  await expect(sync).toHaveText('Đã đồng bộ');
  await expect.poll(onServer).toEqual([2, 1]);

  // Offline again while the tablet scores for player 1: the phone's rack for player 2 is refused
  // on its way in, and the scorer chooses.
  await context.setOffline(true);
  await plus(semi.player2.fullName).click();
  await expect(page.getByTestId('score-2')).toHaveText('2');
  await mutate(tablet, 'matches.score', { id: semi.id, player: 1, delta: 1 });
  await context.setOffline(false);
  const conflict = page.getByRole('alert', { name: 'Tỉ số chưa đồng bộ' });
  await expect(conflict).toContainText('1 ván ghi trên máy này chưa được máy chủ nhận');
  await expect(conflict).toContainText('Tỉ số đã được thay đổi từ một thiết bị khác');
  await expect(conflict).toContainText('Tỉ số trên máy chủ: 3 – 1');
  await capture(page, 'scoring-conflict-phone');
  expect(await onServer()).toEqual([3, 1]);
  await conflict.getByRole('button', { name: 'Ghi tiếp 1 ván' }).click();
  await expect(sync).toHaveText('Đã đồng bộ');
  await expect(page.getByTestId('score-2')).toHaveText('2');
  await expect.poll(onServer).toEqual([3, 2]);
  await tablet.dispose();
});

test('racks not sent survive a reload and go out from the new page', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, FIXTURE_PLAYERS.slice(26, 30));

  // The club's Wi-Fi lets pages load but loses the scoring calls.
  const lost = '**/trpc/matches.score**';
  await page.route(lost, (route) => route.abort('connectionreset'));
  await page.goto(`/matches/${semi.id}`);
  await page.getByRole('button', { name: `Cộng 1 ván cho ${semi.player1.fullName}` }).click();
  const sync = page.getByTestId('sync-state');
  await expect(sync).toHaveText('Chưa gửi 1 ván: sẽ tự gửi khi có mạng');
  await page.reload();
  await expect(sync).toHaveText('Chưa gửi 1 ván: sẽ tự gửi khi có mạng');
  await expect(page.getByTestId('score-1')).toHaveText('1');
  expect((await query<Match>(page.request, 'matches.get', { id: semi.id })).score1).toBe(0);

  // The connection recovers: the next retry sends it, by itself.
  await page.unroute(lost);
  await expect(sync).toHaveText('Đã đồng bộ');
  await expect(page.getByTestId('score-1')).toHaveText('1');
  const saved = await query<Match>(page.request, 'matches.get', { id: semi.id });
  expect([saved.score1, saved.score2]).toEqual([1, 0]);
});

test('the deciding rack, confirmed while the rack before it was still on its way, ends the match', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, FIXTURE_PLAYERS.slice(26, 30), {
    raceTo: { early: 2, quarterFinal: 2, semiFinal: 2, final: 2 },
  });
  await page.goto(`/matches/${semi.id}`);
  const sync = page.getByTestId('sync-state');
  await expect(sync).toHaveText('Đã đồng bộ');
  // Slow mobile data: the first rack's answer is held until the deciding rack's question is open.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/matches.score**', async (route) => {
    await held;
    await route.continue();
  });
  const plus = page.getByRole('button', { name: `Cộng 1 ván cho ${semi.player1.fullName}` });
  await plus.click();
  await expect(page.getByTestId('score-1')).toHaveText('1');
  await plus.click();
  const decide = page.getByRole('alertdialog', { name: 'Ván quyết định' });
  await expect(decide).toContainText(`${semi.player1.fullName} thắng 2 – 0?`);
  release();
  await expect(sync).toHaveText('Đã đồng bộ');
  await decide.getByRole('button', { name: 'Kết thúc trận' }).click();
  await expect(page.getByText('Đã kết thúc', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Tỉ số chưa đồng bộ' })).toHaveCount(0);
  const match = await query<Match>(page.request, 'matches.get', { id: semi.id });
  expect(match).toMatchObject({ status: 'finished', score1: 2, score2: 0 });
});
