// Registration: joining pays the entry fee and leaving before the start refunds it, each in one
// transaction with the ledger row.
import { and, count, eq, sql } from 'drizzle-orm';
import type { JoinResult, Tournament } from '../../../shared/schemas/tournaments';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { tournamentPlayers, users, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertVisible, lockTournament } from '../access';
import { refusalOf } from '../../../shared/eligibility-text';
import { eligibilityOf, eligibilityRules, limitsRanks } from '../players/eligibility';
import { applyMovement } from '../wallet';

/**
 * Gives a registration's entry fee back through the ledger (one row), in the caller's
 * transaction; the balance after, or null when it paid nothing.
 */
export async function refundEntryFee(
  tx: Db,
  row: Pick<TournamentRow, 'id' | 'name'>,
  registration: { userId: number; feePaid: number },
  reason: string,
  at: Date,
): Promise<number | null> {
  if (registration.feePaid <= 0) return null;
  return applyMovement(tx, {
    userId: registration.userId,
    type: 'refund',
    amount: registration.feePaid,
    referenceType: 'tournament',
    referenceId: row.id,
    description: `Hoàn lệ phí giải "${row.name}" (${reason})`,
    at,
  });
}

/** `now`: the clock; `get`: the tournament as the player sees it, after the change. */
export function createTournamentRegistration(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User) => Promise<Tournament> },
) {
  async function joinResult(id: number, actor: User, coin: number): Promise<JoinResult> {
    return { tournament: await get(id, actor), coin };
  }

  /**
   * Registers the caller and debits the entry fee in one transaction; returns the balance after.
   * The tournament row lock makes concurrent joins take turns, and the unique (tournament, user)
   * index is the last word: a double click or ten parallel joins register and charge once; the
   * others get a 409 and pay nothing.
   */
  async function register(actor: User, id: number): Promise<number> {
    return db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertVisible(tx, row, actor);
      if (row.status !== 'registration') {
        throw AppApiError.conflict(
          row.status === 'ongoing' || row.status === 'finished'
            ? APP_API_MESSAGES.alreadyStartedJoin
            : APP_API_MESSAGES.registrationClosed,
        );
      }
      if (row.checkInOpenedAt) throw AppApiError.conflict(APP_API_MESSAGES.checkInJoinClosed);
      const [field] = await tx
        .select({
          n: count(),
          mine: sql<boolean>`coalesce(bool_or(${tournamentPlayers.userId} = ${actor.id}), false)`,
        })
        .from(tournamentPlayers)
        .where(eq(tournamentPlayers.tournamentId, id));
      if (field?.mine) throw AppApiError.conflict(APP_API_MESSAGES.alreadyJoined);

      const [me] = await tx.select({ coin: users.coin }).from(users).where(eq(users.id, actor.id));
      if (!me) throw AppApiError.unauthorized();
      // Judged by the highest of the official, peak and verified ranks (eligibility.ts).
      const rules = eligibilityRules(row);
      if (limitsRanks(rules)) {
        const judged = (await eligibilityOf(tx, [actor.id], rules, now())).get(actor.id);
        if (!judged) throw AppApiError.unauthorized();
        if (!judged.eligible) throw AppApiError.conflict(refusalOf(rules, judged));
      }
      if ((field?.n ?? 0) >= row.maxPlayers) {
        throw AppApiError.conflict(APP_API_MESSAGES.tournamentFull);
      }

      const [registered] = await tx
        .insert(tournamentPlayers)
        .values({ tournamentId: id, userId: actor.id, feePaid: row.entryFee, joinedAt: now() })
        .onConflictDoNothing()
        .returning({ id: tournamentPlayers.id });
      if (!registered) throw AppApiError.conflict(APP_API_MESSAGES.alreadyJoined);
      if (row.entryFee === 0) return me.coin;
      return applyMovement(tx, {
        userId: actor.id,
        type: 'entry_fee',
        amount: -row.entryFee,
        referenceType: 'tournament',
        referenceId: id,
        description: `Lệ phí giải "${row.name}"`,
        purpose: 'lệ phí',
        at: now(),
      });
    });
  }

  async function join(actor: User, id: number): Promise<JoinResult> {
    return joinResult(id, actor, await register(actor, id));
  }

  /** Withdraws before the start; the fee comes back in the same transaction. */
  async function leave(actor: User, id: number): Promise<JoinResult> {
    const coin = await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertVisible(tx, row, actor);
      const [registration] = await tx
        .select()
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, actor.id)));
      if (row.status !== 'registration') {
        throw AppApiError.conflict(
          registration ? APP_API_MESSAGES.alreadyStartedLeave : APP_API_MESSAGES.registrationClosed,
        );
      }
      if (!registration) throw AppApiError.conflict(APP_API_MESSAGES.notJoined);
      await tx.delete(tournamentPlayers).where(eq(tournamentPlayers.id, registration.id));
      const refunded = await refundEntryFee(tx, row, registration, 'rút lui', now());
      if (refunded !== null) return refunded;
      const [me] = await tx.select({ coin: users.coin }).from(users).where(eq(users.id, actor.id));
      return me?.coin ?? 0;
    });
    return joinResult(id, actor, coin);
  }

  return { register, join, leave };
}
