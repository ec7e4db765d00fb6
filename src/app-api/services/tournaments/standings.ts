// Standings while a tournament runs, final places when it ends, and the achievements they give.
import { generalAverage } from '../../../shared/carom';
import { isCaromGame, outcomeFor } from '../../../shared/domain';
import type { BracketsManager } from 'brackets-manager';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Standing } from '../../../shared/schemas/standings';
import type { AchievementKind } from '../../../shared/schemas/tournaments';
import type { Db } from '../../db/client';
import {
  achievements,
  matches,
  tournamentPlayers,
  tournaments,
  users,
  type MatchRow,
  type TournamentRow,
} from '../../db/schema';
import {
  groupTables,
  isSwissStage,
  layoutOf,
  loadRoster,
  rosterLookups,
  swissByes,
  type BracketLayout,
  type BracketStore,
} from '../brackets';
import { playerSummaryColumns, toPlayerSummary } from '../players/player-summary';
import { payPrizes } from './prizes';
import { settleResults } from './results-final';
import { creditByes, emptyTally, tallyMatches } from './tally';
import { rankTallies, type RankedTally } from './tiebreaks';

/** Dense ranks (1, 2, 3, 3, 4, …) → places (1, 2, 3, 3, 5, …): ties share, the next skips. */
export function competitionPlaces<T extends { rank: number }>(
  items: T[],
): (T & { place: number })[] {
  const sorted = [...items].sort((a, b) => a.rank - b.rank);
  return sorted.map((item) => ({
    ...item,
    place: 1 + sorted.filter((other) => other.rank < item.rank).length,
  }));
}

/** The record of each of `userIds` in `rows`, a Swiss event's byes counted as wins. */
function tallyWithByes(
  rows: MatchRow[],
  userIds: number[],
  layout: BracketLayout,
  userOfParticipant: ReadonlyMap<number, number>,
) {
  const tallies = tallyMatches(rows, userIds);
  creditByes(
    tallies,
    swissByes(layout).flatMap((id) => userOfParticipant.get(id) ?? []),
  );
  return tallies;
}

/**
 * A Swiss event's table: the matches of its rounds (not the knockout after them) and the byes as
 * wins, by the organiser's tiebreaks.
 */
export function swissTable(
  tournament: TournamentRow,
  layout: BracketLayout,
  rows: MatchRow[],
  userIds: number[],
  userOfParticipant: ReadonlyMap<number, number>,
  seedOf: (userId: number) => number,
): RankedTally[] {
  const swissIds = new Set(
    layout.matches.filter((m) => m.kind === 'swiss').map((m) => Number(m.record.id)),
  );
  const swissRows = rows.filter((r) => swissIds.has(r.bracketMatchId));
  const tallies = tallyWithByes(swissRows, userIds, layout, userOfParticipant);
  return rankTallies([...tallies.values()], swissRows, tournament.tiebreaks, seedOf);
}

/** Places of an elimination stage, from brackets-manager's final standings. */
async function eliminationPlaces(
  manager: BracketsManager,
  stageId: number,
  userOfParticipant: Map<number, number>,
): Promise<Map<number, number>> {
  const standings = await manager.get.finalStandings(stageId);
  const places = new Map<number, number>();
  for (const item of competitionPlaces(standings)) {
    const userId = userOfParticipant.get(Number(item.id));
    if (userId !== undefined) places.set(userId, item.place);
  }
  return places;
}

/**
 * Final places (user id → place). Elimination: brackets-manager's standings (1, 2, then the
 * losers of each round sharing a place, or 3/4 after a third-place match). Round robin and
 * Swiss: the organiser's tiebreaks, then seed, one place each (after a Swiss cut, the knockout's
 * places first). Groups then knockout: the knockout's
 * places, then the players out after the groups, by their place in the group (all group thirds
 * share the next place, and so on).
 */
