// A correction after the prizes were paid (issue 40): what is no longer owed is taken back by a
// ledger debit, what now is owed is paid by a credit, the payment list keeps both, and the
// ledger still sums to every balance. A winner who spent the prize blocks the correction with a
// clear message and nothing changes; a correction that sends the event back to play takes every
// prize back until it finishes again; twenty identical corrections racing move coins once.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentPrizePayments, type MatchRow } from '../../../src/app-api/db/schema';
import { createMatchService } from '../../../src/app-api/services/matches';
import { settleDueResults } from '../../../src/app-api/services/tournaments/results-final';
import { applyMovement } from '../../../src/app-api/services/wallet';
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

describe.each(databaseTargets())('prizes corrected after payment on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  const ledgerOf = (tournamentId: number, type: LedgerType) =>
    tournamentLedger(world.db, tournamentId, type);
  const standing = (tournamentId: number) =>
    world.db
      .select()
      .from(tournamentPrizePayments)
      .where(
        and(
          eq(tournamentPrizePayments.tournamentId, tournamentId),
          isNull(tournamentPrizePayments.reversedAt),
        ),
      );

  /** A two-player event with 200/100 coins from the organiser, its final won 7–2 by player 1, paid. */
  async function paidFinal() {
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
    await winMatch(world, final, 1, 2);
    expect(await settleDueResults(world.db, afterProtestWindow())).toBeGreaterThan(0);
    const [first, second] = several(players, 2);
    return { t, final, first, second };
  }

  it('reverses the paid prizes and pays the corrected places, each by a ledger entry', async () => {
    const { t, final, first, second } = await paidFinal();
    const organizerBefore = await coinOf(world.db, world.organizer.id);
    expect([await coinOf(world.db, first.id), await coinOf(world.db, second.id)]).toEqual([
      200, 100,
    ]);

    // The referee wrote the score the wrong way round: player 2 won 7–2.
    await matches().correct(world.organizer, final.id, { score1: 2, score2: final.race2 });

    expect([await coinOf(world.db, first.id), await coinOf(world.db, second.id)]).toEqual([
      100, 200,
    ]);
    const after = await tournaments().get(t.id, null);
    expect(after.status).toBe('finished');
    expect(after.resultsFinalAt).not.toBeNull();
    const rows = after.prizePayments.map((p) => [p.player.id, p.place, p.coins, !!p.reversedAt]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [first.id, 1, 200, true],
        [second.id, 2, 100, true],
        [second.id, 1, 200, false],
        [first.id, 2, 100, false],
      ]),
    );
    expect(rows).toHaveLength(4);
    // The payout invariant: what stands equals the prizes set; the organiser pays nothing more.
    const paid = await standing(t.id);
    expect(paid.reduce((sum, p) => sum + p.coins, 0)).toBe(300);
    expect(await coinOf(world.db, world.organizer.id)).toBe(organizerBefore);
    expect((await ledgerOf(t.id, 'prize_reversal')).map((r) => r.amount).sort()).toEqual([
      -100, -200,
    ]);
    expect(await ledgerOf(t.id, 'prize')).toHaveLength(4);
    await expectLedgerBalanced(world.db);
    await expectLedgerReferenced(world.db);
  });

  it('refuses the correction, changing nothing, when a winner no longer holds the prize', async () => {
    const { t, final, first } = await paidFinal();
    // The champion spent 150 of the 200 coins.
    await applyMovement(world.db, {
      userId: first.id,
      type: 'adjustment',
      amount: -150,
      referenceType: 'adjustment',
      referenceId: null,
      description: 'Chi tiêu thử nghiệm',
    });

    const error = await rejection(
      matches().correct(world.organizer, final.id, { score1: 2, score2: final.race2 }),
    );

    expect(error.status).toBe(409);
    expect(error.message).toBe(PRIZE_MESSAGES.reversalShort(first.fullName, 200, 50));
    const [row] = (await matchRows(world.db, t.id)).filter((r) => r.id === final.id);
    expect([row?.score1, row?.winnerId]).toEqual([final.race1, first.id]);
    expect(await standing(t.id)).toHaveLength(2);
    expect(await ledgerOf(t.id, 'prize_reversal')).toEqual([]);
    await expectLedgerBalanced(world.db);
  });

  it('takes every prize back while a correction sends the event back to play, and pays it again at its new finish', async () => {
    await fund(world.db, world.organizer, 400);
    const organizerBefore = await coinOf(world.db, world.organizer.id);
    const players = await createUsers(world.db, 4);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ maxPlayers: 4, prizes: [coinPrize(1, 300), coinPrize(2, 100)] }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const play = async () => {
      for (;;) {
        const ready = (await matchRows(world.db, t.id)).filter(
          (row: MatchRow) => row.status === 'scheduled' && row.player1Id && row.player2Id,
        );
        if (ready.length === 0) return;
        for (const row of ready) await winMatch(world, row, 1);
      }
    };
    await play();
    await settleDueResults(world.db, afterProtestWindow());
    const semi = (await matchRows(world.db, t.id)).find((r) => r.roundLabel === 'Bán kết');
    if (!semi) throw new Error('no semi-final');

    // A semi-final's winner changes: the final is to be played again.
    await matches().correct(world.organizer, semi.id, { score1: 0, score2: semi.race2 });

    const reopened = await tournaments().get(t.id, null);
    expect([reopened.status, reopened.resultsFinalAt, reopened.prizeHeld]).toEqual([
      'ongoing',
      null,
      400,
    ]);
    expect(reopened.prizePayments.every((p) => p.reversedAt !== null)).toBe(true);
    expect(await standing(t.id)).toEqual([]);

    await play();
    await settleDueResults(world.db, new Date(afterProtestWindow().getTime() + 60_000));
    const paid = await standing(t.id);
    expect(paid.map((p) => p.coins).sort()).toEqual([100, 300]);
    expect(paid.map((p) => p.userId)).toContain(semi.player2Id);
    expect(await coinOf(world.db, world.organizer.id)).toBe(organizerBefore - 400);
    expect((await tournaments().get(t.id, null)).prizeHeld).toBe(0);
    await expectLedgerBalanced(world.db);
  });

  it('moves the coins once when twenty identical corrections race from two instances', async () => {
    const { t, final } = await paidFinal();
    const second = world.twin ? createMatchService((await world.twin()).db) : matches();
    const correction = { score1: 2, score2: final.race2 };

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? matches() : second).correct(world.organizer, final.id, correction),
      ),
    );

    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    expect(await ledgerOf(t.id, 'prize_reversal')).toHaveLength(2);
    expect(await ledgerOf(t.id, 'prize')).toHaveLength(4);
    expect((await standing(t.id)).reduce((sum, p) => sum + p.coins, 0)).toBe(300);
    await expectLedgerBalanced(world.db);
  });
});
