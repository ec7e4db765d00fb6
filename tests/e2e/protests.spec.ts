// The protest window on a phone (issue 40): a player given a walkover against protests it from
// the match page; the organiser upholds it (the match is played again), then rejects a second
// protest of the new result; each step is in the match's public history.
import { expect, test } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import { PHOTO, protest, rule } from './result-steps';
import { demoPlayerOnPhone, fitsAndCapture, mutate, query, signIn } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

const PLAYERS = FIXTURE_PLAYERS.slice(34, 36);
test('a player protests a result on the phone; the organiser upholds one and rejects the next', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 2 });
  await joinAsDemoPlayers(playwright, id, PLAYERS);
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [final] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!final?.player1 || !final.player2) throw new Error('the final has its two players');
  const absent = PLAYERS.find((p) => p.fullName === final.player2?.fullName);
  if (!absent) throw new Error('a demo player named as the final’s second player');

  // The organiser gives the first player a walkover; the second was at the table all along.
  await mutate(page.request, 'matches.award', { id: final.id, resultType: 'walkover', winner: 1 });
  const phone = await demoPlayerOnPhone(browser, absent.username);
  await phone.goto(`/matches/${final.id}`);
  const card = phone.getByRole('region', { name: 'Khiếu nại kết quả' });
  await expect(card).toContainText('Chưa chính thức');
  await expect(card).toContainText('được khiếu nại kết quả đến');
  await protest(phone, 'Tôi đã có mặt ở bàn từ đầu, trọng tài gọi nhầm tên', PHOTO, {
    checked: true,
  });
  await fitsAndCapture(phone, 'protest-phone');

  // The organiser upholds it: the match is played again.
  await page.goto(`/matches/${final.id}`);
  const desk = page.getByRole('region', { name: 'Khiếu nại kết quả' });
  await expect(desk).toContainText('Tôi đã có mặt ở bàn từ đầu');
  // The photo is the managers' and the two players' to see, loaded when asked for.
  await desk.getByRole('button', { name: 'Xem ảnh kèm theo' }).click();
  await expect(desk.getByRole('img', { name: 'Ảnh kèm khiếu nại' })).toBeVisible();
  await rule(page, 'Cho đấu lại');
  await expect(page.getByRole('button', { name: 'Bắt đầu trận' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Lịch sử kết quả' });
  await expect(history).toContainText('Khiếu nại: Cho đấu lại');

  // Played out now, the first player wins again; the second protests, and is told no.
  await mutate(page.request, 'matches.start', { id: final.id });
  for (const player of [2, 1, 1, 1]) {
    await mutate(page.request, 'matches.score', { id: final.id, player, delta: 1 });
  }
  await phone.reload();
  await protest(phone, 'Đối thủ đánh chạm bi hai lần ở ván cuối');
  await page.reload();
  await rule(page, 'Giữ nguyên');
  await expect(desk.getByRole('listitem').first()).toContainText('Giữ nguyên kết quả');

  // The player sees the ruling, and cannot protest the same result twice.
  await phone.reload();
  await expect(card.getByRole('listitem').first()).toContainText('Giữ nguyên kết quả');
  await expect(card.getByRole('button', { name: 'Khiếu nại kết quả' })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Xem lịch sử kết quả' }).click();
  await expect(phone.getByRole('region', { name: 'Lịch sử kết quả' })).toContainText(
    'Khiếu nại: Giữ nguyên kết quả',
  );
  await fitsAndCapture(phone, 'protest-ruled-phone');
  await phone.context().close();
});
