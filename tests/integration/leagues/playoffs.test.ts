// A league's playoff (issue 42): once the round robin is played, the organiser draws the top
// teams' knockout with brackets-manager, seeded by the table; each decided playoff match moves its
// winner on, and the final's winner ends the league. What the draw stands on is settled.
import { describe, expect, it } from 'vitest';
import { createLeagueService } from '../../../src/app-api/services/leagues';
import { DEFAULT_RANK_POINTS } from '../../../src/shared/league-rules';
import type { TeamMatchSummary } from '../../../src/shared/schemas/leagues';
import type { User } from '../../../src/shared/schemas/user';
import { vietnamDay } from '../../../src/shared/tour-rules';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import { createUsers, tournamentWorld } from '../../support/tournament-world';

describe.each(databaseTargets())('league playoffs on $label', (target) => {
  const world = tournamentWorld(target);
  const leagues = () => createLeagueService(world.db);

  it('draws the top four by the table, plays the knockout, and crowns the final’s winner', async () => {
    const id = await leagues().create(world.organizer, {
      name: 'Giải đồng đội có playoff',
      description: '',
      game: '9-ball',
      startsOn: vietnamDay(new Date()),
      matchTime: '19:00',
      gamesPerMatch: 1,
      raceTo: 3,
      rankCap: 20,
      rankPoints: { ...DEFAULT_RANK_POINTS },
      divisions: ['Bảng A'],
      venues: [],
    });
    const [division] = (await leagues().get(id, null)).divisions;
    const captains = (await createUsers(world.db, 4)) as [User, User, User, User];
    const teams: number[] = [];
    for (const [i, captain] of captains.entries()) {
      teams.push(
        await leagues().createTeam(captain, {
          id,
          name: `Đội ${i + 1}`,
          divisionId: division?.id ?? 0,
          homeStoreId: null,
        }),
      );
    }
    await leagues().start(world.organizer, id);
    const captainOf = (teamId: number) => captains[teams.indexOf(teamId)] as User;

    /** Each captain names themselves; the organiser gives the game to `winner`. */
    async function decide(match: TeamMatchSummary, winner: number) {
      await leagues().pick(captainOf(match.home.id), {
        id: match.id,
        number: 1,
        playerId: captainOf(match.home.id).id,
      });
      await leagues().pick(captainOf(match.away.id), {
        id: match.id,
        number: 1,
        playerId: captainOf(match.away.id).id,
      });
      const homeWins = winner === match.home.id;
      await leagues().setGame(world.organizer, {
        id: match.id,
        number: 1,
        score1: homeWins ? 3 : 1,
        score2: homeWins ? 1 : 3,
      });
    }

    const season = (await leagues().get(id, null)).matches;
    const early = await rejection(leagues().playoff(world.organizer, { id, size: 4 }));
    expect([early.status, early.message]).toEqual([
      409,
      'Vòng playoff bốc thăm khi mọi trận vòng tròn đã xong',
    ]);
    // The earlier-made team wins every meeting: the table is Đội 1, 2, 3, 4.
    for (const match of season) await decide(match, Math.min(match.home.id, match.away.id));
    const other = (
      await createUsers(world.db, 1, { permissions: ['tournament.create'] })
    )[0] as User;
    expect((await rejection(leagues().playoff(other, { id, size: 4 }))).status).toBe(403);
    await leagues().playoff(world.organizer, { id, size: 4 });

    const drawn = await leagues().get(id, null);
    expect(drawn.playoff).toBe(true);
    const semis = drawn.matches.filter((m) => m.stage === 'playoff');
    expect(semis.map((m) => [m.home.name, m.away.name]).sort()).toEqual([
      ['Đội 1', 'Đội 4'],
      ['Đội 2', 'Đội 3'],
    ]);
    expect(semis.every((m) => m.round === 7)).toBe(true);
    // The season the draw stands on is settled.
    const locked = await rejection(
      leagues().setGame(world.organizer, {
        id: season[0]?.id ?? 0,
        number: 1,
        score1: 1,
        score2: 3,
      }),
    );
    expect([locked.status, locked.message]).toEqual([
      409,
      'Vòng playoff đã bốc thăm theo kết quả này: không sửa được nữa',
    ]);

    // Upsets: Đội 4 and Đội 3 go through to the final, which Đội 3 wins.
    for (const semi of semis) await decide(semi, Math.max(semi.home.id, semi.away.id));
    const final = (await leagues().get(id, null)).matches.find(
      (m) => m.stage === 'playoff' && m.round === 8,
    );
    expect([final?.home.name, final?.away.name].sort()).toEqual(['Đội 3', 'Đội 4']);
    if (!final) throw new Error('no final');
    await decide(final, teams[2] ?? 0);
    const done = await leagues().get(id, null);
    expect(done).toMatchObject({ status: 'finished', champion: { id: teams[2], name: 'Đội 3' } });
  });
});
