// Carom statistics where people look (issue 20 item 4): a player's figures per discipline from
// the protocols (general average, best game average, high run), career and the last 12 months,
// on the profile beside the carom rating; the carom boards of the leaderboard; and the pool
// pages (rating chart, racks, record) left to pool games alone.
import type { CaromProtocol } from '../../../src/shared/schemas/matches';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { simulateProtocol } from '../../../src/app-api/demo/demo-carom';
import { matches, users } from '../../../src/app-api/db/schema';
import { createConfigService } from '../../../src/app-api/services/config';
import { caromRulesOf } from '../../../src/app-api/services/matches/match-protocol';
import { createMatchService } from '../../../src/app-api/services/matches';
import { createPlayerService } from '../../../src/app-api/services/players';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import { CAROM_AVERAGE_MIN_GAMES } from '../../../src/shared/domain';
import { rankingsQuery } from '../../../src/shared/contract/queries';
import type { RankingEntry } from '../../../src/shared/schemas/players';
import type { Game } from '../../../src/shared/schemas/tournaments';
import type { User } from '../../../src/shared/schemas/user';
import { deepSnakeKeys } from '../../../src/shared/wire/case';
import { playerProfileWire, rankingPageWire } from '../../../src/shared/wire/players';
import { databaseTargets } from '../../support/databases';
import {
  createOrganizer,
  createUsers,
  matchRows,
  registerDirectly,
  seededRandom,
  several,
  tournamentInput,
} from '../../support/tournament-world';

