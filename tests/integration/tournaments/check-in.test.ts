// Check-in at the venue: the rotating code, the organiser's list, and the start that withdraws
// and refunds whoever did not come, on the clock the test moves.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { walletTransactions } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import { CHECK_IN_PERIOD_SECONDS } from '../../../src/shared/schemas/check-in';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  coinOf,
  createOrganizer,
  createUsers,
  expectLedgerBalanced,
  several,
  tournamentInput,
} from '../../support/tournament-world';

const PERIOD_MS = CHECK_IN_PERIOD_SECONDS * 1000;

describe.each(databaseTargets())('check-in on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  let clock = Date.parse('2026-11-28T08:00:05Z');
  const service = () => createTournamentService(database.db, { now: () => new Date(clock) });

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());
  afterEach(async () => expectLedgerBalanced(database.db));

  /** A paid tournament with `n` players registered through the ledger, check-in open. */
  async function tournamentInCheckIn(n: number, entryFee = 50) {
    const players = await createUsers(database.db, n, { coin: 200 });
    const t = await service().create(organizer, tournamentInput({ entryFee }));
    for (const player of players) await service().join(player, t.id);
    await service().openCheckIn(organizer, t.id);
    return { t, players };
  }

  it('opens for the managers only, once, and closes new joins but not leaving', async () => {
    const [other] = await createUsers(database.db, 1, { permissions: ['tournament.update'] });
    const { t, players } = await tournamentInCheckIn(2);
    const [alice] = several(players, 1);

    expect((await rejection(service().openCheckIn(other as User, t.id))).status).toBe(403);
    const opened = await service().get(t.id, organizer);
    expect(opened.checkInOpenedAt).toBe(new Date(clock).toISOString());
    const code = (await service().checkInCode(organizer, t.id)).code;
    await service().openCheckIn(organizer, t.id);
    expect((await service().checkInCode(organizer, t.id)).code).toBe(code);

    const [late] = await createUsers(database.db, 1, { coin: 200 });
    const refused = await rejection(service().join(late as User, t.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(APP_API_MESSAGES.checkInJoinClosed);

    const left = await service().leave(alice, t.id);
    expect(left.coin).toBe(200);
  });

  it('takes the code on screen, or the one before it, never an older one', async () => {
    const { t, players } = await tournamentInCheckIn(3);
    const [alice, bao, chi] = several(players, 3);

    const shown = await service().checkInCode(organizer, t.id);
    expect(shown.code).toMatch(/^\d{6}$/);
    expect(shown.periodSeconds).toBe(CHECK_IN_PERIOD_SECONDS);
    expect(Date.parse(shown.expiresAt) - clock).toBeLessThanOrEqual(PERIOD_MS);

    const checked = await service().checkIn(alice, t.id, shown.code);
    expect(checked.viewer).toMatchObject({ joined: true, checkedIn: true });

    // The QR code changed while Bảo's phone opened the page: the previous code still works.
    clock += PERIOD_MS;
    expect((await service().checkInCode(organizer, t.id)).code).not.toBe(shown.code);
    await service().checkIn(bao, t.id, shown.code);

    // A photo of the code sent home is stale a minute later.
    clock += 2 * PERIOD_MS;
    const stale = await rejection(service().checkIn(chi, t.id, shown.code));
    expect(stale.status).toBe(422);
    expect(stale.errors).toEqual({ code: [APP_API_MESSAGES.checkInWrongCode] });

    // Checking in again is still the first check-in.
    const before = (await service().players(t.id, organizer)).find(
      (p) => p.player.id === alice.id,
    )?.checkedInAt;
    await service().checkIn(alice, t.id, (await service().checkInCode(organizer, t.id)).code);
    const after = (await service().players(t.id, organizer)).find((p) => p.player.id === alice.id);
    expect(after?.checkedInAt).toBe(before);
  });

  it('refuses players not registered, the code to non-managers, and check-in never opened', async () => {
    const { t, players } = await tournamentInCheckIn(1);
    const [stranger] = await createUsers(database.db, 1);
    const { code } = await service().checkInCode(organizer, t.id);
    const notJoined = await rejection(service().checkIn(stranger as User, t.id, code));
    expect(notJoined.message).toBe(APP_API_MESSAGES.notJoined);
    expect((await rejection(service().checkInCode(players[0] as User, t.id))).status).toBe(403);

    const closed = await service().create(organizer, tournamentInput());
    const notOpen = await rejection(service().checkIn(stranger as User, closed.id, code));
    expect(notOpen.message).toBe(APP_API_MESSAGES.checkInNotOpen);
    const notOpenList = await rejection(
      service().markPresence(organizer, closed.id, { userId: organizer.id, present: true }),
    );
    expect(notOpenList.message).toBe(APP_API_MESSAGES.checkInNotOpen);
  });

  it('lets the organiser tick players off, and take a tick back', async () => {
    const { t, players } = await tournamentInCheckIn(2);
    const [alice, bao] = several(players, 2);
    let list = await service().markPresence(organizer, t.id, { userId: alice.id, present: true });
    expect(list.find((p) => p.player.id === alice.id)?.checkedInAt).not.toBeNull();
    expect(list.find((p) => p.player.id === bao.id)?.checkedInAt).toBeNull();
    list = await service().markPresence(organizer, t.id, { userId: alice.id, present: false });
    expect(list.every((p) => p.checkedInAt === null)).toBe(true);

    const [stranger] = await createUsers(database.db, 1);
    const unknown = await rejection(
      service().markPresence(organizer, t.id, { userId: (stranger as User).id, present: true }),
    );
    expect(unknown.errors).toEqual({ user_id: [APP_API_MESSAGES.presenceNotRegistered] });
  });

  it('starts with those present: the absent are withdrawn and refunded in the same step', async () => {
    const { t, players } = await tournamentInCheckIn(5, 60);
    const [a, b, c, absent1, absent2] = several(players, 5);
    const { code } = await service().checkInCode(organizer, t.id);
    for (const player of [a, b]) await service().checkIn(player, t.id, code);
    await service().markPresence(organizer, t.id, { userId: c.id, present: true });

    const started = await service().start(organizer, t.id, { seeding: 'rating' });
    expect(started.status).toBe('ongoing');
    expect(started.playerCount).toBe(3);
    const inBracket = (await service().players(t.id, organizer)).map((p) => p.player.id);
    expect(inBracket.sort()).toEqual([a.id, b.id, c.id].sort());

    for (const player of [absent1, absent2]) {
      expect(await coinOf(database.db, player.id)).toBe(200);
      const [refund] = await database.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, player.id))
        .orderBy(walletTransactions.id)
        .then((rows) => rows.slice(-1));
      expect(refund).toMatchObject({ type: 'refund', amount: 60, referenceId: t.id });
      expect(refund?.description).toContain('vắng mặt khi điểm danh');
    }
    for (const player of [a, b, c]) expect(await coinOf(database.db, player.id)).toBe(140);

    // A player arriving after the start is told that check-in is over, not that it is to come.
    const late = await rejection(service().checkIn(c, t.id, code));
    expect(late.message).toBe(APP_API_MESSAGES.checkInClosed);
  });

  it('does not start with fewer than two present, and withdraws no one then', async () => {
    const { t, players } = await tournamentInCheckIn(3);
    const { code } = await service().checkInCode(organizer, t.id);
    await service().checkIn(players[0] as User, t.id, code);
    const refused = await rejection(service().start(organizer, t.id, { seeding: 'rating' }));
    expect(refused.message).toBe(APP_API_MESSAGES.needTwoPlayers);
    expect((await service().get(t.id, organizer)).playerCount).toBe(3);
  });
});