async function finalPlaces(
  db: Db,
  tournament: TournamentRow,
  store: BracketStore,
  manager: BracketsManager,
): Promise<Map<number, number>> {
  const layout = layoutOf(store);
  const roster = await loadRoster(db, tournament.id);
  const { userOf: userOfParticipant, seedOf: seedOfUser } = rosterLookups(roster);
  const rows = await db.select().from(matches).where(eq(matches.tournamentId, tournament.id));

  const seedOf = (id: number) => seedOfUser.get(id) ?? 0;
  if (tournament.format === 'round_robin') {
    const tallies = tallyMatches(
      rows,
      roster.map((r) => r.userId),
    );
    const ranked = rankTallies([...tallies.values()], rows, tournament.tiebreaks, seedOf);
    return new Map(ranked.map((r, i) => [r.tally.userId, i + 1]));
  }
  if (tournament.format === 'swiss') {
    const userIds = roster.map((r) => r.userId);
    const table = swissTable(tournament, layout, rows, userIds, userOfParticipant, seedOf);
    const last = layout.stages[layout.stages.length - 1];
    // With a cut, the knockout decides the top places; the rest keep their place in the table.
    const places =
      last && !isSwissStage(last)
        ? await eliminationPlaces(manager, Number(last.id), userOfParticipant)
        : new Map<number, number>();
    let next = places.size + 1;
    for (const { tally } of table) if (!places.has(tally.userId)) places.set(tally.userId, next++);
    return places;
  }

  const lastStage = layout.stages[layout.stages.length - 1];
  if (!lastStage) return new Map();
  const places = await eliminationPlaces(manager, Number(lastStage.id), userOfParticipant);
  if (tournament.format !== 'groups_knockout') return places;

  const tables = groupTables(
    layout,
    new Map(rows.map((r) => [r.bracketMatchId, r])),
    userOfParticipant,
    seedOfUser,
    tournament.tiebreaks,
  );
  let next = places.size + 1;
  const deepest = Math.max(0, ...tables.map((t) => t.ranked.length));
  for (let position = 0; position < deepest; position++) {
    const tier = tables
      .flatMap((t) => t.ranked[position]?.tally ?? [])
      .filter((t) => !places.has(t.userId));
    for (const tally of tier) places.set(tally.userId, next);
    next += tier.length;
  }
  return places;
}

export function achievementOf(place: number): AchievementKind | null {
  if (place === 1) return 'champion';
  if (place === 2) return 'runner_up';
  if (place <= 4) return 'top4';
  return null;
}

/**
 * Writes the final places and achievements and marks the tournament finished; its prizes are paid
 * when its results are final (at once without a protest window). Run again after a ruling changed
 * a result within the window, it writes them anew.
 */
