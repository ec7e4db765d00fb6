// The league procedures through the BFF over the embedded upstream and its demo world (issue 42):
// the league in its third week with a match under way, its table and schedule, a captain's turn,
// refusals as 4xx in Vietnamese, and the demo captain's roster, heavier than the cap allows whole.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_LEAGUE } from '../../../fixtures/leagues';
import { DEMO_PLAYER_PASSWORD } from '../../../fixtures/players';
import { demoUpstreamOf, errorOf, upstreamTargets } from '../../support/demo-procedures';
import { signedInCaller } from '../../support/embedded-upstream';

describe.each(upstreamTargets())('league procedures on $label', (target) => {
  const demo = demoUpstreamOf(target);
  const demoLeague = async () => {
    const found = (await demo.anonymous().leagues.list({})).data.find(
      (l) => l.name === FIXTURE_LEAGUE.name,
    );
    if (!found) throw new Error('no demo league');
    return found;
  };

  it('shows the demo league in its third week, a match under way, the table after two', async () => {
    const summary = await demoLeague();
    expect(summary).toMatchObject({ status: 'running', week: 3, teamCount: 4, divisionCount: 1 });
    const league = await demo.anonymous().leagues.get({ id: summary.id });
    expect(
      league.matches
        .filter((m) => m.round === 3)
        .map((m) => m.status)
        .sort(),
    ).toEqual(['lineup', 'playing']);
    const [table] = league.divisions.map((d) => d.standings);
    expect(table?.map((s) => s.played)).toEqual([2, 2, 2, 2]);
    expect(table?.reduce((sum, s) => sum + s.matchPoints, 0)).toBe(4 * 2);
    const live = league.matches.find((m) => m.status === 'playing');
    const match = await demo.anonymous().leagues.match({ id: live?.id ?? 0 });
    expect(match.games.map((g) => g.status)).toEqual([
      'confirmed',
      'confirmed',
      'reported',
      'ready',
      'ready',
    ]);
    expect(match.viewer).toEqual({ side: null, organizer: false });
  });

  it('tells `player` it is their turn to name a player, and refuses the other captain', async () => {
    const { username, password } = FIXTURE_ACCOUNTS.player;
    const player = (await signedInCaller(demo.embedded.upstream, username, password)).caller;
    const league = await player.leagues.get({ id: (await demoLeague()).id });
    const mine = league.matches.find((m) => m.round === 3 && m.status === 'lineup');
    if (!mine || league.viewer.teamId === null) throw new Error('player’s team has no match');
    const match = await player.leagues.match({ id: mine.id });
    expect(match.viewer.side).toBe(mine.home.id === league.viewer.teamId ? 'home' : 'away');
    expect(match.turn).toEqual({ side: 'home', number: 1 });
    expect(match.rosters[match.viewer.side ?? 'home']).toHaveLength(6);

    const viewer = (
      await signedInCaller(
        demo.embedded.upstream,
        FIXTURE_ACCOUNTS.viewer.username,
        FIXTURE_ACCOUNTS.viewer.password,
      )
    ).caller;
    const refused = await errorOf(
      viewer.leagues.pick({
        id: mine.id,
        number: 1,
        playerId: match.rosters.home[0]?.player.id ?? 0,
      }),
    );
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      'Chỉ đội trưởng mới làm được việc này',
    ]);
    const visitor = await errorOf(demo.anonymous().leagues.invitations());
    expect(visitor.code).toBe('UNAUTHORIZED');
  });

  // Last: it names the week-3 lineups the test above reads as not begun.
  it('refuses the demo captain who names their heaviest players, in the cap’s words', async () => {
    const { username, password } = FIXTURE_ACCOUNTS.player;
    const home = (await signedInCaller(demo.embedded.upstream, username, password)).caller;
    const awayCaptain = FIXTURE_LEAGUE.teams.find((t) => t.name === 'Cầu Giấy')?.captain ?? '';
    const away = (await signedInCaller(demo.embedded.upstream, awayCaptain, DEMO_PLAYER_PASSWORD))
      .caller;
    const league = await home.leagues.get({ id: (await demoLeague()).id });
    const mine = league.matches.find((m) => m.round === 3 && m.status === 'lineup');
    if (!mine) throw new Error('player’s team has a match to line up');
    const match = await home.leagues.match({ id: mine.id });
    const cap = match.league.rankCap;
    const heaviest = [...match.rosters.home].sort((a, b) => b.points - a.points);
    const top5 = heaviest.slice(0, 5).reduce((sum, m) => sum + m.points, 0);
    expect(top5, 'the roster’s five heaviest weigh more than the cap').toBeGreaterThan(cap);

    // Games 1 and 2: the captain names the two heaviest; the other captain answers and puts up.
    const pick = (caller: typeof home, number: number, playerId: number) =>
      caller.leagues.pick({ id: mine.id, number, playerId });
    const awayPlayers = match.rosters.away.map((m) => m.player.id);
    await pick(home, 1, heaviest[0]?.player.id ?? 0);
    await pick(away, 1, awayPlayers[0] ?? 0);
    await pick(away, 2, awayPlayers[1] ?? 0);
    await pick(home, 2, heaviest[1]?.player.id ?? 0);

    // Game 3: the third heaviest leaves the last two games no room, even with the lightest.
    const third = heaviest[2];
    if (!third) throw new Error('a roster of six');
    const named = (heaviest[0]?.points ?? 0) + (heaviest[1]?.points ?? 0) + third.points;
    const lightest = heaviest
      .slice(3)
      .map((m) => m.points)
      .sort((a, b) => a - b)
      .slice(0, 2)
      .reduce((sum, points) => sum + points, 0);
    const refused = await errorOf(pick(home, 3, third.player.id));
    expect([refused.code, refused.message]).toEqual([
      'BAD_REQUEST',
      `Đội hình sẽ vượt mức trần: tổng ${named} điểm hạng, các ván còn lại cần ít nhất ${lightest} nữa (${named + lightest}), mức trần ${cap}`,
    ]);
    expect(named + lightest).toBeGreaterThan(cap);
    // A lighter player goes in instead.
    const next = await pick(home, 3, heaviest[3]?.player.id ?? 0);
    expect(next.lineupPoints.home).toBeLessThanOrEqual(cap);
  });
});
