// Matches: what a viewer sees, and what a tournament's managers and referees do with them.
import type { BracketsManager } from 'brackets-manager';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paginated } from '../../shared/schemas/common';
import type {
  AssignMatchInput,
  Match,
  MyMatchesInput,
  ScoreMatchInput,
} from '../../shared/schemas/matches';
import type { PlayerSummary } from '../../shared/schemas/players';
import type { User } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import { matches, tournaments, users, type MatchRow, type TournamentRow } from '../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../errors';
import { assertVisible, findTournament, isManager, managedAmong } from './access';
import {
  createKnockoutStage,
  groupTables,
  layoutOf,
  loadRoster,
  openBracket,
  reportResult,
  syncMatchRows,
  type BracketStore,
} from './brackets';
import { pageMeta, pageOffset, type PageInput } from './pagination';
import { loadPlayerSummaries } from './player-summary';
import { rateFinishedMatch, rerateCorrectedMatch } from './rating-ledger';
import { finishTournament } from './standings';

type TournamentBrief = Match['tournament'];

export function toMatch(
  row: MatchRow,
  tournament: TournamentBrief,
  players: Map<number, PlayerSummary>,
  canScore: boolean,
): Match {
  const player = (id: number | null) => (id === null ? null : (players.get(id) ?? null));
  return {
    id: row.id,
    tournament,
    roundLabel: row.roundLabel,
    roundKey: row.roundKey,
    number: row.number,
    player1: player(row.player1Id),
    player2: player(row.player2Id),
    race1: row.race1,
    race2: row.race2,
    score1: row.score1,
    score2: row.score2,
    status: row.status,
    winnerId: row.winnerId,
    tableLabel: row.tableLabel,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    referee: player(row.refereeId),
    updatedAt: row.updatedAt.toISOString(),
    viewer: { canScore },
  };
}

interface MatchQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  page?: PageInput;
}

const tournamentBrief = {
  id: tournaments.id,
  name: tournaments.name,
  game: tournaments.game,
  format: tournaments.format,
};

/** Match views for a query, with players and the viewer's right to score each. */
export async function loadMatches(
  db: Db,
  query: MatchQuery,
  viewer: User | null,
): Promise<Match[]> {
  const base = db
    .select({ match: matches, tournament: tournamentBrief })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .$dynamic();
  const rows = query.page
    ? await base.limit(query.page.perPage).offset(pageOffset(query.page))
    : await base;
  const players = await loadPlayerSummaries(
    db,
    rows.flatMap((r) => [r.match.player1Id, r.match.player2Id, r.match.refereeId]),
  );
  const managed = viewer
    ? await managedAmong(
        db,
        viewer.id,
        rows.map((r) => r.tournament.id),
      )
    : new Set<number>();
  return rows.map(({ match, tournament }) =>
    toMatch(
      match,
      tournament,
      players,
      !!viewer && (managed.has(tournament.id) || match.refereeId === viewer.id),
    ),
  );
}

// Unplayed matches of a cancelled tournament will never be played: lists leave them out.
const stillRelevant = or(eq(matches.status, 'finished'), eq(tournaments.status, 'ongoing'));

export interface MatchServiceOptions {
  now?: () => Date;
}

