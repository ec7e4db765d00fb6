// Protests against a result (issue 40): within the tournament's protest window either player of
// the match may protest its current result once, with a reason; a manager rules that it stands,
// corrects it, or has the match played again. Each step is an event of the match's public
// history. A ruling may come after the window and after the event finished, as long as its
// results are not final (results-final.ts): until then nothing is paid.
import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Match } from '../../../shared/schemas/matches';
import {
  PROTEST_PHOTO_MESSAGES,
  PROTEST_PHOTO_MAX_BYTES,
  type FileProtestInput,
  type MatchProtests,
  type ProtestPhoto,
  type RuleProtestInput,
} from '../../../shared/schemas/match-protests';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import {
  matches,
  matchProtestPhotos,
  matchProtests,
  type MatchEventRow,
  type MatchRow,
  type TournamentRow,
} from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertVisible, findTournament, isManager, lockMatch } from '../access';
import { loadPlayerSummaries } from '../players/player-summary';
import { assertDecisive, assertPool, mayChangeResults } from './match-changes';
import { changeResult, poolResult } from './match-corrections';
import { tellDeciders } from './match-report-state';
import {
  answerOpenProtests,
  currentResultEvent,
  matchEventsOf,
  recordMatchEvent,
  resultOf,
} from './match-events';

interface ProtestWindow {
  /** The event that set the result the window is for. */
  resultEvent: MatchEventRow;
  closesAt: Date;
}

/**
 * The window of the match's current result (null while undecided): the tournament's minutes from
 * the result, closed sooner when the next match of either player starts.
 */
async function protestWindowOf(
  db: Db,
  tournament: Pick<TournamentRow, 'protestMinutes'>,
  row: MatchRow,
  events: MatchEventRow[],
): Promise<ProtestWindow | null> {
  const resultEvent = row.status === 'finished' ? currentResultEvent(events) : null;
  if (!resultEvent) return null;
  const decidedAt = resultEvent.createdAt;
  const byMinutes = new Date(decidedAt.getTime() + tournament.protestMinutes * 60_000);
  const players = [row.player1Id, row.player2Id].filter((id): id is number => id !== null);
  if (tournament.protestMinutes === 0 || players.length === 0) {
    return { resultEvent, closesAt: byMinutes };
  }
  // A walkover was never begun: the next match counts from its result.
  const begun = sql`coalesce(${matches.startedAt}, ${matches.finishedAt})`;
  const [next] = await db
    .select({ at: sql<Date | null>`min(${begun})`.mapWith(matches.startedAt) })
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, row.tournamentId),
        ne(matches.id, row.id),
        or(inArray(matches.player1Id, players), inArray(matches.player2Id, players)),
        gt(begun, decidedAt),
      ),
    );
  const nextAt = next?.at ?? null;
  return { resultEvent, closesAt: nextAt && nextAt < byMinutes ? nextAt : byMinutes };
}

