// The league procedures through the BFF over the embedded upstream and its demo world (issue 42):
// the league in its third week with a match under way, its table and schedule, a captain's turn,
// and refusals as 4xx in Vietnamese.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_LEAGUE } from '../../../fixtures/leagues';
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
});
