// A team match played: the captains name their players game by game in turns within the rank cap
// (shared/league-rules.ts), each game raced by its two players' handicap; one captain reports a
// game's score and the other confirms it (or reports their own, which the first then confirms);
// the organiser may set a score outright. The match's total follows the confirmed games. Each
// change locks the match's row.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { capRefusal, lineupTurn, type Side } from '../../../shared/league-rules';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import {
  leagueMembers,
  leagueTeams,
  teamGames,
  teamMatches,
  users,
  type TeamGameRow,
  type TeamMatchRow,
} from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { createConfigService } from '../config';
import { mapRaceToByRank } from '../race-to';
import { capRanksOf } from './cap-ranks';
import { findLeague } from './league-reads';
import { advancePlayoff } from './playoffs';

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const playerOf = (game: TeamGameRow, side: Side) =>
  side === 'home' ? game.homePlayerId : game.awayPlayerId;

async function lockTeamMatch(tx: Db, id: number) {
  const [row] = await tx.select().from(teamMatches).where(eq(teamMatches.id, id)).for('update');
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.teamMatchNotFound);
  const games = await tx
    .select()
    .from(teamGames)
    .where(eq(teamGames.teamMatchId, id))
    .orderBy(asc(teamGames.number));
  return { row, games, league: await findLeague(tx, row.leagueId) };
}

/** The caller's side: the captain of the home or the away team; else refused. */
async function sideOf(tx: Db, row: TeamMatchRow, user: User): Promise<Side> {
  const teams = await tx
    .select({ id: leagueTeams.id, captainId: leagueTeams.captainId })
    .from(leagueTeams)
    .where(inArray(leagueTeams.id, [row.homeTeamId, row.awayTeamId]));
  const captain = (teamId: number) => teams.find((t) => t.id === teamId)?.captainId;
  if (captain(row.homeTeamId) === user.id) return 'home';
  if (captain(row.awayTeamId) === user.id) return 'away';
  throw AppApiError.forbidden(APP_API_MESSAGES.notCaptain);
}

/** A score that ends the game: exactly one player reached their race. */
function checkScore(game: TeamGameRow, score1: number, score2: number): void {
  if (game.race1 === null || game.race2 === null) {
    throw AppApiError.conflict(APP_API_MESSAGES.gameNotReady);
  }
  const won1 = score1 === game.race1 && score2 < game.race2;
  const won2 = score2 === game.race2 && score1 < game.race1;
  if (!won1 && !won2) {
    throw AppApiError.field(
      'score1',
      `Tỉ số phải có đúng một cơ thủ chạm số ván của mình (chạm ${game.race1} – ${game.race2})`,
    );
  }
}

