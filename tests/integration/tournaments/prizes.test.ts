// Coin prizes paid once (issue 40): held from the organiser's wallet at the start or checked
// against the pot of fees, paid into the winners' wallets once the event finished and its last
// protest window closed (ties share their places' coins), the rest released, cancellation
// releasing everything, and exactly one ledger entry per prize when twenty final results and
// twenty payouts race, on PostgreSQL from two instances.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentPrizePayments, type MatchRow } from '../../../src/app-api/db/schema';
import { createMatchService } from '../../../src/app-api/services/matches';
import { settleDueResults } from '../../../src/app-api/services/tournaments/results-final';
import { PRIZE_MESSAGES } from '../../../src/shared/schemas/prizes';
import type { LedgerType } from '../../../src/shared/schemas/wallet';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import { expectLedgerReferenced } from '../../support/wallet-invariants';
import {
  afterProtestWindow,
  coinOf,
  coinPrize,
  createUsers,
  expectLedgerBalanced,
  fund,
  matchRows,
  registerDirectly,
  several,
  tournamentInput,
  tournamentLedger,
  tournamentWorld,
  winMatch,
} from '../../support/tournament-world';

describe.each(databaseTargets())('coin prizes on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments } = world;

  /** Plays every match to its end, the better seed (player 1) winning. */
  async function playOut(tournamentId: number): Promise<void> {
    for (;;) {
      const ready = (await matchRows(world.db, tournamentId)).filter(
        (row: MatchRow) => row.status === 'scheduled' && row.player1Id && row.player2Id,
      );
      if (ready.length === 0) return;
      for (const row of ready) await winMatch(world, row, 1);
    }
  }

  /** The payout sweep once the default protest window of every result so far has closed. */
  const settle = (db = world.db) => settleDueResults(db, afterProtestWindow());

  const ledgerOf = (tournamentId: number, type: LedgerType) =>
    tournamentLedger(world.db, tournamentId, type);

  it("holds the organiser's coins at the start, pays each winner at the finish and gives back the rest", async () => {
    await fund(world.db, world.organizer, 1_000);
    const before = await coinOf(world.db, world.organizer.id);
    const players = await createUsers(world.db, 4);
    // Two semi-final losers share 3rd and 4th: 101 coins split, one coin goes back.
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({
        maxPlayers: 4,
        prizes: [coinPrize(1, 500), coinPrize(2, 300), coinPrize(3, 101)],
      }),
    );
    await registerDirectly(world.db, t.id, players);
    const started = await tournaments().start(world.organizer, t.id, { seeding: 'rating' });

    expect(started.prizeHeld).toBe(901);
    expect(await coinOf(world.db, world.organizer.id)).toBe(before - 901);

    await playOut(t.id);
    // Finished, but its final may still be protested: nothing is paid yet.
    const unpaid = await tournaments().get(t.id, null);
    expect(unpaid.status).toBe('finished');
    expect([unpaid.prizeHeld, unpaid.prizePayments]).toEqual([901, []]);
    expect(await settleDueResults(world.db, new Date())).toBe(0);

    // The sweep tells of the wallets it moved, so that their open pages show the prize.
    const told: number[][] = [];
    await settleDueResults(world.db, afterProtestWindow(), (wallets) => told.push(wallets));
    const finished = await tournaments().get(t.id, null);
    expect(finished.prizeHeld).toBe(0);
    // Seeded by rating: the first two reach the final, the first wins it.
    const [champion, runnerUp, third, fourth] = several(players, 4);
    const paidTo = (id: number) => finished.prizePayments.filter((p) => p.player.id === id);
    expect(paidTo(champion.id).map((p) => [p.place, p.coins])).toEqual([[1, 500]]);
    expect(paidTo(runnerUp.id).map((p) => [p.place, p.coins])).toEqual([[2, 300]]);
    expect(paidTo(third.id).map((p) => [p.place, p.coins])).toEqual([[3, 50]]);
    expect(paidTo(fourth.id).map((p) => [p.place, p.coins])).toEqual([[3, 50]]);
    expect(await coinOf(world.db, champion.id)).toBe(500);
    expect(told).toHaveLength(1);
    expect([...(told[0] ?? [])].sort((a, b) => a - b)).toEqual(
      [world.organizer.id, ...players.map((p) => p.id)].sort((a, b) => a - b),
    );
    expect(await coinOf(world.db, world.organizer.id)).toBe(before - 900);
    expect(await ledgerOf(t.id, 'prize')).toHaveLength(4);
    expect((await ledgerOf(t.id, 'prize_release')).map((row) => row.amount)).toEqual([1]);
    await expectLedgerBalanced(world.db);
    await expectLedgerReferenced(world.db);
  });

  it("refuses to start when the organiser's wallet cannot hold the prizes, and changes nothing", async () => {
    const organizerCoins = await coinOf(world.db, world.organizer.id);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ maxPlayers: 2, prizes: [coinPrize(1, organizerCoins + 1)] }),
    );
    await registerDirectly(world.db, t.id, await createUsers(world.db, 2));

    const error = await rejection(
      tournaments().start(world.organizer, t.id, { seeding: 'rating' }),
    );

    expect(error.status).toBe(409);
    expect(error.message).toContain(`quỹ giải thưởng cần ${organizerCoins + 1} xu`);
    expect((await tournaments().get(t.id, null)).status).toBe('registration');
    expect(await matchRows(world.db, t.id)).toEqual([]);
    expect(await coinOf(world.db, world.organizer.id)).toBe(organizerCoins);
  });

  it('gives the held prizes back when the event is cancelled', async () => {
    await fund(world.db, world.organizer, 200);
    const before = await coinOf(world.db, world.organizer.id);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ maxPlayers: 2, prizes: [coinPrize(1, 200)] }),
    );
    await registerDirectly(world.db, t.id, await createUsers(world.db, 2));
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });

    const cancelled = await tournaments().cancel(world.organizer, t.id);

    expect(cancelled).toMatchObject({ status: 'cancelled', prizeHeld: 0 });
    expect(await coinOf(world.db, world.organizer.id)).toBe(before);
    expect((await ledgerOf(t.id, 'prize_release')).map((row) => row.amount)).toEqual([200]);
    await expectLedgerBalanced(world.db);
  });

  it('pays from the pot of entry fees, and starts only once the fees cover the prizes', async () => {
    const before = await coinOf(world.db, world.organizer.id);
    const players = await createUsers(world.db, 4, { coin: 100 });
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({
        maxPlayers: 4,
        entryFee: 100,
        prizeSource: 'pot',
        prizes: [coinPrize(1, 200), coinPrize(2, 100)],
      }),
    );
    for (const player of players.slice(0, 2)) await tournaments().join(player, t.id);

    const short = await rejection(
      tournaments().start(world.organizer, t.id, { seeding: 'rating' }),
    );
    expect(short.status).toBe(409);
    expect(short.message).toBe(PRIZE_MESSAGES.potShort(300, 200));

    for (const player of players.slice(2)) await tournaments().join(player, t.id);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    await playOut(t.id);
    await settle();

    const paid = (await tournaments().get(t.id, null)).prizePayments;
    expect(paid.map((p) => p.coins).sort()).toEqual([100, 200]);
    const champion = paid.find((p) => p.place === 1)?.player.id ?? 0;
    expect(await coinOf(world.db, champion)).toBe(200);
    // The organiser's wallet is not where a pot's prizes come from.
    expect(await coinOf(world.db, world.organizer.id)).toBe(before);
    await expectLedgerBalanced(world.db);
  });

  it('keeps the prizes players joined on: the source stays and wallet coins only grow', async () => {
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ maxPlayers: 4, entryFee: 10, prizes: [coinPrize(1, 100)] }),
    );
    await registerDirectly(world.db, t.id, await createUsers(world.db, 1));

    const switched = await rejection(
      tournaments().update(world.organizer, t.id, { prizeSource: 'pot' }),
    );
    const lowered = await rejection(
      tournaments().update(world.organizer, t.id, { prizes: [coinPrize(1, 50)] }),
    );
    const raised = await tournaments().update(world.organizer, t.id, {
      prizes: [coinPrize(1, 150)],
    });

    expect([switched.status, switched.message]).toEqual([409, PRIZE_MESSAGES.sourceWithPlayers]);
    expect([lowered.status, lowered.message]).toEqual([409, PRIZE_MESSAGES.lowerWithPlayers]);
    expect(raised.prizes).toEqual([coinPrize(1, 150)]);
  });

  it('pays each prize once when twenty final results, then twenty payouts, race from two instances', async () => {
    await fund(world.db, world.organizer, 300);
    const players = await createUsers(world.db, 2);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ maxPlayers: 2, prizes: [coinPrize(1, 200), coinPrize(2, 100)] }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [final] = await matchRows(world.db, t.id);
    if (!final) throw new Error('no final');

    // On a server, half the calls go through a second pool, as a second instance's would.
    const second = world.twin ? createMatchService((await world.twin()).db) : world.matches();
    const result = { score1: final.race1, score2: 0 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? world.matches() : second).recordResult(world.organizer, final.id, result),
      ),
    );

    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect((outcome.reason as { status?: number }).status).toBe(409);
      }
    }
    const otherDb = world.twin ? (await world.twin()).db : world.db;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => settle(i % 2 === 0 ? world.db : otherDb)),
    );
    const payments = await world.db
      .select()
      .from(tournamentPrizePayments)
      .where(eq(tournamentPrizePayments.tournamentId, t.id));
    expect(payments.map((p) => p.coins).sort()).toEqual([100, 200]);
    expect(await ledgerOf(t.id, 'prize')).toHaveLength(2);
    await expectLedgerBalanced(world.db);
  });
});
