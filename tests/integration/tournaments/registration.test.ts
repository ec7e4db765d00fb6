// Entry fees and refunds against the ledger: after every step, each user's ledger sums to their
// balance and no balance goes below zero. Concurrent joins charge once.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { tournamentPlayers, tournaments, walletTransactions } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../../src/app-api/errors';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import { ledgerSum } from '../../../src/app-api/services/wallet';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import {
  coinOf,
  createOrganizer,
  createUser,
  createUsers,
  expectLedgerBalanced,
  several,
  tournamentInput,
} from '../../support/tournament-world';
import { rejection } from '../../support/rejection';

describe.each(databaseTargets())('tournament money on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  const service = () => createTournamentService(database.db);

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());
  afterEach(async () => expectLedgerBalanced(database.db));

  async function ledgerOf(userId: number) {
    return database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, userId))
      .orderBy(walletTransactions.id);
  }

  async function registrations(tournamentId: number, userId?: number) {
    return database.db
      .select()
      .from(tournamentPlayers)
      .where(
        and(
          eq(tournamentPlayers.tournamentId, tournamentId),
          userId === undefined ? undefined : eq(tournamentPlayers.userId, userId),
        ),
      );
  }

  it('joining pays the fee in one ledger row; leaving refunds it', async () => {
    const alice = await createUser(database.db, { coin: 500 });
    const t = await service().create(
      organizer,
      tournamentInput({ name: 'Giải có phí', entryFee: 120 }),
    );

    const joined = await service().join(alice, t.id);
    expect(joined.coin).toBe(380);
    expect(joined.tournament).toMatchObject({
      playerCount: 1,
      viewer: { joined: true, manager: false },
    });
    const afterJoin = await ledgerOf(alice.id);
    expect(afterJoin.at(-1)).toMatchObject({
      type: 'entry_fee',
      amount: -120,
      balanceAfter: 380,
      referenceType: 'tournament',
      referenceId: t.id,
    });
    expect(afterJoin.at(-1)?.description).toContain('Giải có phí');
    await expectLedgerBalanced(database.db);

    const left = await service().leave(alice, t.id);
    expect(left.coin).toBe(500);
    expect(left.tournament.viewer.joined).toBe(false);
    expect((await ledgerOf(alice.id)).at(-1)).toMatchObject({
      type: 'refund',
      amount: 120,
      balanceAfter: 500,
    });
    expect(await registrations(t.id)).toEqual([]);
    expect(await ledgerSum(database.db, alice.id)).toBe(500);

    const again = await rejection(service().leave(alice, t.id));
    expect([again.status, again.message]).toEqual([409, APP_API_MESSAGES.notJoined]);
  });

  it('refuses a join without enough coins, with the amounts, and changes nothing', async () => {
    const poor = await createUser(database.db, { coin: 50 });
    const t = await service().create(organizer, tournamentInput({ entryFee: 100 }));
    const error = await rejection(service().join(poor, t.id));
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'Số dư không đủ: lệ phí 100 xu, bạn đang có 50 xu. Hãy nạp thêm xu.',
    );
    expect(await coinOf(database.db, poor.id)).toBe(50);
    expect(await registrations(t.id)).toEqual([]);
    expect(await ledgerOf(poor.id)).toHaveLength(1);
  });

  it('free tournaments move no coins', async () => {
    const bob = await createUser(database.db, { coin: 10 });
    const t = await service().create(organizer, tournamentInput({ entryFee: 0 }));
    expect((await service().join(bob, t.id)).coin).toBe(10);
    expect((await service().leave(bob, t.id)).coin).toBe(10);
    expect(await ledgerOf(bob.id)).toHaveLength(1);
  });

  it('ten parallel joins by one user register and charge once', async () => {
    const clicker = await createUser(database.db, { coin: 1000 });
    const t = await service().create(organizer, tournamentInput({ entryFee: 70 }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => createTournamentService(database.db).join(clicker, t.id)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppApiError);
      expect((r.reason as AppApiError).status).toBe(409);
      expect((r.reason as AppApiError).message).toBe(APP_API_MESSAGES.alreadyJoined);
    }
    expect(await registrations(t.id, clicker.id)).toHaveLength(1);
    const fees = (await ledgerOf(clicker.id)).filter((w) => w.type === 'entry_fee');
    expect(fees).toHaveLength(1);
    expect(await coinOf(database.db, clicker.id)).toBe(930);
  });

  it('parallel joins by many users never pass the capacity, and only the registered pay', async () => {
    const crowd = await createUsers(database.db, 8, { coin: 300 });
    const t = await service().create(organizer, tournamentInput({ maxPlayers: 3, entryFee: 100 }));
    const results = await Promise.allSettled(
      crowd.map((u) => createTournamentService(database.db).join(u, t.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as AppApiError).message).toBe(APP_API_MESSAGES.tournamentFull);
    }
    expect(await registrations(t.id)).toHaveLength(3);
    const coins = await Promise.all(crowd.map((u) => coinOf(database.db, u.id)));
    expect(coins.filter((c) => c === 200)).toHaveLength(3);
    expect(coins.filter((c) => c === 300)).toHaveLength(5);
  });

  it('enforces rank limits with a message naming the allowed ranks', async () => {
    const weak = await createUser(database.db, { rank: 'F' });
    const strong = await createUser(database.db, { rank: 'A' });
    const fits = await createUser(database.db, { rank: 'C' });
    const t = await service().create(organizer, tournamentInput({ minRank: 'D', maxRank: 'B' }));
    const tooWeak = await rejection(service().join(weak, t.id));
    expect(tooWeak.status).toBe(409);
    expect(tooWeak.message).toBe(
      'Giải đấu chỉ dành cho cơ thủ hạng D đến B; bạn được xét theo hạng chính thức F',
    );
    expect((await rejection(service().join(strong, t.id))).message).toContain(
      'xét theo hạng chính thức A',
    );
    await service().join(fits, t.id);
    const onlyMin = await service().create(organizer, tournamentInput({ minRank: 'E' }));
    expect((await rejection(service().join(weak, onlyMin.id))).message).toBe(
      'Giải đấu chỉ dành cho cơ thủ hạng E trở lên; bạn được xét theo hạng chính thức F',
    );
  });

  it('refuses a join when full, and a join or leave after the start', async () => {
    const [a, b, c] = several(await createUsers(database.db, 3, { coin: 100 }), 3);
    const t = await service().create(organizer, tournamentInput({ maxPlayers: 2, entryFee: 10 }));
    await service().join(a, t.id);
    await service().join(b, t.id);
    const full = await rejection(service().join(c, t.id));
    expect([full.status, full.message]).toEqual([409, APP_API_MESSAGES.tournamentFull]);
    expect(await coinOf(database.db, c.id)).toBe(100);

    await service().start(organizer, t.id, { seeding: 'rating' });
    const late = await rejection(service().join(c, t.id));
    expect([late.status, late.message]).toEqual([409, APP_API_MESSAGES.alreadyStartedJoin]);
    const leaving = await rejection(service().leave(a, t.id));
    expect([leaving.status, leaving.message]).toEqual([409, APP_API_MESSAGES.alreadyStartedLeave]);
    expect(await coinOf(database.db, a.id)).toBe(90);
  });

  it('cancelling refunds every paid registration once, also after the start', async () => {
    const players = await createUsers(database.db, 4, { coin: 200 });
    const open = await service().create(organizer, tournamentInput({ entryFee: 60 }));
    const running = await service().create(organizer, tournamentInput({ entryFee: 40 }));
    for (const p of players) {
      await service().join(p, open.id);
      await service().join(p, running.id);
    }
    await service().start(organizer, running.id, { seeding: 'rating' });
    expect(await coinOf(database.db, several(players, 1)[0].id)).toBe(100);

    const cancelled = await service().cancel(organizer, open.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt).not.toBeNull();
    await service().cancel(organizer, running.id);
    for (const p of players) {
      expect(await coinOf(database.db, p.id)).toBe(200);
      const refunds = (await ledgerOf(p.id)).filter((w) => w.type === 'refund');
      expect(refunds.map((w) => w.amount).sort()).toEqual([40, 60]);
    }
    const twice = await rejection(service().cancel(organizer, open.id));
    expect([twice.status, twice.message]).toEqual([409, APP_API_MESSAGES.cancelFinished]);
    expect((await registrations(open.id)).every((r) => r.feePaid === 0)).toBe(true);
  });

  it('deleting refunds everyone in the same transaction; only before the start', async () => {
    const players = await createUsers(database.db, 2, { coin: 90 });
    const t = await service().create(organizer, tournamentInput({ entryFee: 90 }));
    for (const p of players) await service().join(p, t.id);
    expect(await coinOf(database.db, several(players, 1)[0].id)).toBe(0);
    await service().remove(organizer, t.id);
    expect(await database.db.select().from(tournaments).where(eq(tournaments.id, t.id))).toEqual(
      [],
    );
    for (const p of players) expect(await coinOf(database.db, p.id)).toBe(90);

    const started = await service().create(organizer, tournamentInput());
    for (const p of players) await service().join(p, started.id);
    await service().start(organizer, started.id, { seeding: 'rating' });
    const late = await rejection(service().remove(organizer, started.id));
    expect([late.status, late.message]).toEqual([409, APP_API_MESSAGES.deleteAfterStart]);
  });

  it('lets only its managers change a tournament, and changes nothing otherwise', async () => {
    const t = await service().create(organizer, tournamentInput({ name: 'Giải của người khác' }));
    const otherOrganizer = await createOrganizer(database.db);
    // One at a time: a rejection that nobody awaits yet would go unhandled.
    for (const attempt of [
      () => service().update(otherOrganizer, t.id, { name: 'Chiếm quyền' }),
      () => service().open(otherOrganizer, t.id),
      () => service().start(otherOrganizer, t.id, { seeding: 'rating' }),
      () => service().cancel(otherOrganizer, t.id),
      () => service().remove(otherOrganizer, t.id),
    ]) {
      const error = await rejection(attempt());
      expect(error.status).toBe(403);
    }
    const [row] = await database.db.select().from(tournaments).where(eq(tournaments.id, t.id));
    expect(row).toMatchObject({ name: 'Giải của người khác', status: 'registration' });
  });

  it('keeps drafts out of reach and the fee fixed once someone paid', async () => {
    const p = await createUser(database.db, { coin: 100 });
    const draft = await service().create(organizer, tournamentInput({ openRegistration: false }));
    expect(draft.status).toBe('draft');
    expect((await rejection(service().join(p, draft.id))).status).toBe(404);
    const opened = await service().open(organizer, draft.id);
    expect(opened.status).toBe('registration');
    await service().join(p, draft.id);
    const fee = await rejection(service().update(organizer, draft.id, { entryFee: 5 }));
    expect([fee.status, fee.message]).toEqual([409, APP_API_MESSAGES.feeChangeWithPlayers]);
    const groups = await rejection(
      service().update(organizer, draft.id, { format: 'groups_knockout' }),
    );
    expect(groups.status).toBe(422);
    expect(Object.keys(groups.errors ?? {}).sort()).toEqual(['advance_per_group', 'group_count']);
    expect((await service().update(organizer, draft.id, { name: 'Đổi tên' })).name).toBe('Đổi tên');
  });
});
