// Ranks people can trust (issue 41), on phones: a regular who lost twenty matches on purpose, and
// was even moved down a rank, is shown why a "hạng F trở xuống" event refuses them (their 90-day
// peak); the managers' list of a "hạng B trở xuống" event says which rank reads each player and
// flags the dumper with the figures; the organiser verifies a rank from the player's page, and the
// rank history says so, with the rating's suggestions beside it.
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Match } from '../../src/shared/schemas/matches';
import type { PlayerListItem } from '../../src/shared/schemas/players';
import type { Paginated } from '../../src/shared/schemas/common';
import { demoPlayerOnPhone, fitsAndCapture, mutate, query, signIn, toast } from './support';
import { createTournament } from './tournament-setup';

// A rank-B regular and a rank-G one, both established, whose pool ratings no other spec reads.
const DUMPER = FIXTURE_PLAYERS.find((p) => p.username === 'phamtrongnghia');
const WEAK = FIXTURE_PLAYERS.find((p) => p.username === 'lethibichngoc');

async function signedIn(playwright: PlaywrightWorkerArgs['playwright'], username: string) {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await mutate(api, 'auth.login', { username, password: DEMO_PLAYER_PASSWORD });
  return api;
}

/** A two-player final that `loser` loses to `winner` without a rack, through the API. */
async function lose(
  organizer: APIRequestContext,
  create: () => Promise<{ id: number }>,
  [loser, winner]: [APIRequestContext, APIRequestContext],
  winnerId: number,
) {
  const { id } = await create();
  for (const api of [loser, winner]) await mutate(api, 'tournaments.join', { id });
  await mutate(organizer, 'tournaments.start', { id, seeding: 'rating' });
  const [final] = await query<Match[]>(organizer, 'tournaments.matches', { id });
  if (!final) throw new Error('no final');
  const side = final.player1?.id === winnerId ? 1 : 2;
  const race = side === 1 ? final.race1 : final.race2;
  await mutate(organizer, 'matches.start', { id: final.id });
  for (let rack = 0; rack < race; rack++) {
    await mutate(organizer, 'matches.score', { id: final.id, player: side, delta: 1 });
  }
}

test('a dumped rating neither gets a player under a limit nor past the organiser, who verifies ranks', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  if (!DUMPER || !WEAK) throw new Error('the demo players of this spec');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'organizer');
  const idOf = async (username: string) => {
    const found = await query<Paginated<PlayerListItem>>(page.request, 'players.list', {
      q: username,
    });
    const id = found.data.find((p) => p.username === username)?.id;
    if (!id) throw new Error(`no player ${username}`);
    return id;
  };
  const [dumperId, weakId] = [await idOf(DUMPER.username), await idOf(WEAK.username)];
  const dumper = await signedIn(playwright, DUMPER.username);
  const weak = await signedIn(playwright, WEAK.username);

  // Twenty finals thrown to a much weaker player, then the official rank moved down to G.
  for (let i = 0; i < 20; i++) {
    await lose(
      page.request,
      () => createTournament(page, { maxPlayers: 2 }),
      [dumper, weak],
      weakId,
    );
  }
  // A decision names an event the organiser ran and the player played: the latest of those.
  const [seen] = await query<{ id: number }[]>(page.request, 'players.rankEvents', {
    id: dumperId,
  });
  if (!seen) throw new Error('the organiser ran the events the player lost');
  await mutate(page.request, 'players.setRank', {
    id: dumperId,
    rank: 'G',
    reason: 'Thua liên tiếp ở các giải gần đây',
    tournamentId: seen.id,
  });

  // The player, on their phone, is told why an event for F and below will not take them.
  const forF = await createTournament(page, { maxRank: 'F' });
  const phone = await demoPlayerOnPhone(browser, DUMPER.username);
  await phone.goto(`/tournaments/${forF.id}`);
  await expect(phone.getByRole('main')).toContainText(
    /bạn được xét theo hạng B \(điểm cao nhất 90 ngày: \d+, hạng B\)/,
  );
  await expect(phone.getByRole('button', { name: 'Tham gia giải' })).toBeDisabled();
  await fitsAndCapture(phone, 'eligibility-refused-phone');
  await phone.context().close();

  // An event for B and below takes them; its managers see why, and the flags.
  const forB = await createTournament(page, { maxRank: 'B' });
  for (const api of [dumper, weak]) await mutate(api, 'tournaments.join', { id: forB.id });
  await page.goto(`/tournaments/${forB.id}/players`);
  const rowOf = (fullName: string) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: fullName, exact: true }) });
  const row = rowOf(DUMPER.fullName);
  await expect(row.getByTestId('eligibility')).toContainText(
    /Xét theo hạng B \(điểm cao nhất 90 ngày: \d+, hạng B\)/,
  );
  const flags = row.getByTestId('player-flags');
  await expect(flags).toContainText('Điểm giảm mạnh sau đỉnh · gợi ý hạng B');
  await expect(flags).toContainText('Thua đối thủ yếu hơn nhiều');
  // Twenty wins lifted the other player's peak as well: it reads them above their official G.
  await expect(rowOf(WEAK.fullName).getByTestId('eligibility')).toContainText(
    /^Xét theo hạng [A-F] \(điểm cao nhất 90 ngày: \d+, hạng [A-F]\)$/,
  );
  await row.scrollIntoViewIfNeeded();
  await fitsAndCapture(page, 'eligibility-list-flag-phone');

  // The organiser verifies the rank on the player's page: B again, seen played.
  await flags.getByRole('link', { name: 'Xem và quyết định hạng' }).first().click();
  await page.getByRole('button', { name: 'Đổi hạng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi hạng cơ thủ' });
  // The event seen: the latest the organiser ran with the player in it, offered first.
  await expect(dialog.getByRole('combobox', { name: /^Giải đã xem cơ thủ thi đấu/ })).toHaveValue(
    String(seen.id),
  );
  await dialog.getByRole('combobox', { name: /^Hạng mới/ }).selectOption('B');
  await dialog.getByRole('textbox', { name: /^Lý do/ }).fill('Đã xem thi đấu, trình độ hạng B');
  await dialog.getByText(/^Xác minh: tôi đã xem cơ thủ thi đấu/).click();
  await dialog.getByRole('button', { name: 'Lưu xác minh' }).click();
  await expect(toast(page, 'Thành công')).toContainText(
    `Đã xác minh hạng B của ${DUMPER.fullName}`,
  );
  await expect(page.getByText('Đã xác minh hạng B', { exact: true })).toBeVisible();
  const history = page.getByRole('list', { name: 'Lịch sử hạng' });
  await expect(history.getByRole('listitem').first()).toContainText('Đã xác minh');
  await expect(history).toContainText('Điểm gợi ý');
  await fitsAndCapture(page, 'rank-verified-phone');
  await dumper.dispose();
  await weak.dispose();
});
