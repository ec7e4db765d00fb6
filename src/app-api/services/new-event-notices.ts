// A club's new event open for registration, told to the club's followers (notice kind
// `new_event`, in-app and by Web Push). A notice speaks in the club's name with the organiser's
// own words (the event's title), so only the club's managers' events send one; a follower may
// mute a club, and hears of at most a few new events a day, however many are opened.
import { and, count, eq, gte, inArray, ne } from 'drizzle-orm';
import { vietnamDay, vietnamMidnight } from '../../shared/tour-rules';
import type { Db } from '../db/client';
import {
  follows,
  notifications,
  storeManagers,
  stores,
  tournamentManagers,
  type TournamentRow,
} from '../db/schema';
import type { Notice } from './notifications';

/** New-event notices one follower is sent in a Vietnamese day; the feed still shows the rest. */
const NEW_EVENT_NOTICES_PER_DAY = 3;

/** Whether one of the event's managers manages its club: only then is it the club's news. */
async function speaksForClub(tx: Db, row: TournamentRow, storeId: number): Promise<boolean> {
  const [found] = await tx
    .select({ userId: storeManagers.userId })
    .from(storeManagers)
    .innerJoin(
      tournamentManagers,
      and(
        eq(tournamentManagers.userId, storeManagers.userId),
        eq(tournamentManagers.tournamentId, row.id),
      ),
    )
    .where(eq(storeManagers.storeId, storeId))
    .limit(1);
  return found !== undefined;
}

/** The notices an event just opened for registration sends: none, or one to the club's followers. */
export async function newEventNotices(tx: Db, row: TournamentRow, at: Date): Promise<Notice[]> {
  if (row.status !== 'registration' || row.storeId === null) return [];
  if (!(await speaksForClub(tx, row, row.storeId))) return [];
  const followers = await tx
    .select({ userId: follows.userId })
    .from(follows)
    .where(
      and(
        eq(follows.kind, 'store'),
        eq(follows.targetId, row.storeId),
        eq(follows.muted, false),
        ne(follows.userId, row.createdBy),
      ),
    );
  if (followers.length === 0) return [];
  const told = await tx
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'new_event'),
        inArray(
          notifications.userId,
          followers.map((f) => f.userId),
        ),
        gte(notifications.createdAt, vietnamMidnight(vietnamDay(at))),
      ),
    )
    .groupBy(notifications.userId);
  const toldToday = new Map(told.map((t) => [t.userId, t.n]));
  const players = followers
    .map((f) => f.userId)
    .filter((userId) => (toldToday.get(userId) ?? 0) < NEW_EVENT_NOTICES_PER_DAY);
  if (players.length === 0) return [];
  const [club] = await tx
    .select({ name: stores.name })
    .from(stores)
    .where(eq(stores.id, row.storeId));
  return [{ kind: 'new_event', tournamentId: row.id, players, table: club?.name ?? '' }];
}