const TARGET_10 = { early: 10, quarterFinal: 10, semiFinal: 10, final: 10 };
const YEAR = 365 * 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('carom figures on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  const tournaments = () => createTournamentService(database.db);
  const matchService = () => createMatchService(database.db);
  const players = () =>
    createPlayerService(database.db, { config: createConfigService(database.db) });

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  /** A started two-player round robin of `game`: its one match, started. */
  async function oneMatch(game: Game, a: User, b: User) {
    const carom = game !== '9-ball';
    const t = await tournaments().create(
      organizer,
      tournamentInput({
        game,
        format: 'round_robin',
        raceTo: carom ? TARGET_10 : { early: 3, quarterFinal: 3, semiFinal: 3, final: 3 },
        ...(carom ? { inningsLimit: 20, caromTiebreak: 'penalty_shots' as const } : {}),
      }),
    );
    await registerDirectly(database.db, t.id, [a, b]);
    await tournaments().start(organizer, t.id, { seeding: 'rating' });
    const [row] = await matchRows(database.db, t.id);
    if (!row) throw new Error('no match');
    await matchService().start(organizer, row.id);
    return row;
  }

  /**
   * A carom game between `first` (who breaks) and `second`: `runs` in playing order, first's
   * run then second's, inning by inning.
   */
  async function caromGame(game: Game, first: User, second: User, runs: number[]) {
    const row = await oneMatch(game, first, second);
    const breaker = row.player1Id === first.id ? 1 : 2;
    const protocol: CaromProtocol = {
      breaker,
      runs,
      penaltyWinner: null,
      extensions: [0, 0],
      current: 0,
    };
    const done = await matchService().recordProtocol(organizer, row.id, {
      protocol,
      from: null,
      confirm: true,
    });
    expect(done.status).toBe('finished');
    return row.id;
  }

  it('figures each discipline from the protocols, career and last 12 months', async () => {
    const [a, b, c] = several(await createUsers(database.db, 3), 3);
    // A breaks: A 3+4+3 = 10 in 3 innings (best run 4), B 1+0+2 = 3. A wins.
    const old = await caromGame('three-cushion', a, b, [3, 1, 4, 0, 3, 2]);
    // B breaks: B 5+0+5 = 10, A 0+6+2 = 8 in the equalizing inning. B wins.
    await caromGame('three-cushion', b, a, [5, 0, 0, 6, 5, 2]);
    // Libre is a discipline of its own: A runs out the 10 in one inning.
    await caromGame('libre', a, c, [10, 0]);
    // The first game was played two years ago: out of the last 12 months.
    await database.db
      .update(matches)
      .set({ finishedAt: new Date(Date.now() - 2 * YEAR) })
      .where(eq(matches.id, old));

    const profile = await players().get(a.id);
    const [stored] = await database.db
      .select({ caromRating: users.caromRating })
      .from(users)
      .where(eq(users.id, a.id));
    expect(profile.carom?.rating).toBe(stored?.caromRating);
    expect(profile.carom?.disciplines.map((d) => d.game)).toEqual(['three-cushion', 'libre']);
    const [threeCushion, libre] = profile.carom?.disciplines ?? [];
    expect(threeCushion?.career).toEqual({
      matches: 2,
      won: 1,
      drawn: 0,
      lost: 1,
      points: 18,
      innings: 6,
      generalAverage: 3,
      bestGameAverage: 3.333,
      highRun: 6,
    });
    expect(threeCushion?.recent).toEqual({
      matches: 1,
      won: 0,
      drawn: 0,
      lost: 1,
      points: 8,
      innings: 3,
      generalAverage: 2.667,
      bestGameAverage: 2.667,
      highRun: 6,
    });
    expect(libre?.career).toMatchObject({ matches: 1, won: 1, points: 10, innings: 1 });
    expect(libre?.career).toMatchObject({ generalAverage: 10, bestGameAverage: 10, highRun: 10 });

    const other = await players().get(b.id);
    expect(other.carom?.disciplines[0]?.career).toMatchObject({
      points: 13,
      innings: 6,
      generalAverage: 2.167,
      bestGameAverage: 3.333,
      highRun: 5,
    });
    // Carom games are not pool racks: the pool header and chart know nothing of them.
    expect(profile.stats).toEqual({ matchesWon: 0, matchesLost: 0, racksWon: 0, racksLost: 0 });
    expect(profile.racksPlayed).toBe(0);

    // Through the wire (snake_case), as the BFF reads it: nothing lost on the way.
    expect(playerProfileWire.parse(deepSnakeKeys(profile))).toEqual(profile);

    const [fresh] = await createUsers(database.db, 1);
    expect((await players().get(fresh?.id ?? 0)).carom).toBeNull();
  });

  it('keeps carom games off the pool rating chart, racks and record', async () => {
    const [a, b] = several(await createUsers(database.db, 2), 2);
    await caromGame('one-cushion', a, b, [4, 1, 6, 2]);
    const pool = await oneMatch('9-ball', a, b);
    const score = pool.player1Id === a.id ? { score1: 3, score2: 1 } : { score1: 1, score2: 3 };
    await matchService().recordResult(organizer, pool.id, score);

    const history = await players().ratingHistory(a.id, 'pool');
    expect(history.map((p) => p.matchId)).toEqual([null, pool.id]);
    const profile = await players().get(a.id);
    expect(history.at(-1)?.rating).toBe(profile.rating);
    // The carom chart has the carom game alone, ending at the carom rating.
    const carom = await players().ratingHistory(a.id, 'carom');
    expect(carom.map((p) => p.matchId)).toEqual([null, expect.any(Number)]);
    expect(carom.at(-1)?.rating).toBe(profile.carom?.rating);
    expect(carom.at(-1)?.matchId).not.toBe(pool.id);
    expect(profile.racksPlayed).toBe(4);
    expect(profile.stats).toEqual({ matchesWon: 1, matchesLost: 0, racksWon: 3, racksLost: 1 });
    expect(profile.carom?.disciplines[0]).toMatchObject({
      game: 'one-cushion',
      career: { matches: 1, won: 1, points: 10, innings: 2, highRun: 6 },
    });
  });

  it('ranks a discipline by carom rating, or by the general average of the last 12 months', async () => {
    const [a, b, c] = several(await createUsers(database.db, 3), 3);
    // Libre only: players of other disciplines stay off this board.
    const old = await caromGame('libre', a, b, [10, 0]);
    await caromGame('libre', b, c, [6, 3, 4, 2]);
    await caromGame('libre', c, a, [5, 1, 5, 0]);
    // B 5+5 = 10, C 5+4 = 9 in the equalizing inning; then B 4+6 = 10, A 0+1.
    await caromGame('libre', b, c, [5, 5, 5, 4]);
    await caromGame('libre', b, a, [4, 0, 6, 1]);
    await database.db
      .update(matches)
      .set({ finishedAt: new Date(Date.now() - 2 * YEAR) })
      .where(eq(matches.id, old));

    // The suite's earlier libre players are on the board too: these three are looked at.
    const ours = (entry: RankingEntry) => [a.id, b.id, c.id].includes(entry.player.id);
    const byRating = await players().rankings({ page: 1, perPage: 100, game: 'libre' });
    expect(byRating.data.filter(ours)).toHaveLength(3);
    const ratings = byRating.data.map((e) => e.carom?.rating ?? NaN);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const entryA = byRating.data.find((e) => e.player.id === a.id);
    // Career figures: A's 10 in 1 inning, then 1 in 2 twice.
    expect(entryA?.carom).toMatchObject({
      matches: 3,
      won: 1,
      lost: 2,
      points: 12,
      innings: 5,
      generalAverage: 2.4,
      highRun: 10,
    });
    expect(entryA?.stats).toEqual({ matchesWon: 1, matchesLost: 2, racksWon: 12, racksLost: 20 });

    // The last 12 months: B 30 in 6 (5.0), C 5 + 10 + 9 in 6 (4.0). A played two games in them,
    // one short of the board's minimum: a lucky game or two does not rank.
    const byAverage = await players().rankings({
      page: 1,
      perPage: 100,
      game: 'libre',
      sort: 'generalAverage',
    });
    expect(byAverage.data.filter(ours).map((e) => [e.player.id, e.carom?.generalAverage])).toEqual([
      [b.id, 5],
      [c.id, 4],
    ]);
    expect(byAverage.data.every((e) => (e.carom?.matches ?? 0) >= CAROM_AVERAGE_MIN_GAMES)).toBe(
      true,
    );
    const averages = byAverage.data.map((e) => e.carom?.generalAverage ?? NaN);
    expect(averages).toEqual([...averages].sort((x, y) => y - x));
    expect(byAverage.data.map((e) => e.position)).toEqual(byAverage.data.map((_, i) => i + 1));

    expect(rankingPageWire.parse(deepSnakeKeys(byAverage))).toEqual(byAverage);
    expect(rankingsQuery.parse({ game: 'libre', sort: 'generalAverage' })).toEqual({
      game: 'libre',
      sort: 'generalAverage',
    });
    expect(rankingsQuery.safeParse({ game: '9-ball' }).error?.issues[0]?.message).toBe(
      'Môn carom không hợp lệ',
    );

    // The pool board has none of them: they have no rated pool match.
    const pool = await players().rankings({ page: 1, perPage: 100 });
    expect(pool.data.filter((e) => [a.id, b.id, c.id].includes(e.player.id))).toEqual([]);
    expect(pool.data.every((e) => e.carom === null)).toBe(true);
  });

  it('agrees with the standings, which read the same protocols in TypeScript', async () => {
    const entrants = await createUsers(database.db, 4);
    const t = await tournaments().create(
      organizer,
      tournamentInput({
        game: 'one-cushion',
        format: 'round_robin',
        raceTo: { early: 15, quarterFinal: 15, semiFinal: 15, final: 15 },
        inningsLimit: 12,
        caromTiebreak: 'extra_innings',
      }),
    );
    await registerDirectly(database.db, t.id, entrants);
    await tournaments().start(organizer, t.id, { seeding: 'rating' });
    const tournament = await tournaments().get(t.id, organizer);
    const random = seededRandom(20);
    for (const row of await matchRows(database.db, t.id)) {
      await matchService().start(organizer, row.id);
      const rules = caromRulesOf(
        {
          inningsLimit: tournament.inningsLimit,
          caromTiebreak: tournament.caromTiebreak,
          caromSets: tournament.caromSets,
        },
        row,
      );
      const protocol = simulateProtocol(rules, random() < 0.5 ? 1 : 2, [0.9, 0.7], random);
      await matchService().recordProtocol(organizer, row.id, {
        protocol,
        from: null,
        confirm: true,
      });
    }
    for (const standing of await tournaments().standings(t.id, null)) {
      const profile = await players().get(standing.player.id);
      expect(profile.carom?.disciplines).toHaveLength(1);
      const career = profile.carom?.disciplines[0]?.career;
      expect(career).toMatchObject({
        matches: standing.played,
        won: standing.won,
        points: standing.racksWon,
        ...standing.carom,
      });
    }
  });
});