export async function finishTournament(
  tx: Db,
  tournament: TournamentRow,
  store: BracketStore,
  manager: BracketsManager,
  at: Date,
): Promise<void> {
  const places = await finalPlaces(tx, tournament, store, manager);
  await clearFinalPlaces(tx, tournament.id);
  if (places.size > 0) {
    const values = sql.join(
      [...places].map(([userId, place]) => sql`(${userId}::int, ${place}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${tournamentPlayers} set final_place = v.place
          from (values ${values}) as v(user_id, place)
          where ${tournamentPlayers.tournamentId} = ${tournament.id} and ${tournamentPlayers.userId} = v.user_id`,
    );
  }
  const earned = [...places]
    .map(([userId, place]) => ({ userId, place, kind: achievementOf(place) }))
    .filter((a): a is { userId: number; place: number; kind: AchievementKind } => a.kind !== null);
  if (earned.length > 0) {
    await tx
      .insert(achievements)
      .values(earned.map((a) => ({ ...a, tournamentId: tournament.id, createdAt: at })))
      .onConflictDoNothing();
  }
  // A correction after the finish keeps the time it finished.
  await tx
    .update(tournaments)
    .set({
      status: 'finished',
      finishedAt: sql`coalesce(${tournaments.finishedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(tournaments.id, tournament.id));
  await settleResults(tx, tournament.id, at);
}

/**
 * A ruling or a correction undid a result of the finished tournament (a replay, a new winner
 * before the final): it runs again, without the final places and achievements of the results
 * that no longer stand, and any prizes paid on them are taken back (its results are not final).
 */
export async function reopenTournament(tx: Db, tournamentId: number, at: Date): Promise<void> {
  await clearFinalPlaces(tx, tournamentId);
  await payPrizes(tx, tournamentId, at, 'none');
  await tx
    .update(tournaments)
    .set({ status: 'ongoing', finishedAt: null, resultsFinalAt: null })
    .where(eq(tournaments.id, tournamentId));
}

async function clearFinalPlaces(tx: Db, tournamentId: number): Promise<void> {
  await tx
    .update(tournamentPlayers)
    .set({ finalPlace: null })
    .where(eq(tournamentPlayers.tournamentId, tournamentId));
  await tx.delete(achievements).where(eq(achievements.tournamentId, tournamentId));
}

/** The stage number of every bracket match (to tell group matches from knockout ones). */
function stageNumbers(layout: BracketLayout): Map<number, number> {
  return new Map(layout.matches.map((m) => [Number(m.record.id), m.stage.number]));
}

/** Where each player stands in their table: the round robin's, or their group's. */
interface TableEntry {
  group: number | null;
  tablePlace: number;
  tiebreak: RankedTally['tiebreak'];
  figures: RankedTally['figures'];
}

function tableEntries(ranked: RankedTally[], group: number | null): [number, TableEntry][] {
  return ranked.map((r, i) => [
    r.tally.userId,
    { group, tablePlace: i + 1, tiebreak: r.tiebreak, figures: r.figures },
  ]);
}

/**
 * The tournament's table. While it runs: record from the finished matches, `eliminated` for
 * knockout formats (one loss in single elimination and the knockout after groups, two in double
 * elimination, missing the knockout after groups), ordered by who is still in, then by the
 * organiser's tiebreaks and seed. When it is finished: the final places. The players of a round
 * robin, a group or a Swiss event also carry their place in that table (a Swiss table counts its
 * rounds, not the knockout after the cut) and the tiebreak that placed them.
 */
export async function standingsOf(
  db: Db,
  tournament: TournamentRow,
  store: BracketStore | null,
): Promise<Standing[]> {
  const players = await db
    .select({
      ...playerSummaryColumns,
      seed: tournamentPlayers.seed,
      finalPlace: tournamentPlayers.finalPlace,
      joinedAt: tournamentPlayers.joinedAt,
      participantId: tournamentPlayers.participantId,
    })
    .from(tournamentPlayers)
    .innerJoin(users, eq(users.id, tournamentPlayers.userId))
    .where(eq(tournamentPlayers.tournamentId, tournament.id))
    .orderBy(asc(tournamentPlayers.joinedAt), asc(tournamentPlayers.id));
  const rows: MatchRow[] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournament.id)));
  const layout = store ? layoutOf(store) : null;
  const userOfParticipant = new Map(
    players.flatMap((p) => (p.participantId === null ? [] : [[p.participantId, p.id] as const])),
  );
  const userIds = players.map((p) => p.id);
  // Every match and bye counts in a player's record; a table ranks by its own matches only.
  const tallies =
    layout && tournament.format === 'swiss'
      ? tallyWithByes(rows, userIds, layout, userOfParticipant)
      : tallyMatches(rows, userIds);
  const seedOf = new Map(players.map((p) => [p.id, p.seed ?? Number.MAX_SAFE_INTEGER]));
  const seedOfUser = (id: number) => seedOf.get(id) ?? Number.MAX_SAFE_INTEGER;
  const overall =
    layout && tournament.format === 'swiss'
      ? swissTable(tournament, layout, rows, userIds, userOfParticipant, seedOfUser)
      : rankTallies([...tallies.values()], rows, tournament.tiebreaks, seedOfUser);
  const position = new Map(overall.map((r, i) => [r.tally.userId, i]));

  const whole = tournament.format === 'round_robin' || tournament.format === 'swiss';
  const tables = new Map<number, TableEntry>(whole ? tableEntries(overall, null) : []);
  if (layout && tournament.format === 'groups_knockout') {
    const groups = groupTables(
      layout,
      new Map(rows.map((r) => [r.bracketMatchId, r])),
      userOfParticipant,
      seedOf,
      tournament.tiebreaks,
    );
    for (const { group, ranked } of groups) {
      for (const entry of tableEntries(ranked, group.number)) tables.set(...entry);
    }
  }

  const stageOf = layout ? stageNumbers(layout) : new Map<number, number>();
  const knockoutStage =
    tournament.format === 'groups_knockout'
      ? 2
      : tournament.format === 'swiss'
        ? (tournament.swissRounds ?? 0) + 1
        : 1;
  const knockoutRows = rows.filter((r) => (stageOf.get(r.bracketMatchId) ?? 1) === knockoutStage);
  const knockoutLosses = new Map<number, number>();
  const inKnockout = new Set<number>();
  for (const row of knockoutRows) {
    for (const id of [row.player1Id, row.player2Id]) if (id !== null) inKnockout.add(id);
    if (row.status !== 'finished') continue;
    // A double walkover is lost by both players.
    for (const id of [row.player1Id, row.player2Id]) {
      if (id !== null && outcomeFor(row, id) === 'lost') {
        knockoutLosses.set(id, (knockoutLosses.get(id) ?? 0) + 1);
      }
    }
  }
  const knockoutExists = layout ? layout.stages.length >= knockoutStage : false;

  const finished = tournament.status === 'finished';
  const eliminated = (userId: number, finalPlace: number | null): boolean => {
    if (finished) return finalPlace !== 1;
    const losses = knockoutLosses.get(userId) ?? 0;
    switch (tournament.format) {
      case 'round_robin':
        return false;
      case 'swiss':
        return knockoutExists && (!inKnockout.has(userId) || losses >= 1);
      case 'single_elimination':
        return losses >= 1;
      case 'double_elimination':
        return losses >= 2;
      case 'groups_knockout':
        return knockoutExists && (!inKnockout.has(userId) || losses >= 1);
    }
  };

  const standings = players.map((p) => {
    const tally = tallies.get(p.id) ?? emptyTally(p.id);
    const table = tables.get(p.id);
    return {
      seed: seedOf.get(p.id) ?? Number.MAX_SAFE_INTEGER,
      position: position.get(p.id) ?? Number.MAX_SAFE_INTEGER,
      standing: {
        place: finished ? p.finalPlace : null,
        player: toPlayerSummary(p),
        played: tally.played,
        won: tally.won,
        drawn: tally.drawn,
        lost: tally.lost,
        racksWon: tally.racksWon,
        racksLost: tally.racksLost,
        eliminated: eliminated(p.id, p.finalPlace),
        group: table?.group ?? null,
        tablePlace: table?.tablePlace ?? null,
        tiebreak: table?.tiebreak ?? null,
        figures: table?.figures ?? [],
        carom: isCaromGame(tournament.game)
          ? {
              innings: tally.innings,
              generalAverage: generalAverage(tally.racksWon, tally.innings),
              bestGameAverage: tally.bestGameAverage,
              highRun: tally.highRun,
            }
          : null,
      } satisfies Standing,
    };
  });
  standings.sort((a, b) => {
    if (finished) {
      const pa = a.standing.place ?? Number.MAX_SAFE_INTEGER;
      const pb = b.standing.place ?? Number.MAX_SAFE_INTEGER;
      return pa - pb || a.seed - b.seed;
    }
    return Number(a.standing.eliminated) - Number(b.standing.eliminated) || a.position - b.position;
  });
  return standings.map((s) => s.standing);
}
