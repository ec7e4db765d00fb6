// Following (issue 42): a player follows clubs, ranking tours and other players. Their home page
// shows the events those bring first (`feed`), and a club they follow tells them of each new event
// open for registration (`new-event-notices.ts`, written with the change that opened it).
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FollowKind } from '../../shared/domain';
import {
  FOLLOW_FEED_LIMIT,
  type Follow,
  type FollowFeed,
  type FollowedEvent,
  type SetFollowInput,
} from '../../shared/schemas/follows';
import type { User } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import {
  follows,
  leagues,
  stores,
  tournamentPlayers,
  tournaments,
  tours,
  users,
} from '../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../errors';
import { loadTournamentSummaries } from './tournaments';

const NOT_FOUND: Record<FollowKind, string> = {
  store: APP_API_MESSAGES.storeNotFound,
  tour: APP_API_MESSAGES.tourNotFound,
  league: APP_API_MESSAGES.leagueNotFound,
  player: APP_API_MESSAGES.playerNotFound,
};

/** The names of what the rows follow, by `kind:id`; a follow of something gone has none. */
async function namesOf(db: Db, rows: readonly { kind: FollowKind; targetId: number }[]) {
  const ids = (kind: FollowKind) => rows.filter((r) => r.kind === kind).map((r) => r.targetId);
  // One after another: inside a transaction (the demo's seed) a connection runs one at a time.
  const clubs = ids('store').length
    ? await db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(inArray(stores.id, ids('store')))
    : [];
  const seasons = ids('tour').length
    ? await db
        .select({ id: tours.id, name: tours.name })
        .from(tours)
        .where(inArray(tours.id, ids('tour')))
    : [];
  const teamLeagues = ids('league').length
    ? await db
        .select({ id: leagues.id, name: leagues.name })
        .from(leagues)
        .where(inArray(leagues.id, ids('league')))
    : [];
  const people = ids('player').length
    ? await db
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(inArray(users.id, ids('player')))
    : [];
  return new Map([
    ...clubs.map((c) => [`store:${c.id}`, c.name] as const),
    ...seasons.map((t) => [`tour:${t.id}`, t.name] as const),
    ...teamLeagues.map((l) => [`league:${l.id}`, l.name] as const),
    ...people.map((p) => [`player:${p.id}`, p.name] as const),
  ]);
}

export function createFollowService(db: Db) {
  /** What the user follows, newest first, each with its name. */
  async function list(user: Pick<User, 'id'>): Promise<Follow[]> {
    const rows = await db
      .select()
      .from(follows)
      .where(eq(follows.userId, user.id))
      .orderBy(desc(follows.createdAt), asc(follows.kind), asc(follows.targetId));
    const names = await namesOf(db, rows);
    return rows.flatMap((row) => {
      const name = names.get(`${row.kind}:${row.targetId}`);
      return name === undefined
        ? []
        : [
            {
              kind: row.kind,
              targetId: row.targetId,
              name,
              since: row.createdAt.toISOString(),
              muted: row.muted,
            },
          ];
    });
  }

  /** Follows or stops following; the same request again changes nothing. */
  async function set(user: User, input: SetFollowInput): Promise<Follow[]> {
    if (input.kind === 'player' && input.targetId === user.id) {
      throw AppApiError.field('target_id', 'Bạn không thể tự theo dõi chính mình');
    }
    if (input.following) {
      const names = await namesOf(db, [input]);
      if (!names.has(`${input.kind}:${input.targetId}`)) {
        throw AppApiError.notFound(NOT_FOUND[input.kind]);
      }
      const row = { userId: user.id, kind: input.kind, targetId: input.targetId };
      const insert = db.insert(follows).values({ ...row, muted: input.muted ?? false });
      // Following again keeps the follow (and its date); `muted` changes only when sent.
      await (input.muted === undefined
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({
            target: [follows.userId, follows.kind, follows.targetId],
            set: { muted: input.muted },
          }));
    } else {
      await db
        .delete(follows)
        .where(
          and(
            eq(follows.userId, user.id),
            eq(follows.kind, input.kind),
            eq(follows.targetId, input.targetId),
          ),
        );
    }
    return list(user);
  }

  /**
   * The events coming up or under way that the user's follows bring: a followed club's, a
   * followed tour's, and those a followed player registered for; under way first, then soonest.
   */
  async function feed(user: Pick<User, 'id'>): Promise<FollowFeed> {
    const mine = await list(user);
    const ids = (kind: FollowKind) => mine.filter((f) => f.kind === kind).map((f) => f.targetId);
    const [clubs, seasons, people] = [ids('store'), ids('tour'), ids('player')];
    if (mine.length === 0) return { follows: [], events: [] };
    const withPlayers = people.length
      ? db
          .select({ id: tournamentPlayers.tournamentId })
          .from(tournamentPlayers)
          .where(inArray(tournamentPlayers.userId, people))
      : undefined;
    const rows = await loadTournamentSummaries(
      db,
      and(
        inArray(tournaments.status, ['registration', 'ongoing']),
        or(
          clubs.length ? inArray(tournaments.storeId, clubs) : undefined,
          seasons.length ? inArray(tournaments.tourId, seasons) : undefined,
          withPlayers ? inArray(tournaments.id, withPlayers) : undefined,
        ),
      ),
      [
        sql`case ${tournaments.status} when 'ongoing' then 0 else 1 end`,
        asc(tournaments.startsAt),
        asc(tournaments.id),
      ],
      FOLLOW_FEED_LIMIT,
    );
    const registered = rows.length
      ? await db
          .select({
            tournamentId: tournamentPlayers.tournamentId,
            userId: tournamentPlayers.userId,
          })
          .from(tournamentPlayers)
          .where(
            and(
              inArray(
                tournamentPlayers.tournamentId,
                rows.map((r) => r.row.id),
              ),
              people.length ? inArray(tournamentPlayers.userId, people) : sql`false`,
            ),
          )
      : [];
    const events: FollowedEvent[] = rows.map(({ row, summary }) => ({
      tournament: summary,
      because: mine
        .filter(
          (f) =>
            (f.kind === 'store' && f.targetId === row.storeId) ||
            (f.kind === 'tour' && f.targetId === row.tourId) ||
            (f.kind === 'player' &&
              registered.some((r) => r.tournamentId === row.id && r.userId === f.targetId)),
        )
        .map(({ kind, targetId, name }) => ({ kind, targetId, name })),
    }));
    return { follows: mine, events };
  }

  return { list, set, feed };
}

export type FollowService = ReturnType<typeof createFollowService>;
