// An official rank decided, or verified, by a person: only a manager of an event the player has
// played, naming that event, and never about themselves. Each decision is a row of the rank
// history with who, when, why and the event, so a rank that moves says who moved it.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RankEvent, SetRankRequest } from '../../../shared/schemas/players';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import {
  rankChanges,
  tournamentManagers,
  tournamentPlayers,
  tournaments,
  users,
} from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { requirePermission } from '../access';

/** The statuses of an event a player has played in: it started, with them in it. */
const PLAYED = ['ongoing', 'finished'] as const;
/** How many of those an organiser is offered to name, newest first. */
const RANK_EVENTS_SHOWN = 20;

/** Events `manager` manages that `playerId` played, newest first: what a decision may name. */
export async function rankEventsOf(db: Db, playerId: number, manager: User): Promise<RankEvent[]> {
  requirePermission(manager, 'tournament.update');
  // Nobody names evidence about themselves: a decision on one's own rank is refused anyway.
  if (playerId === manager.id) return [];
  return await db
    .select({ id: tournaments.id, name: tournaments.name, startsAt: tournaments.startsAt })
    .from(tournaments)
    .innerJoin(tournamentPlayers, eq(tournamentPlayers.tournamentId, tournaments.id))
    .innerJoin(tournamentManagers, eq(tournamentManagers.tournamentId, tournaments.id))
    .where(
      and(
        eq(tournamentPlayers.userId, playerId),
        eq(tournamentManagers.userId, manager.id),
        inArray(tournaments.status, [...PLAYED]),
      ),
    )
    .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
    .limit(RANK_EVENTS_SHOWN)
    .then((rows) => rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })));
}

/**
 * Records `actor`'s decision on player `id`'s official rank, or their verification of it (the
 * rank may stay), in one transaction with the player's row locked.
 */
export async function decideRank(
  db: Db,
  actor: User,
  id: number,
  input: Omit<SetRankRequest, 'id'>,
  at: Date,
): Promise<void> {
  requirePermission(actor, 'tournament.update');
  if (actor.id === id) throw AppApiError.forbidden(APP_API_MESSAGES.rankOwn);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ rank: users.rank })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!row) throw AppApiError.notFound(APP_API_MESSAGES.playerNotFound);
    const [event] = await tx
      .select({ status: tournaments.status, manager: tournamentManagers.userId })
      .from(tournaments)
      .leftJoin(
        tournamentManagers,
        and(
          eq(tournamentManagers.tournamentId, tournaments.id),
          eq(tournamentManagers.userId, actor.id),
        ),
      )
      .where(eq(tournaments.id, input.tournamentId));
    if (!event) throw AppApiError.field('tournament_id', APP_API_MESSAGES.tournamentNotFound);
    if (event.manager === null) throw AppApiError.forbidden(APP_API_MESSAGES.rankNotManager);
    const [played] = await tx
      .select({ id: tournamentPlayers.id })
      .from(tournamentPlayers)
      .where(
        and(
          eq(tournamentPlayers.tournamentId, input.tournamentId),
          eq(tournamentPlayers.userId, id),
        ),
      );
    if (!played || !PLAYED.some((status) => status === event.status)) {
      throw AppApiError.field('tournament_id', APP_API_MESSAGES.rankEvidenceNotPlayed);
    }
    // Who may decide first: a stranger learns nothing of the player's rank from the refusal.
    const verified = input.verified ?? false;
    if (row.rank === input.rank && !verified) {
      throw AppApiError.field('rank', APP_API_MESSAGES.rankUnchanged);
    }
    await tx.update(users).set({ rank: input.rank }).where(eq(users.id, id));
    await tx.insert(rankChanges).values({
      userId: id,
      fromRank: row.rank,
      toRank: input.rank,
      reason: input.reason,
      verified,
      tournamentId: input.tournamentId,
      changedBy: actor.id,
      createdAt: at,
    });
  });
}
