// Carom figures from the protocols of finished games: points, innings, general average (points ÷
// innings), best single-game average and high run, per player and discipline. They are read in
// SQL from the jsonb protocol, so that a leaderboard can rank by them without loading every
// protocol. The innings and runs follow shared/carom.ts's order of play (its `shooterOf`): the
// breaker shoots runs 1, 3, 5…, the other player runs 2, 4, 6…; tally.ts, which ranks a
// tournament's table, reads the same protocols through `protocolFigures`.
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { generalAverage } from '../../../shared/carom';
import { CAROM_GAMES, CAROM_RECENT_MONTHS, isProvisional } from '../../../shared/domain';
import type { CaromFigures, CaromGame, PlayerCarom } from '../../../shared/schemas/players';
import type { Db } from '../../db/client';
import { matches, tournaments } from '../../db/schema';

export const EMPTY_FIGURES: CaromFigures = {
  matches: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  points: 0,
  innings: 0,
  generalAverage: 0,
  bestGameAverage: 0,
  highRun: 0,
};

/** The start of the recent window: CAROM_RECENT_MONTHS before `now`. */
export function recentSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - CAROM_RECENT_MONTHS);
  return since;
}

/**
 * The figures of the side `side.n` (1 or 2) in the match's protocol, read in one pass over its
 * runs: those of the sets finished before the last (`sets`), then of the protocol's own game.
 * The breaker of each game shoots its odd runs (1-based), the other player its even ones. From
 * the runs, not the score: a match of sets is scored in sets.
 */
const sideFigures = sql`lateral (
  select
    coalesce(sum(r.run) filter (where r.own), 0) as points,
    coalesce(sum(r.run) filter (where not r.own), 0) as opponent_points,
    count(*) filter (where r.own) as innings,
    coalesce(max(r.run) filter (where r.own), 0) as high_run
  from jsonb_array_elements(
      coalesce(${matches.carom} -> 'sets', '[]'::jsonb) || jsonb_build_array(${matches.carom})
    ) as g(game),
    lateral (
      select runs.run::int as run, (runs.n % 2 = 1) = (side.n = (g.game ->> 'breaker')::int) as own
      from jsonb_array_elements_text(g.game -> 'runs') with ordinality as runs(run, n)
    ) as r
) as figures`;

export interface CaromGamesFilter {
  /** One discipline; every carom discipline without it. */
  game?: CaromGame;
  /** Games of these players only (and their opponents' sides, which the caller leaves out). */
  userIds?: number[];
  /** Games finished since then only. */
  since?: Date;
}

/**
 * One row per player per finished carom game with two players: the player, the discipline,
 * whether they won or lost (neither: a draw), their points and the opponent's, their innings and their high run.
 */
export function caromGames(db: Db, filter: CaromGamesFilter = {}) {
  // Each match once per side: side.n is 1 (player 1) or 2 (player 2).
  const side = sql`side.n`;
  const userId = sql`case when ${side} = 1 then ${matches.player1Id} else ${matches.player2Id} end`;
  const { userIds } = filter;
  return db
    .select({
      userId: sql<number>`${userId}`.as('user_id'),
      game: sql<CaromGame>`${tournaments.game}`.as('game'),
      won: sql<boolean>`${matches.winnerId} = ${userId}`.as('won'),
      lost: sql<boolean>`${matches.winnerId} <> ${userId}`.as('lost'),
      points: sql<number>`figures.points`.as('points'),
      opponentPoints: sql<number>`figures.opponent_points`.as('opponent_points'),
      innings: sql<number>`figures.innings`.as('innings'),
      highRun: sql<number>`figures.high_run`.as('high_run'),
      finishedAt: sql<string>`${matches.finishedAt}`.as('finished_at'),
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .crossJoin(sql`(values (1), (2)) as side(n)`)
    .crossJoin(sideFigures)
    .where(
      and(
        eq(matches.status, 'finished'),
        isNotNull(matches.carom),
        isNotNull(matches.player1Id),
        isNotNull(matches.player2Id),
        inArray(tournaments.game, filter.game ? [filter.game] : [...CAROM_GAMES]),
        userIds
          ? or(inArray(matches.player1Id, userIds), inArray(matches.player2Id, userIds))
          : undefined,
        filter.since ? sql`${matches.finishedAt} >= ${filter.since.toISOString()}` : undefined,
      ),
    )
    .as('carom_games');
}

export type CaromGames = ReturnType<typeof caromGames>;

/**
 * The aggregates of `games` behind a player's figures, over the rows `within` keeps (all of
 * them without it). The averages are finished in TypeScript by `toFigures`.
 */
export function figureColumns(games: CaromGames, within?: SQL) {
  const only = (condition?: SQL) => {
    const kept = [condition, within].filter((part): part is SQL => part !== undefined);
    return kept.length === 0 ? sql`` : sql` filter (where ${sql.join(kept, sql` and `)})`;
  };
  const number = (aggregate: SQL) => sql<number>`${aggregate}`.mapWith(Number);
  return {
    matches: number(sql`count(*)${only()}`),
    won: number(sql`count(*)${only(sql`${games.won}`)}`),
    lost: number(sql`count(*)${only(sql`${games.lost}`)}`),
    points: number(sql`coalesce(sum(${games.points})${only()}, 0)`),
    opponentPoints: number(sql`coalesce(sum(${games.opponentPoints})${only()}, 0)`),
    innings: number(sql`coalesce(sum(${games.innings})${only()}, 0)`),
    // Unrounded: rounded once, like every average, by toFigures.
    bestGameRatio: number(
      sql`coalesce(max(${games.points}::float8 / nullif(${games.innings}, 0))${only()}, 0)`,
    ),
    highRun: number(sql`coalesce(max(${games.highRun})${only()}, 0)`),
  };
}

type FigureRow = {
  [K in keyof ReturnType<typeof figureColumns>]: number;
};

/** A player's figures from the aggregates of `figureColumns`. */
export function toFigures(row: FigureRow): CaromFigures {
  return {
    matches: row.matches,
    won: row.won,
    drawn: row.matches - row.won - row.lost,
    lost: row.lost,
    points: row.points,
    innings: row.innings,
    generalAverage: generalAverage(row.points, row.innings),
    // The best game's points per inning, to three decimals as generalAverage rounds it.
    bestGameAverage: generalAverage(row.bestGameRatio, 1),
    highRun: row.highRun,
  };
}

/**
 * The carom side of a player's profile: their carom rating and, for each discipline they have
 * finished a game in, the figures of their career and of the last 12 months. Null when they
 * have none. One statement, read through the player indexes of matches.
 */
export async function caromOf(
  db: Db,
  player: { id: number; caromRating: number; caromRatingDeviation: number },
  now: Date,
): Promise<PlayerCarom | null> {
  const games = caromGames(db, { userIds: [player.id] });
  const since = recentSince(now).toISOString();
  const rows = await db
    .select({
      game: games.game,
      career: figureColumns(games),
      recent: figureColumns(games, sql`${games.finishedAt} >= ${since}`),
    })
    .from(games)
    .where(eq(games.userId, player.id))
    .groupBy(games.game);
  if (rows.length === 0) return null;
  const order = (game: CaromGame) => CAROM_GAMES.indexOf(game);
  return {
    rating: player.caromRating,
    deviation: player.caromRatingDeviation,
    provisional: isProvisional(player.caromRatingDeviation),
    disciplines: rows
      .sort((a, b) => order(a.game) - order(b.game))
      .map((row) => ({
        game: row.game,
        career: toFigures(row.career),
        recent: toFigures(row.recent),
      })),
  };
}