export function createTeamMatchPlay(db: Db) {
  const config = createConfigService(db);

  /** Names the caller's player for game `number`, in their turn, within the cap. */
  async function pick(user: User, input: { id: number; number: number; playerId: number }) {
    // The handicap table, read before the transaction takes the match's lock.
    const settings = await config.getConfig();
    await db.transaction(async (tx) => {
      const { row, games, league } = await lockTeamMatch(tx, input.id);
      const side = await sideOf(tx, row, user);
      if (row.status !== 'lineup') throw AppApiError.conflict(APP_API_MESSAGES.lineupComplete);
      const turn = lineupTurn(
        games.map((g) => ({ number: g.number, home: g.homePlayerId, away: g.awayPlayerId })),
      );
      if (!turn || turn.side !== side || turn.number !== input.number) {
        throw AppApiError.conflict(APP_API_MESSAGES.notYourTurn);
      }
      const teamId = side === 'home' ? row.homeTeamId : row.awayTeamId;
      const roster = await tx
        .select({
          userId: leagueMembers.userId,
          rank: users.rank,
          joinedAt: leagueMembers.joinedAt,
        })
        .from(leagueMembers)
        .innerJoin(users, eq(users.id, leagueMembers.userId))
        .where(and(eq(leagueMembers.teamId, teamId), eq(leagueMembers.status, 'active')));
      const chosen = roster.find((r) => r.userId === input.playerId);
      if (!chosen) throw AppApiError.field('player_id', APP_API_MESSAGES.notOnRoster);
      const named = games.flatMap((g) => playerOf(g, side) ?? []);
      if (named.includes(input.playerId)) {
        throw AppApiError.field('player_id', APP_API_MESSAGES.alreadyInLineup);
      }
      const capRanks = await capRanksOf(tx, roster);
      const weight = (userId: number) => league.rankPoints[capRanks.get(userId) ?? 'K'];
      const refusal = capRefusal({
        cap: league.rankCap,
        picked: named.map(weight),
        player: weight(input.playerId),
        lightestLeft: roster
          .filter((r) => r.userId !== input.playerId && !named.includes(r.userId))
          .map((r) => weight(r.userId)),
        slotsLeft: league.gamesPerMatch - named.length - 1,
      });
      if (refusal) throw AppApiError.field('player_id', refusal);

      const game = games.find((g) => g.number === input.number);
      if (!game) throw AppApiError.notFound(APP_API_MESSAGES.gameNotFound);
      const opponent = playerOf(game, other(side));
      const set: Partial<TeamGameRow> =
        side === 'home' ? { homePlayerId: input.playerId } : { awayPlayerId: input.playerId };
      if (opponent !== null) {
        const [them] = await tx
          .select({ rank: users.rank })
          .from(users)
          .where(eq(users.id, opponent));
        const home = side === 'home' ? chosen.rank : (them?.rank ?? chosen.rank);
        const away = side === 'home' ? (them?.rank ?? chosen.rank) : chosen.rank;
        const race = mapRaceToByRank(settings, {
          rankA: home,
          rankB: away,
          raceTo: league.raceTo,
        });
        set.race1 = race.raceA;
        set.race2 = race.raceB;
      }
      await tx
        .update(teamGames)
        .set(set)
        .where(and(eq(teamGames.teamMatchId, row.id), eq(teamGames.number, input.number)));
      const complete = games.every((g) =>
        g.number === input.number
          ? opponent !== null
          : g.homePlayerId !== null && g.awayPlayerId !== null,
      );
      if (complete)
        await tx.update(teamMatches).set({ status: 'playing' }).where(eq(teamMatches.id, row.id));
    });
  }

  /**
   * A captain reports a game's score (home first). The other captain's report of the same score
   * confirms it; a different one replaces it, for the first to confirm.
   */
  async function report(
    user: User,
    input: { id: number; number: number; score1: number; score2: number },
  ) {
    await db.transaction(async (tx) => {
      const { row, games } = await lockTeamMatch(tx, input.id);
      const side = await sideOf(tx, row, user);
      const game = games.find((g) => g.number === input.number);
      if (!game) throw AppApiError.notFound(APP_API_MESSAGES.gameNotFound);
      if (game.confirmedAt) throw AppApiError.conflict(APP_API_MESSAGES.gameConfirmed);
      checkScore(game, input.score1, input.score2);
      const agrees =
        game.reportedBy === other(side) &&
        game.score1 === input.score1 &&
        game.score2 === input.score2;
      await tx
        .update(teamGames)
        .set(
          agrees
            ? { confirmedAt: new Date() }
            : { score1: input.score1, score2: input.score2, reportedBy: side },
        )
        .where(and(eq(teamGames.teamMatchId, row.id), eq(teamGames.number, input.number)));
      if (agrees) await totalUp(tx, row.id);
    });
  }

  /** The other captain confirms the reported score. */
  async function confirm(user: User, input: { id: number; number: number }) {
    await db.transaction(async (tx) => {
      const { row, games } = await lockTeamMatch(tx, input.id);
      const side = await sideOf(tx, row, user);
      const game = games.find((g) => g.number === input.number);
      if (!game) throw AppApiError.notFound(APP_API_MESSAGES.gameNotFound);
      if (game.confirmedAt) throw AppApiError.conflict(APP_API_MESSAGES.gameConfirmed);
      if (!game.reportedBy) throw AppApiError.conflict(APP_API_MESSAGES.gameNotReported);
      if (game.reportedBy === side) throw AppApiError.conflict(APP_API_MESSAGES.confirmOwnReport);
      await tx
        .update(teamGames)
        .set({ confirmedAt: new Date() })
        .where(and(eq(teamGames.teamMatchId, row.id), eq(teamGames.number, input.number)));
      await totalUp(tx, row.id);
    });
  }

  /** The organiser sets a game's score outright (a dispute decided), confirmed at once. */
  async function setGame(
    user: User,
    input: { id: number; number: number; score1: number; score2: number },
  ) {
    await db.transaction(async (tx) => {
      const { row, games, league } = await lockTeamMatch(tx, input.id);
      if (league.createdBy !== user.id) {
        throw AppApiError.forbidden(APP_API_MESSAGES.leagueNotOrganizer);
      }
      // What the playoff was drawn from, or a playoff match its winner left: settled.
      const settled =
        row.status === 'finished' && (row.stage === 'playoff' || league.playoff !== null);
      if (settled) throw AppApiError.conflict(APP_API_MESSAGES.playoffLocked);
      const game = games.find((g) => g.number === input.number);
      if (!game) throw AppApiError.notFound(APP_API_MESSAGES.gameNotFound);
      checkScore(game, input.score1, input.score2);
      await tx
        .update(teamGames)
        .set({
          score1: input.score1,
          score2: input.score2,
          reportedBy: null,
          confirmedAt: new Date(),
        })
        .where(and(eq(teamGames.teamMatchId, row.id), eq(teamGames.number, input.number)));
      await totalUp(tx, row.id);
    });
  }

  return { pick, report, confirm, setGame };
}

/**
 * The match's games won from its confirmed games; finished once every game is confirmed. A game
 * may be played as soon as its two players are named, before the rest of the lineup (as APA
 * captains put up, play, and put up again).
 */
async function totalUp(tx: Db, teamMatchId: number): Promise<void> {
  const games = await tx.select().from(teamGames).where(eq(teamGames.teamMatchId, teamMatchId));
  const confirmed = games.filter((g) => g.confirmedAt !== null);
  const won = (home: boolean) =>
    confirmed.filter((g) => ((g.score1 ?? 0) === g.race1) === home).length;
  const [before] = await tx.select().from(teamMatches).where(eq(teamMatches.id, teamMatchId));
  const [after] = await tx
    .update(teamMatches)
    .set({
      homeGames: won(true),
      awayGames: won(false),
      status:
        confirmed.length === games.length
          ? 'finished'
          : games.every((g) => g.homePlayerId !== null && g.awayPlayerId !== null)
            ? 'playing'
            : 'lineup',
    })
    .where(eq(teamMatches.id, teamMatchId))
    .returning();
  // A playoff match just decided moves its winner on.
  if (after?.status === 'finished' && before?.status !== 'finished') {
    await advancePlayoff(tx, after);
  }
}
