// Check-in at the venue. The organiser opens it before the start (new joins close then); the
// venue shows a code that changes every period (a TOTP, by otpauth, keyed per tournament), as a
// QR code; a registered player scans it, or the organiser ticks them off. At the start, whoever
// did not check in is withdrawn and refunded (withdrawAbsent, in the start's transaction).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_PERIOD_SECONDS,
  type CheckInCode,
} from '../../../shared/schemas/check-in';
import type { Tournament, TournamentPlayer } from '../../../shared/schemas/tournaments';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { tournamentPlayers, tournaments, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import {
  assertManager,
  assertVisible,
  findTournament,
  lockTournament,
  requirePermission,
} from '../access';
import { refundEntryFee } from './tournament-registration';

function totpOf(row: Pick<TournamentRow, 'id' | 'checkInSecret'>): TOTP {
  if (!row.checkInSecret) throw AppApiError.conflict(APP_API_MESSAGES.checkInNotOpen);
  return new TOTP({
    issuer: 'BidaHub',
    label: `tournament-${row.id}`,
    secret: Secret.fromBase32(row.checkInSecret),
    digits: CHECK_IN_CODE_LENGTH,
    period: CHECK_IN_PERIOD_SECONDS,
    algorithm: 'SHA256',
  });
}

/**
 * Withdraws the registered players who did not check in, refunding their fees through the
 * ledger, in the caller's transaction (the start's, with the tournament row locked).
 */
export async function withdrawAbsent(tx: Db, row: TournamentRow, at: Date): Promise<number> {
  const absent = await tx
    .select()
    .from(tournamentPlayers)
    .where(and(eq(tournamentPlayers.tournamentId, row.id), isNull(tournamentPlayers.checkedInAt)))
    // By user id: two runs touching the same wallets lock them in the same order.
    .orderBy(asc(tournamentPlayers.userId));
  for (const registration of absent) {
    await refundEntryFee(tx, row, registration, 'vắng mặt khi điểm danh', at);
  }
  if (absent.length > 0) {
    await tx.delete(tournamentPlayers).where(
      inArray(
        tournamentPlayers.id,
        absent.map((registration) => registration.id),
      ),
    );
  }
  return absent.length;
}

/** `now`: the clock; `get` and `players`: what the caller sees after a change. */
export function createCheckIn(
  db: Db,
  {
    now,
    get,
    players,
  }: {
    now: () => Date;
    get: (id: number, viewer: User) => Promise<Tournament>;
    players: (id: number, viewer: User) => Promise<TournamentPlayer[]>;
  },
) {
  /**
   * The tournament if `actor` manages it and it still takes registrations: locked for a change
   * (`lock`), read as it is for the code, which the venue's screen polls.
   */
  async function managedBeforeStart(
    tx: Db,
    actor: User,
    id: number,
    lock: boolean,
  ): Promise<TournamentRow> {
    requirePermission(actor, 'tournament.update');
    const row = await (lock ? lockTournament(tx, id) : findTournament(tx, id));
    await assertManager(tx, row, actor);
    if (row.status !== 'registration') {
      throw AppApiError.conflict(APP_API_MESSAGES.checkInNotRegistration);
    }
    return row;
  }

  /** Opens check-in (once: opening it again changes nothing, the codes included). */
  async function openCheckIn(actor: User, id: number): Promise<Tournament> {
    await db.transaction(async (tx) => {
      const row = await managedBeforeStart(tx, actor, id, true);
      if (row.checkInOpenedAt) return;
      await tx
        .update(tournaments)
        .set({
          checkInOpenedAt: now(),
          checkInSecret: new Secret({ size: 20 }).base32,
          updatedAt: now(),
        })
        .where(eq(tournaments.id, id));
    });
    return get(id, actor);
  }

  /** The code to show at the venue now, for the tournament's managers only. */
  async function checkInCode(actor: User, id: number): Promise<CheckInCode> {
    const row = await managedBeforeStart(db, actor, id, false);
    const at = now().getTime();
    const periodMs = CHECK_IN_PERIOD_SECONDS * 1000;
    return {
      code: totpOf(row).generate({ timestamp: at }),
      expiresAt: new Date((Math.floor(at / periodMs) + 1) * periodMs).toISOString(),
      periodSeconds: CHECK_IN_PERIOD_SECONDS,
    };
  }

  /**
   * A registered player checks in with the venue's code: this period's or a neighbour's (the
   * QR code may change while the phone opens the page). Checking in twice is still one check-in.
   */
  async function checkIn(actor: User, id: number, code: string): Promise<Tournament> {
    await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertVisible(tx, row, actor);
      // Once the event has started, check-in is over, not yet to come.
      if (row.status !== 'registration') {
        throw AppApiError.conflict(APP_API_MESSAGES.checkInClosed);
      }
      if (!row.checkInOpenedAt) throw AppApiError.conflict(APP_API_MESSAGES.checkInNotOpen);
      const [registration] = await tx
        .select()
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, actor.id)));
      if (!registration) throw AppApiError.conflict(APP_API_MESSAGES.notJoined);
      const delta = totpOf(row).validate({ token: code, timestamp: now().getTime(), window: 1 });
      if (delta === null) throw AppApiError.field('code', APP_API_MESSAGES.checkInWrongCode);
      if (registration.checkedInAt) return;
      await tx
        .update(tournamentPlayers)
        .set({ checkedInAt: now() })
        .where(eq(tournamentPlayers.id, registration.id));
    });
    return get(id, actor);
  }

  /** The organiser marks a registered player present or absent (check-in must be open). */
  async function markPresence(
    actor: User,
    id: number,
    { userId, present }: { userId: number; present: boolean },
  ): Promise<TournamentPlayer[]> {
    await db.transaction(async (tx) => {
      const row = await managedBeforeStart(tx, actor, id, true);
      if (!row.checkInOpenedAt) throw AppApiError.conflict(APP_API_MESSAGES.checkInNotOpen);
      const [marked] = await tx
        .update(tournamentPlayers)
        .set({ checkedInAt: present ? now() : null })
        .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, userId)))
        .returning({ id: tournamentPlayers.id });
      if (!marked) throw AppApiError.field('user_id', APP_API_MESSAGES.presenceNotRegistered);
    });
    return players(id, actor);
  }

  return { openCheckIn, checkInCode, checkIn, markPresence };
}