export function createMatchService(db: Db, options: MatchServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  async function get(id: number, viewer: User | null): Promise<Match> {
    const [found] = await loadMatches(db, { where: eq(matches.id, id), orderBy: [] }, viewer);
    if (!found) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
    const tournament = await findTournament(db, found.tournament.id);
    await assertVisible(db, tournament, viewer);
    return found;
  }

  /** The caller's matches: upcoming ("when and where am I up"), live, finished, or all. */
  async function joined(
    viewer: User,
    input: Pick<MyMatchesInput, 'filter'> & PageInput,
  ): Promise<Paginated<Match>> {
    const userId = viewer.id;
    const mine = or(eq(matches.player1Id, userId), eq(matches.player2Id, userId));
    let where: SQL | undefined;
    let orderBy: SQL[];
    switch (input.filter) {
      case 'upcoming':
        where = and(
          mine,
          inArray(matches.status, ['waiting', 'scheduled']),
          eq(tournaments.status, 'ongoing'),
        );
        orderBy = [
          sql`${matches.scheduledAt} asc nulls last`,
          asc(matches.number),
          asc(matches.id),
        ];
        break;
      case 'live':
        where = and(mine, eq(matches.status, 'live'), eq(tournaments.status, 'ongoing'));
        orderBy = [desc(matches.startedAt), desc(matches.id)];
        break;
      case 'finished':
        where = and(mine, eq(matches.status, 'finished'));
        orderBy = [desc(matches.finishedAt), desc(matches.id)];
        break;
      default:
        where = and(mine, stillRelevant);
        orderBy = [
          sql`case ${matches.status} when 'live' then 0 when 'scheduled' then 1 when 'waiting' then 2 else 3 end`,
          sql`${matches.scheduledAt} asc nulls last`,
          sql`${matches.finishedAt} desc nulls last`,
          desc(matches.id),
        ];
    }
    const [total] = await db
      .select({ n: count() })
      .from(matches)
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(where);
    const data = await loadMatches(db, { where, orderBy, page: input }, viewer);
    return { data, meta: pageMeta(input, total?.n ?? 0) };
  }

  /** Matches being played now, anywhere (the home page), newest first; at most 50. */
  async function live(viewer: User | null): Promise<Match[]> {
    return loadMatches(
      db,
      {
        where: and(eq(matches.status, 'live'), eq(tournaments.status, 'ongoing')),
        orderBy: [desc(matches.startedAt), desc(matches.id)],
        page: { page: 1, perPage: 50 },
      },
      viewer,
    );
  }

  /** Every match of a tournament, in playing order (the manager's schedule). */
  async function ofTournament(tournamentId: number, viewer: User | null): Promise<Match[]> {
    const tournament = await findTournament(db, tournamentId);
    await assertVisible(db, tournament, viewer);
    return loadMatches(
      db,
      {
        where: eq(matches.tournamentId, tournamentId),
        orderBy: [asc(matches.number), asc(matches.id)],
      },
      viewer,
    );
  }

  // -------------------------------------------------------------------------------------------
  // Changes: each runs in one transaction holding the tournament's row lock.

  interface Locked {
    tournament: TournamentRow;
    row: MatchRow;
    manager: boolean;
  }

  async function lockMatch(tx: Db, id: number, actor: User): Promise<Locked> {
    // The tournament row of the match, locked: one statement finds and locks it.
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(
        eq(
          tournaments.id,
          sql`(select ${matches.tournamentId} from ${matches} where ${matches.id} = ${id})`,
        ),
      )
      .for('update');
    if (!tournament) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
    const [row] = await tx.select().from(matches).where(eq(matches.id, id));
    if (!row) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
    const manager = await isManager(tx, tournament.id, actor.id);
    if (tournament.status === 'draft' && !manager) {
      throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
    }
    return { tournament, row, manager };
  }

  /** Managers and the match's referee score; anyone else gets a 403. */
  function assertCanScore(locked: Locked, actor: User): void {
    if (!locked.manager && locked.row.refereeId !== actor.id) throw AppApiError.forbidden();
  }

  function assertOngoing(tournament: TournamentRow): void {
    if (tournament.status !== 'ongoing') {
      throw AppApiError.conflict(APP_API_MESSAGES.tournamentNotOngoing);
    }
  }

  function assertStartable(row: MatchRow): void {
    if (row.status === 'waiting') throw AppApiError.conflict(APP_API_MESSAGES.matchWaiting);
    if (row.status === 'live') throw AppApiError.conflict(APP_API_MESSAGES.matchAlreadyLive);
    if (row.status === 'finished') throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
  }

  /** scheduled → live. */
  async function start(actor: User, id: number): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      assertCanScore(locked, actor);
      assertOngoing(locked.tournament);
      assertStartable(locked.row);
      await tx.update(matches).set({ status: 'live', startedAt: now() }).where(eq(matches.id, id));
    });
    return get(id, actor);
  }

  /** +1/−1 rack for one player of a live match; reaching the race finishes it. */
  async function score(
    actor: User,
    id: number,
    input: Omit<ScoreMatchInput, 'id'>,
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      assertCanScore(locked, actor);
      assertOngoing(locked.tournament);
      const { row } = locked;
      if (row.status === 'finished') throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
      if (row.status !== 'live') throw AppApiError.conflict(APP_API_MESSAGES.matchNotLive);
      const score1 = row.score1 + (input.player === 1 ? input.delta : 0);
      const score2 = row.score2 + (input.player === 2 ? input.delta : 0);
      if (score1 < 0 || score2 < 0) throw AppApiError.conflict(APP_API_MESSAGES.scoreNegative);
      if (score1 > row.race1 || score2 > row.race2) {
        throw AppApiError.conflict(APP_API_MESSAGES.scorePastRace);
      }
      if (score1 === row.race1 || score2 === row.race2) {
        await finish(tx, locked.tournament, row, score1, score2);
      } else {
        await tx.update(matches).set({ score1, score2 }).where(eq(matches.id, id));
      }
    });
    return get(id, actor);
  }

  /**
   * Enters a whole result at once (a match scored on paper): starts the match if needed and
   * finishes it through the same path as the last rack of `score`.
   */
  async function applyResult(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      assertCanScore(locked, actor);
      assertOngoing(locked.tournament);
      const { row } = locked;
      if (row.status === 'finished') throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
      if (row.status === 'waiting') throw AppApiError.conflict(APP_API_MESSAGES.matchWaiting);
      assertDecisive(row, result.score1, result.score2);
      await finish(tx, locked.tournament, row, result.score1, result.score2);
    });
  }

  async function recordResult(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<Match> {
    await applyResult(actor, id, result);
    return get(id, actor);
  }

  /** Exactly one player at their race, the other below theirs. */
  function assertDecisive(row: MatchRow, score1: number, score2: number): void {
    const errors: Record<string, string[]> = {};
    if (score1 > row.race1) errors.score1 = [APP_API_MESSAGES.scorePastRace];
    if (score2 > row.race2) errors.score2 = [APP_API_MESSAGES.scorePastRace];
    if (Object.keys(errors).length > 0) throw AppApiError.validation(errors);
    if ((score1 === row.race1) === (score2 === row.race2)) {
      throw AppApiError.validation(
        { score1: [APP_API_MESSAGES.correctionNeedsWinner] },
        APP_API_MESSAGES.correctionNeedsWinner,
      );
    }
  }

  /** The match is decided: record it, tell the bracket, and move the tournament on. */
  async function finish(
    tx: Db,
    tournament: TournamentRow,
    row: MatchRow,
    score1: number,
    score2: number,
  ): Promise<void> {
    const at = now();
    const winner: 1 | 2 = score1 === row.race1 ? 1 : 2;
    const winnerId = winner === 1 ? row.player1Id : row.player2Id;
    await tx
      .update(matches)
      .set({
        score1,
        score2,
        status: 'finished',
        winnerId,
        startedAt: row.startedAt ?? at,
        finishedAt: at,
      })
      .where(eq(matches.id, row.id));
    await rateFinishedMatch(tx, { ...row, score1, score2, winnerId }, at);
    const { store, manager } = await openBracket(tx, tournament.id);
    await reportResult(manager, row.bracketMatchId, score1, score2, winner);
    await advance(tx, tournament, store, manager, at);
  }

  /**
   * After a result: the knockout after the groups once every group match is played, the next
   * pairings, and the end of the tournament when nothing is left to play.
   */
  async function advance(
    tx: Db,
    tournament: TournamentRow,
    store: BracketStore,
    manager: BracketsManager,
    at: Date,
  ): Promise<void> {
    if (tournament.format === 'groups_knockout' && layoutOf(store).stages.length === 1) {
      const rows = await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
      if (rows.length > 0 && rows.every((r) => r.status === 'finished')) {
        const roster = await loadRoster(tx, tournament.id);
        const tables = groupTables(
          layoutOf(store),
          new Map(rows.map((r) => [r.bracketMatchId, r])),
          new Map(
            roster
              .filter((r) => r.participantId !== null)
              .map((r) => [r.participantId as number, r.userId]),
          ),
          new Map(roster.map((r) => [r.userId, r.seed ?? Number.MAX_SAFE_INTEGER])),
        );
        const participantOfUser = new Map(
          roster
            .filter((r) => r.participantId !== null)
            .map((r) => [r.userId, r.participantId as number]),
        );
        await createKnockoutStage(manager, tournament, tables, participantOfUser);
      }
    }
    await store.flush();
    const { unfinished } = await syncMatchRows(tx, tournament, store);
    const complete =
      unfinished === 0 &&
      (tournament.format !== 'groups_knockout' || layoutOf(store).stages.length >= 2);
    if (complete) await finishTournament(tx, tournament, store, manager, at);
  }

  /**
   * A manager fixes a finished match's result while the next matches of both its players have
   * not started; the bracket's later pairings follow the new result.
   */
  async function correct(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      if (!locked.manager) throw AppApiError.forbidden();
      assertOngoing(locked.tournament);
      const { row, tournament } = locked;
      if (row.status !== 'finished') throw AppApiError.conflict(APP_API_MESSAGES.matchNotFinished);
      assertDecisive(row, result.score1, result.score2);

      const { store, manager } = await openBracket(tx, tournament.id);
      const layout = layoutOf(store);
      const placed = layout.matches.find((m) => Number(m.record.id) === row.bracketMatchId);
      if (!placed) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
      if (placed.stage.type === 'round_robin') {
        if (layout.stages.length > 1) {
          throw AppApiError.conflict(APP_API_MESSAGES.correctionAfterGroups);
        }
      } else {
        const next = await nextPlayedMatches(manager, store, row.bracketMatchId);
        const started = await tx
          .select({ id: matches.id })
          .from(matches)
          .where(
            and(
              eq(matches.tournamentId, tournament.id),
              inArray(matches.bracketMatchId, next.length > 0 ? next : [-1]),
              inArray(matches.status, ['live', 'finished']),
            ),
          );
        if (started.length > 0) throw AppApiError.conflict(APP_API_MESSAGES.correctionTooLate);
      }

      const winner: 1 | 2 = result.score1 === row.race1 ? 1 : 2;
      const winnerId = winner === 1 ? row.player1Id : row.player2Id;
      await tx
        .update(matches)
        .set({ score1: result.score1, score2: result.score2, winnerId })
        .where(eq(matches.id, id));
      await rerateCorrectedMatch(tx, { ...row, ...result, winnerId });
      try {
        await reportResult(manager, row.bracketMatchId, result.score1, result.score2, winner);
      } catch (error) {
        // brackets-manager refuses to change a match whose results were already used.
        if (error instanceof Error && /locked/i.test(error.message)) {
          throw AppApiError.conflict(APP_API_MESSAGES.correctionTooLate);
        }
        throw error;
      }
      await advance(tx, tournament, store, manager, now());
    });
    return get(id, actor);
  }

  /** Table, time and referee of a match (manager only). undefined keeps, null clears. */
  async function assign(
    actor: User,
    id: number,
    input: Omit<AssignMatchInput, 'id'>,
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      if (!locked.manager) throw AppApiError.forbidden();
      assertOngoing(locked.tournament);
      if (locked.row.status === 'finished') {
        throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
      }
      if (input.refereeId !== undefined && input.refereeId !== null) {
        const [referee] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.refereeId));
        if (!referee) throw AppApiError.field('referee_id', APP_API_MESSAGES.refereeNotFound);
      }
      const set: Partial<typeof matches.$inferInsert> = {};
      if (input.tableLabel !== undefined) set.tableLabel = input.tableLabel || null;
      if (input.scheduledAt !== undefined) {
        set.scheduledAt = input.scheduledAt === null ? null : new Date(input.scheduledAt);
      }
      if (input.refereeId !== undefined) set.refereeId = input.refereeId;
      // Touch updated_at even when nothing else changes, so live viewers refetch.
      await tx
        .update(matches)
        .set({ ...set, updatedAt: now() })
        .where(eq(matches.id, id));
    });
    return get(id, actor);
  }

  return {
    get,
    joined,
    live,
    ofTournament,
    start,
    score,
    recordResult,
    applyResult,
    correct,
    assign,
  };
}

/**
 * The bracket matches the players of `bracketMatchId` go to next, looking through byes (a
 * player who meets a BYE goes straight on to the match after it).
 */
async function nextPlayedMatches(
  manager: BracketsManager,
  store: BracketStore,
  bracketMatchId: number,
): Promise<number[]> {
  const found = new Set<number>();
  const queue = [bracketMatchId];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const current = queue.shift() as number;
    if (seen.has(current)) continue;
    seen.add(current);
    const next = await manager.find.nextMatches(current);
    for (const match of next) {
      const nextId = Number(match.id);
      const record = await store.select('match', nextId);
      if (record && (record.opponent1 === null || record.opponent2 === null)) queue.push(nextId);
      else found.add(nextId);
    }
  }
  return [...found];
}

export type MatchService = ReturnType<typeof createMatchService>;
