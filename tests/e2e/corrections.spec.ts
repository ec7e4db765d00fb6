// Corrections with history (issue 19, item 6): on a phone, the organiser corrects a semi-final
// after the final has begun; the final starts over with the new winner, both matches show what
// happened and by whom, and the organiser reverts the correction.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import { capture, mutate, query, signIn, toast } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

const PLAYERS = FIXTURE_PLAYERS.slice(18, 22);

/**
 * Taps `trigger` and accepts the confirmation it asks with `button`. Once in CI (two shards on two
 * cores) a tap on the history's button opened nothing: the tap is sent again only while no
 * dialog shows, so a slow dialog is never asked for twice.
 */
async function askAndAccept(page: Page, trigger: Locator, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole('button', { name: button }).click();
}

test('the organiser corrects a result after the next match began, sees the history and reverts', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, PLAYERS);
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [semi1, semi2, final] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!semi1 || !semi2 || !final) throw new Error('a four-player knockout has three matches');
  for (const semi of [semi1, semi2]) {
    await mutate(page.request, 'matches.report', { id: semi.id, score1: semi.race1, score2: 1 });
  }
  await mutate(page.request, 'matches.start', { id: final.id });
  await mutate(page.request, 'matches.score', { id: final.id, player: 1, delta: 1 });

  await page.goto(`/matches/${semi1.id}`);
  const history = page.getByRole('region', { name: 'Lịch sử kết quả' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Ghi kết quả');

  const form = page.getByRole('region', { name: 'Sửa kết quả' });
  await form.getByLabel(`Tỉ số của ${semi1.player1?.fullName}`).fill('1');
  await form.getByLabel(`Tỉ số của ${semi1.player2?.fullName}`).fill(String(semi1.race2));
  await askAndAccept(page, form.getByRole('button', { name: 'Lưu kết quả mới' }), 'Sửa kết quả');
  await expect(toast(page, 'Thành công')).toContainText('Đã sửa kết quả trận đấu');
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('Sửa kết quả');
  await expect(latest).toContainText(`${semi1.race1} – 1 → 1 – ${semi1.race2}`);
  await expect(latest).toContainText('Bởi');
  await capture(page, 'match-history-phone');

  // The final under way no longer holds: it waits to be played again, by the new winner.
  const reset = await query<Match>(page.request, 'matches.get', { id: final.id });
  expect(reset).toMatchObject({ status: 'scheduled', score1: 0, score2: 0 });
  expect([reset.player1?.id, reset.player2?.id]).toContain(semi1.player2?.id);
  await page.goto(`/matches/${final.id}`);
  const finalEntry = history.getByRole('listitem').first();
  await expect(finalEntry).toContainText('Huỷ kết quả');
  await finalEntry.getByRole('link', { name: 'một trận trước' }).click();
  await expect(page).toHaveURL(`/matches/${semi1.id}`);

  // Reverted: the first winner is back in the final, and the history says so.
  await askAndAccept(page, history.getByRole('button', { name: 'Hoàn tác' }), 'Hoàn tác');
  await expect(toast(page, 'Thành công')).toContainText('Đã hoàn tác thay đổi');
  await expect(history.getByRole('listitem').first()).toContainText('Hoàn tác');
  const back = await query<Match>(page.request, 'matches.get', { id: final.id });
  expect([back.player1?.id, back.player2?.id]).toContain(semi1.player1?.id);
});