/** The first bytes of each type a photo may be (WebP: RIFF, then WEBP at byte 8). */
const SIGNATURES: Record<ProtestPhoto['contentType'], (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** A photo's bytes, once they are the image its type says and within the size. */
function photoBytes(photo: ProtestPhoto): Buffer {
  const bytes = Buffer.from(photo.data, 'base64');
  if (bytes.length > PROTEST_PHOTO_MAX_BYTES) {
    throw AppApiError.field('photo', PROTEST_PHOTO_MESSAGES.tooLarge);
  }
  if (!SIGNATURES[photo.contentType](bytes)) {
    throw AppApiError.field('photo', PROTEST_PHOTO_MESSAGES.notAnImage);
  }
  return bytes;
}

/**
 * Protests and rulings belong to results not yet final: a running event's, or a finished one's
 * within its window (a manager may still correct a final result, which reverses paid prizes).
 */
function assertNotFinal(tournament: TournamentRow): void {
  if (!mayChangeResults(tournament) || tournament.resultsFinalAt !== null) {
    throw AppApiError.conflict(APP_API_MESSAGES.resultsFinal);
  }
}

/** `now`: the clock; `get`: the match as the actor sees it, after a ruling. */
export function createMatchProtests(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User | null) => Promise<Match> },
) {
  /** The match's protests, and whether `viewer` may protest its result or rule on one. */
  async function protests(id: number, viewer: User | null): Promise<MatchProtests> {
    const [row] = await db.select().from(matches).where(eq(matches.id, id));
    if (!row) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
    const tournament = await findTournament(db, row.tournamentId);
    await assertVisible(db, tournament, viewer);
    const window = await protestWindowOf(db, tournament, row, await matchEventsOf(db, id));
    const rows = await db
      .select()
      .from(matchProtests)
      .where(eq(matchProtests.matchId, id))
      .orderBy(desc(matchProtests.id));
    const people = await loadPlayerSummaries(
      db,
      rows.flatMap((p) => [p.playerId, p.ruledBy]),
    );
    const photos = new Set(
      rows.length === 0
        ? []
        : (
            await db
              .select({ protestId: matchProtestPhotos.protestId })
              .from(matchProtestPhotos)
              .where(
                inArray(
                  matchProtestPhotos.protestId,
                  rows.map((p) => p.id),
                ),
              )
          ).map((photo) => photo.protestId),
    );
    const open = rows.some((p) => p.ruling === null);
    const settled = tournament.resultsFinalAt !== null;
    const windowOpen =
      window !== null && !settled && tournament.status !== 'cancelled' && now() < window.closesAt;
    const player = viewer !== null && (viewer.id === row.player1Id || viewer.id === row.player2Id);
    const protested = rows.some(
      (p) => p.resultEventId === window?.resultEvent.id && p.playerId === viewer?.id,
    );
    const manager = viewer !== null && (await isManager(db, tournament.id, viewer.id));
    const mayRule = open && manager && !settled;
    return {
      closesAt: window && tournament.protestMinutes > 0 ? window.closesAt.toISOString() : null,
      final: window !== null && !open && (settled || !windowOpen),
      mayProtest: player && windowOpen && !protested,
      mayRule,
      maySeePhotos: manager || player,
      protests: rows.flatMap((p) => {
        const by = people.get(p.playerId);
        if (!by) return [];
        const ruledBy = p.ruledBy === null ? null : (people.get(p.ruledBy) ?? null);
        return [
          {
            id: p.id,
            player: by,
            reason: p.reason,
            at: p.createdAt.toISOString(),
            ruling: p.ruling,
            ruledBy,
            ruledAt: p.ruledAt?.toISOString() ?? null,
            hasPhoto: photos.has(p.id),
          },
        ];
      }),
    };
  }

  /** One of the match's two players protests its current result, within the window. */
  async function fileProtest(
    actor: User,
    id: number,
    { reason, photo }: Omit<FileProtestInput, 'id'>,
  ): Promise<MatchProtests> {
    const bytes = photo ? photoBytes(photo) : null;
    await db.transaction(async (tx) => {
      const { tournament, row } = await lockMatch(tx, id, actor);
      if (actor.id !== row.player1Id && actor.id !== row.player2Id) {
        throw AppApiError.forbidden(APP_API_MESSAGES.protestPlayersOnly);
      }
      const window = await protestWindowOf(tx, tournament, row, await matchEventsOf(tx, id));
      if (!window) throw AppApiError.conflict(APP_API_MESSAGES.protestNoResult);
      const at = now();
      if (tournament.resultsFinalAt !== null || at >= window.closesAt) {
        throw AppApiError.conflict(APP_API_MESSAGES.protestWindowClosed);
      }
      const [protest] = await tx
        .insert(matchProtests)
        .values({
          matchId: id,
          tournamentId: tournament.id,
          resultEventId: window.resultEvent.id,
          playerId: actor.id,
          reason,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: matchProtests.id });
      if (!protest) throw AppApiError.conflict(APP_API_MESSAGES.protestAlreadyFiled);
      if (photo && bytes) {
        await tx
          .insert(matchProtestPhotos)
          .values({ protestId: protest.id, contentType: photo.contentType, bytes });
      }
      const result = resultOf(row);
      await recordMatchEvent(tx, {
        row,
        kind: 'protest',
        actorId: actor.id,
        from: result,
        to: result,
        protestId: protest.id,
        at,
      });
      await tellDeciders(tx, 'protest', row, at);
    });
    return protests(id, actor);
  }

  /**
   * A manager rules on an open protest: the result stands, is corrected to the given score, or is
   * undone to be played again. A change answers every protest open against the result.
   */
  async function ruleProtest(
    actor: User,
    id: number,
    { protestId, ruling, score1, score2 }: Omit<RuleProtestInput, 'id'>,
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      if (!locked.manager) throw AppApiError.forbidden();
      assertNotFinal(locked.tournament);
      const [protest] = await tx
        .select()
        .from(matchProtests)
        .where(and(eq(matchProtests.id, protestId), eq(matchProtests.matchId, id)));
      if (!protest) throw AppApiError.notFound(APP_API_MESSAGES.protestNotFound);
      if (protest.ruling !== null) throw AppApiError.conflict(APP_API_MESSAGES.protestAlreadyRuled);
      const { row } = locked;
      const at = now();
      const event = { kind: 'correction', actorId: actor.id } as const;
      if (ruling === 'stands') {
        const result = resultOf(row);
        await answerOpenProtests(tx, row, {
          ruling,
          actorId: actor.id,
          from: result,
          to: result,
          at,
        });
      } else if (ruling === 'replay') {
        await changeResult(tx, locked, null, event, at);
      } else {
        // A carom result is its protocol: corrected on the scorer's sheet, not by a bare score.
        assertPool(locked.tournament);
        const result = { score1: score1 ?? 0, score2: score2 ?? 0 };
        assertDecisive(row, result.score1, result.score2);
        await changeResult(tx, locked, poolResult(row, result), event, at);
      }
    });
    return get(id, actor);
  }

  /** A protest's photo, for the tournament's managers and the match's two players alone. */
  async function protestPhoto(actor: User, protestId: number): Promise<ProtestPhoto> {
    const [found] = await db
      .select({
        contentType: matchProtestPhotos.contentType,
        bytes: matchProtestPhotos.bytes,
        match: matches,
      })
      .from(matchProtestPhotos)
      .innerJoin(matchProtests, eq(matchProtests.id, matchProtestPhotos.protestId))
      .innerJoin(matches, eq(matches.id, matchProtests.matchId))
      .where(eq(matchProtestPhotos.protestId, protestId));
    if (!found) throw AppApiError.notFound(APP_API_MESSAGES.protestNotFound);
    const { match } = found;
    const player = actor.id === match.player1Id || actor.id === match.player2Id;
    if (!player && !(await isManager(db, match.tournamentId, actor.id))) {
      throw AppApiError.forbidden();
    }
    return {
      contentType: found.contentType as ProtestPhoto['contentType'],
      data: found.bytes.toString('base64'),
    };
  }

  return { protests, fileProtest, ruleProtest, protestPhoto };
}
