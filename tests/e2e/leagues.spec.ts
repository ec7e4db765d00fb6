// Team leagues (issue 42), on a phone: the demo league's table, schedule and a team's page; and
// the demo's "Phố Huế v Cầu Giấy" played from the lineups to the final total by its two captains
// on two phones, each seeing the other's picks and scores as the page reads the match again.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXTURE_LEAGUE } from '../../fixtures/leagues';
import type { League, LeagueSummary, TeamMatch } from '../../src/shared/schemas/leagues';
import type { Paginated } from '../../src/shared/schemas/common';
import {
  capture,
  demoPlayerOnPhone,
  fitsAndCapture,
  phoneContext,
  query,
  signIn,
  toast,
} from './support';
import { expectNoBlockers } from './sweep';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The page reads a live match every five seconds: a change shows within one read or two. */
const LIVE = { timeout: 15_000 };

async function demoLeague(page: Page): Promise<League> {
  const list = await query<Paginated<LeagueSummary>>(page.request, 'leagues.list', { page: 1 });
  const summary = list.data.find((league) => league.name === FIXTURE_LEAGUE.name);
  if (!summary) throw new Error('the demo league');
  return query<League>(page.request, 'leagues.get', { id: summary.id });
}

const standingOf = (league: League, team: string) => {
  const row = league.divisions[0]?.standings.find((s) => s.team.name === team);
  if (!row) throw new Error(`no standing for ${team}`);
  return row;
};

test('the league’s table, schedule by week and a team’s roster', async ({ page }) => {
  const league = await demoLeague(page);
  await page.goto('/leagues');
  await page
    .getByRole('list', { name: 'Danh sách giải đồng đội' })
    .getByRole('link', { name: FIXTURE_LEAGUE.name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: FIXTURE_LEAGUE.name })).toBeVisible();

  const table = page.getByRole('table', { name: /^Bảng xếp hạng/ });
  await expect(table.getByTestId('league-standing')).toHaveCount(FIXTURE_LEAGUE.teams.length);
  const schedule = page.getByRole('region', { name: 'Lịch thi đấu' });
  const week3 = schedule.getByRole('region', { name: /^Tuần 3/ });
  await expect(week3.getByText('Tuần này')).toBeVisible();
  const live = league.matches.find((m) => m.round === 3 && m.status === 'playing');
  expect(live, 'the match under way').toBeDefined();
  await expect(
    week3.getByRole('link', { name: new RegExp(`${live?.home.name} ${live?.homeGames} – `) }),
  ).toHaveAttribute('href', `/team-matches/${live?.id}`);
  // Next week's matches wait for their night, not for lineups.
  const week4 = schedule.getByRole('region', { name: /^Tuần 4/ });
  await expect(week4.getByTestId('team-match-row').getByText('Sắp đấu')).toHaveCount(2);
  await fitsAndCapture(page, 'league-table-phone');

  await page
    .getByRole('region', { name: /^Các đội/ })
    .getByRole('link', { name: 'Phố Huế' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phố Huế' })).toBeVisible();
  const roster = page.getByRole('list', { name: 'Cơ thủ của đội Phố Huế' });
  await expect(roster.getByRole('listitem')).toHaveCount(6);
  await expect(roster.getByText('Đội trưởng')).toHaveCount(1);
  await expect(roster.getByText('Dự bị')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Các trận của đội' }).getByTestId('team-match-row'),
  ).not.toHaveCount(0);

  // The match under way, for anyone: its total and the game waiting for its confirmation.
  await page.goto(`/team-matches/${live?.id}`);
  await expect(page.getByTestId('team-match-total')).toContainText(
    `${live?.homeGames} – ${live?.awayGames}`,
  );
  await expect(page.getByRole('article', { name: 'Ván 3' }).getByTestId('game-status')).toHaveText(
    'Chờ xác nhận',
  );
  await fitsAndCapture(page, 'team-match-live-phone');
});

test('a team match is “Trực tiếp” only while it is played; before its time it says its state', async ({
  page,
}) => {
  const league = await demoLeague(page);
  const waiting = league.matches.find(
    (m) => m.home.name === 'Phố Huế' && m.away.name === 'Cầu Giấy' && m.round === 3,
  );
  const live = league.matches.find((m) => m.round === 3 && m.status === 'playing');
  if (!waiting || !live) throw new Error('the demo’s week 3: a match to line up, one under way');
  expect(waiting.status).toBe('lineup');
  const badgeOf = (scope: Page | Locator) =>
    scope.getByText(/^(Sắp đấu|Xếp đội hình|Đã xếp đội hình|Trực tiếp|Đã xong)( · .+)?$/);
  const row = page.getByTestId('team-match-row').filter({
    has: page.getByRole('link', { name: /^Phố Huế v Cầu Giấy$/ }),
  });

  // The day before, at noon: the lineups are not named, the match is tomorrow at 19:30.
  const at = Date.parse(waiting.scheduledAt);
  const hours = (n: number) => n * 3_600_000;
  await page.clock.setFixedTime(at - hours(24 + 7.5));
  await page.goto(`/team-matches/${waiting.id}`);
  await expect(page.getByTestId('team-match-total')).toContainText('Phố Huế');
  await expect(badgeOf(page)).toHaveText('Sắp đấu');
  await expect(page.getByText('Trực tiếp')).toHaveCount(0);

  // Its day, before its time: the captains are naming their lineups, and it starts at 19:30.
  await page.clock.setFixedTime(at - hours(7.5));
  await page.reload();
  await expect(badgeOf(page)).toHaveText('Xếp đội hình · 19:30');
  await expect(page.getByText('Trực tiếp')).toHaveCount(0);
  await page.goto(`/leagues/${league.id}`);
  await expect(badgeOf(row)).toHaveText('Xếp đội hình · 19:30');

  // The match being played says so, on its page and in the schedule.
  const liveRow = page.getByTestId('team-match-row').filter({
    has: page.locator(`a[href="/team-matches/${live.id}"]`),
  });
  await expect(badgeOf(liveRow)).toHaveText('Trực tiếp');
  await page.goto(`/team-matches/${live.id}`);
  await expect(badgeOf(page)).toHaveText('Trực tiếp');
});

/**
 * The captain taps the heaviest player they may for the game in their turn (as a newcomer names
 * their best), and says yes to the question naming that player and that game.
 */
async function nameNext(page: Page, team: string, number: number): Promise<string> {
  await expect(page.getByRole('heading', { name: `Xếp cơ thủ cho ván ${number}` })).toBeVisible(
    LIVE,
  );
  const enabled = page.getByRole('list', { name: `Cơ thủ của ${team}` }).locator('button:enabled');
  await expect(enabled.first()).toBeVisible();
  const buttons = await enabled.all();
  const weights = await Promise.all(
    buttons.map(async (b) => Number(/(\d+)\s*điểm\s*$/.exec(await b.innerText())?.[1] ?? 0)),
  );
  const button = buttons[weights.indexOf(Math.max(...weights))] ?? enabled.first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const player = label.replace(/^Xếp /, '').replace(/ ván \d+.*$/, '');
  await button.click();
  const ask = page.getByRole('alertdialog', { name: `Xếp cơ thủ cho ván ${number}` });
  await expect(ask).toContainText(`Xếp ${player} (hạng `);
  await expect(ask).toContainText(`đấu ván ${number}`);
  await ask.getByRole('button', { name: `Xếp ${player}` }).click();
  await expect(toast(page, 'Thành công').filter({ hasText: `cho ván ${number}.` })).toBeVisible();
  return player;
}

/** Steps a player's score up to their race (the stepper stops there). */
async function raceOut(game: Locator, player: string) {
  const plus = game.getByRole('button', { name: `Thêm một ván: ${player}` });
  while (await plus.isEnabled()) await plus.click();
}

test('two captains line up, report and confirm the five games of their match', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const before = await demoLeague(page);
  const summary = before.matches.find(
    (m) => m.home.name === 'Phố Huế' && m.away.name === 'Cầu Giấy' && m.round === 3,
  );
  if (!summary) throw new Error('the demo match Phố Huế v Cầu Giấy');
  const home = await (await phoneContext(browser)).newPage();
  await signIn(home, 'player');
  const away = await demoPlayerOnPhone(browser, 'phamductri');
  const url = `/team-matches/${summary.id}`;
  await home.goto(url);
  await away.goto(url);
  await expect(home.getByTestId('team-match-total')).toContainText('0 – 0');

  // Game 1: home names first; the away captain waits for it.
  await expect(away.getByText('Chờ Phố Huế xếp cơ thủ cho ván 1.')).toBeVisible();
  await expect(home.getByTestId('lineup-sum')).toHaveText(`0 / ${FIXTURE_LEAGUE.rankCap}`);
  await fitsAndCapture(home, 'team-match-lineup-phone');
  await expectNoBlockers(home, 'the lineup screen, as the home captain on a phone', 'light');

  // A tap asks first (a pick cannot be taken back): "Chọn lại" names nobody.
  const roster = home.getByRole('list', { name: 'Cơ thủ của Phố Huế' });
  await roster.locator('button:enabled').first().click();
  const ask = home.getByRole('alertdialog', { name: 'Xếp cơ thủ cho ván 1' });
  await expect(ask).toContainText('Đã xếp thì không đổi được.');
  await ask.getByRole('button', { name: 'Chọn lại' }).click();
  await expect(ask).toBeHidden();
  await expect(home.getByTestId('lineup-sum')).toHaveText(`0 / ${FIXTURE_LEAGUE.rankCap}`);
  const unnamed = await query<TeamMatch>(home.request, 'leagues.match', { id: summary.id });
  expect(unnamed.games[0]?.home ?? null, 'nobody named for game 1').toBeNull();

  const first = await nameNext(home, 'Phố Huế', 1);

  // Then in turns: away answers game 1 and puts up first in game 2, and so on.
  const order: ['home' | 'away', number][] = [
    ['away', 1],
    ['away', 2],
    ['home', 2],
    ['home', 3],
    ['away', 3],
    ['away', 4],
    ['home', 4],
    ['home', 5],
    ['away', 5],
  ];
  for (const [side, number] of order) {
    if (side === 'home' && number === 2) {
      // The player named for game 1 cannot be named again: the screen says why.
      await expect(home.getByRole('heading', { name: 'Xếp cơ thủ cho ván 2' })).toBeVisible(LIVE);
      const taken = home
        .getByRole('list', { name: 'Cơ thủ của Phố Huế' })
        .getByRole('button', { name: `Xếp ${first} ván 2 (Đã xếp ở ván 1)` });
      await expect(taken).toBeDisabled();
      await expect(home.getByTestId('lineup-sum')).not.toHaveText(`0 / ${FIXTURE_LEAGUE.rankCap}`);
    }
    if (side === 'home' && number === 3) {
      // The demo's roster weighs more than the cap whole: after its two heaviest, the next one
      // would leave the last two games no room, and the screen says so in the cap's words.
      await expect(home.getByRole('heading', { name: 'Xếp cơ thủ cho ván 3' })).toBeVisible(LIVE);
      const over = home
        .getByRole('list', { name: 'Cơ thủ của Phố Huế' })
        .getByRole('button', { name: /vượt mức trần/ });
      await expect(over).toHaveCount(1);
      await expect(over).toBeDisabled();
      await expect(over.getByTestId('lineup-why')).toContainText(
        `Đội hình sẽ vượt mức trần: tổng 27 điểm hạng, các ván còn lại cần ít nhất 12 nữa (39), mức trần ${FIXTURE_LEAGUE.rankCap}`,
      );
    }
    await nameNext(side === 'home' ? home : away, side === 'home' ? 'Phố Huế' : 'Cầu Giấy', number);
  }
  await expect(home.getByRole('heading', { name: /^Xếp cơ thủ/ })).toHaveCount(0);

  const lined = await query<TeamMatch>(home.request, 'leagues.match', { id: summary.id });
  expect(lined.status).toBe('playing');
  expect(lined.lineupPoints.home).toBeLessThanOrEqual(FIXTURE_LEAGUE.rankCap);

  // Games 1, 3, 4 to home, reported by home; 2 and 5 to away, reported by away; each confirmed
  // by the other captain.
  for (const game of lined.games) {
    const homeWins = game.number !== 2 && game.number !== 5;
    const [reporter, confirmer] = homeWins ? [home, away] : [away, home];
    const card = reporter.getByRole('article', { name: `Ván ${game.number}` });
    if (game.number === 1) {
      // A score that ends nothing is refused on the phone, before it is sent.
      await card.getByRole('button', { name: 'Báo tỉ số' }).click();
      await expect(card.getByRole('alert')).toContainText(
        'Tỉ số phải có đúng một cơ thủ chạm số ván của mình',
      );
    }
    await raceOut(card, (homeWins ? game.home : game.away)?.fullName ?? '');
    await card
      .getByRole('button', {
        name: `Thêm một ván: ${(homeWins ? game.away : game.home)?.fullName}`,
      })
      .click();
    await card.getByRole('button', { name: 'Báo tỉ số' }).click();
    await expect(
      toast(reporter, 'Thành công').filter({
        hasText: `Đã báo tỉ số ván ${game.number}, chờ đội bạn xác nhận.`,
      }),
    ).toBeVisible();
    await expect(card.getByTestId('game-status')).toHaveText('Chờ xác nhận');
    const theirs = confirmer.getByRole('article', { name: `Ván ${game.number}` });
    await theirs.getByRole('button', { name: /^Xác nhận / }).click(LIVE);
    await expect(theirs.getByTestId('game-status')).toHaveText('Đã xác nhận');
  }

  for (const phone of [home, away]) {
    await expect(phone.getByTestId('team-match-total')).toContainText('3 – 2', LIVE);
    await expect(phone.getByText('Đã xong').first()).toBeVisible();
  }
  await capture(home, 'team-match-finished-phone');

  // The table counts it: a win for Phố Huế, a loss for Cầu Giấy.
  const was = standingOf(before, 'Phố Huế');
  await home.goto(`/leagues/${before.id}`);
  const row = home
    .getByRole('table', { name: /^Bảng xếp hạng/ })
    .getByTestId('league-standing')
    .filter({ hasText: 'Phố Huế' });
  await expect(row.getByTestId('league-points')).toHaveText(String(was.matchPoints + 2));
  await expect(row).toContainText(`${was.won + 1}-${was.drawn}-${was.lost}`);
  await expect(row).toContainText(`${was.gamesWon + 3}-${was.gamesLost + 2}`);
  const after = await demoLeague(home);
  expect(standingOf(after, 'Cầu Giấy').lost).toBe(standingOf(before, 'Cầu Giấy').lost + 1);
});
