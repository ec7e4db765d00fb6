// A correction in a paid round robin after its prizes were paid (security review): no match of a
// round robin follows from another's winner, so a correction undoes none of the others and the
// event stays finished and final. When the places stay, no coin moves; when the champion changes,
// the places that changed hands are taken back and paid again through the ledger, once, however
// often the same correction comes. A revert back to no result sends the event back to play, and
// its prizes are paid again once it finishes again.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  tournamentPlayers,
  tournamentPrizePayments,
  tournaments as tournamentRows,
  users,
  type MatchRow,
} from '../../../src/app-api/db/schema';
import { settleDueResults } from '../../../src/app-api/services/tournaments/results-final';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { expectLedgerReferenced } from '../../support/wallet-invariants';
import {
  afterProtestWindow,
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

describe.each(databaseTargets())('round robin corrections after payment on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  /**
   * A round robin of four (A, B, C, D by seed) with 300/100 coins from the organiser, finished
   * and paid: the better seed wins every match 3–1 but for the `upsets` (by seed, from 0).
   */
  async function paidRoundRobin(upsets: [number, number][] = []) {
    await fund(world.db, world.organizer, 400);
    const players = await createUsers(world.db, 4);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({
        format: 'round_robin',
        maxPlayers: 4,
        prizes: [coinPrize(1, 300), coinPrize(2, 100)],
      }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const rank = (id: number | null) => players.findIndex((p) => p.id === id);
    const rows = async () => (await matchRows(world.db, t.id)).sort((a, b) => a.id - b.id);
    for (;;) {
      const ready = (await rows()).filter((r) => r.status === 'scheduled');
      if (ready.length === 0) break;
      for (const row of ready) {
        const [one, two] = [rank(row.player1Id), rank(row.player2Id)];
        const upset = upsets.some(([x, y]) => (x === one && y === two) || (x === two && y === one));
        await winMatch(world, row, one < two !== upset ? 1 : 2, 1);
      }
    }
    expect(await settleDueResults(world.db, afterProtestWindow())).toBeGreaterThan(0);
    const [a, b, c, d] = several(players, 4);
    const between = async (x: User, y: User) => {
      const row = (await rows()).find(
        (r) => [r.player1Id, r.player2Id].sort().join() === [x.id, y.id].sort().join(),
      );
      if (!row) throw new Error('no such match');
      return row;
    };
    return { t, players, a, b, c, d, rows, between };
  }

  /** What a match's result is: its state, score and winner. */
  const resultOf = (r: MatchRow) => [r.id, r.status, r.score1, r.score2, r.winnerId];

  /** `row` won by `winner` instead, 3–2 (the score the referee should have written). */
  const wonBy = (row: MatchRow, winner: User) =>
    row.player1Id === winner.id
      ? { score1: row.race1, score2: 2 }
      : { score1: 2, score2: row.race2 };

  const balances = async (people: User[]) => {
    const out: number[] = [];
    for (const p of people) {
      const [row] = await world.db
        .select({ coin: users.coin })
        .from(users)
        .where(eq(users.id, p.id));
      out.push(row?.coin ?? NaN);
    }
    return out;
  };

  /** Every coin of the event's people: their wallets and what the event still holds. */
  const coinsOfAll = async (tournamentId: number, people: User[]) => {
    const [row] = await world.db
      .select({ held: tournamentRows.prizeHeld })
      .from(tournamentRows)
      .where(eq(tournamentRows.id, tournamentId));
    return (await balances(people)).reduce((sum, c) => sum + c, row?.held ?? 0);
  };

  const placesOf = async (tournamentId: number) =>
    new Map(
      (
        await world.db
          .select({ userId: tournamentPlayers.userId, place: tournamentPlayers.finalPlace })
          .from(tournamentPlayers)
          .where(eq(tournamentPlayers.tournamentId, tournamentId))
      ).map((p) => [p.userId, p.place]),
    );

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

  it('keeps the event final and moves no coin when the places stay', async () => {
    const { t, players, a, b, c, d, rows, between } = await paidRoundRobin();
    const people = [world.organizer, ...players];
    const before = await tournaments().get(t.id, null);
    const coinsBefore = await balances(people);
    expect(coinsBefore.slice(1)).toEqual([300, 100, 0, 0]);
    const places = await placesOf(t.id);
    const ad = await between(a, d);
    const others = (await rows()).filter((r) => r.id !== ad.id).map(resultOf);

    // D beat A after all: A and B have two wins, and A beat B; C and D one, and C beat D.
    const corrected = await matches().correct(world.organizer, ad.id, wonBy(ad, d));

    expect(corrected).toMatchObject({ status: 'finished', winnerId: d.id });
    const after = await tournaments().get(t.id, null);
    expect([after.status, after.resultsFinalAt]).toEqual(['finished', before.resultsFinalAt]);
    expect((await rows()).filter((r) => r.id !== ad.id).map(resultOf)).toEqual(others);
    expect(await placesOf(t.id)).toEqual(places);
    expect([places.get(a.id), places.get(b.id), places.get(c.id)]).toEqual([1, 2, 3]);
    expect(await balances(people)).toEqual(coinsBefore);
    expect(await tournamentLedger(world.db, t.id, 'prize_reversal')).toEqual([]);
    expect(await tournamentLedger(world.db, t.id, 'prize')).toHaveLength(2);
    const history = await matches().history(ad.id, world.organizer);
    expect(history[0]).toMatchObject({ kind: 'correction', to: wonBy(ad, d) });
    await expectLedgerBalanced(world.db);
    await expectLedgerReferenced(world.db);
  });

  it('pays the new champion and takes back from the old, once, leaving the other matches', async () => {
    // D beat A: A and B have two wins (A beat B), C and D one (C beat D); A is paid 300, B 100.
    const { t, players, a, b, c, d, rows, between } = await paidRoundRobin([[0, 3]]);
    const people = [world.organizer, ...players];
    const before = await tournaments().get(t.id, null);
    const total = await coinsOfAll(t.id, people);
    const organizerBefore = (await balances([world.organizer]))[0];
    expect(await balances([a, b, c])).toEqual([300, 100, 0]);
    const ac = await between(a, c);
    const others = (await rows()).filter((r) => r.id !== ac.id).map(resultOf);

    // C beat A: B and C have two wins (B beat C), A and D one (D beat A); B is the champion.
    await matches().correct(world.organizer, ac.id, wonBy(ac, c));

    const after = await tournaments().get(t.id, null);
    expect([after.status, after.resultsFinalAt]).toEqual(['finished', before.resultsFinalAt]);
    expect((await rows()).filter((r) => r.id !== ac.id).map(resultOf)).toEqual(others);
    const places = await placesOf(t.id);
    expect([b, c, d, a].map((p) => places.get(p.id))).toEqual([1, 2, 3, 4]);
    expect(await balances([a, b, c])).toEqual([0, 300, 100]);
    expect((await balances([world.organizer]))[0]).toBe(organizerBefore);
    expect(await coinsOfAll(t.id, people)).toBe(total);
    // A's 300 and B's 100 taken back, B's 300 and C's 100 paid: one ledger entry each.
    const reversals = await tournamentLedger(world.db, t.id, 'prize_reversal');
    expect(reversals.map((r) => [r.userId, r.amount]).sort()).toEqual(
      [
        [a.id, -300],
        [b.id, -100],
      ].sort(),
    );
    expect(await tournamentLedger(world.db, t.id, 'prize')).toHaveLength(4);
    expect((await standing(t.id)).map((p) => [p.userId, p.place, p.coins]).sort()).toEqual(
      [
        [b.id, 1, 300],
        [c.id, 2, 100],
      ].sort(),
    );
    const history = await matches().history(ac.id, world.organizer);
    expect(history.map((e) => [e.kind, e.to])).toEqual([
      ['correction', wonBy(ac, c)],
      ['result', { score1: ac.score1, score2: ac.score2 }],
    ]);

    // The same correction again, and a retry of it, move nothing and write no second event.
    for (let i = 0; i < 2; i++) {
      await matches()
        .correct(world.organizer, ac.id, wonBy(ac, c))
        .catch((e: unknown) => expect(e).toMatchObject({ status: 409 }));
    }
    expect(await matches().history(ac.id, world.organizer)).toHaveLength(2);
    expect(await balances([a, b, c])).toEqual([0, 300, 100]);
    expect(await tournamentLedger(world.db, t.id, 'prize_reversal')).toHaveLength(2);
    expect(await tournamentLedger(world.db, t.id, 'prize')).toHaveLength(4);
    expect(await coinsOfAll(t.id, people)).toBe(total);
    expect((await tournaments().get(t.id, null)).status).toBe('finished');
    await expectLedgerBalanced(world.db);
    await expectLedgerReferenced(world.db);
  });

  it('sends the event back to play when a result is reverted away, and pays again at its new finish', async () => {
    const { t, players, a, b, c, rows, between } = await paidRoundRobin([[0, 3]]);
    const people = [world.organizer, ...players];
    const total = await coinsOfAll(t.id, people);
    const ac = await between(a, c);
    const others = (await rows()).filter((r) => r.id !== ac.id).map(resultOf);
    const [result] = await matches().history(ac.id, world.organizer);
    if (!result) throw new Error('no result event');

    // The result itself is undone: A–C is to be played again, and only it.
    await matches().revert(world.organizer, ac.id, result.id);

    const reopened = await tournaments().get(t.id, null);
    expect([reopened.status, reopened.resultsFinalAt, reopened.prizeHeld]).toEqual([
      'ongoing',
      null,
      400,
    ]);
    expect(await standing(t.id)).toEqual([]);
    expect(await balances([a, b, c])).toEqual([0, 0, 0]);
    expect((await rows()).filter((r) => r.id !== ac.id).map(resultOf)).toEqual(others);
    const replay = (await rows()).find((r) => r.id === ac.id) as MatchRow;
    expect(replay.status).toBe('scheduled');

    // Played again, C wins it: once its protest window closed, B is paid as champion, C second.
    await winMatch(world, replay, replay.player1Id === c.id ? 1 : 2, 2);
    expect((await tournaments().get(t.id, null)).status).toBe('finished');
    expect(await settleDueResults(world.db, afterProtestWindow(10))).toBeGreaterThan(0);
    const final = await tournaments().get(t.id, null);
    expect([final.status, final.resultsFinalAt !== null, final.prizeHeld]).toEqual([
      'finished',
      true,
      0,
    ]);
    expect(await balances([a, b, c])).toEqual([0, 300, 100]);
    expect(await coinsOfAll(t.id, people)).toBe(total);
    await expectLedgerBalanced(world.db);
    await expectLedgerReferenced(world.db);
  });

  it('undoes no other match of a group, before the knockout is drawn', async () => {
    const players = await createUsers(world.db, 8);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({
        format: 'groups_knockout',
        maxPlayers: 8,
        groupCount: 2,
        advancePerGroup: 2,
      }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const rows = async () => (await matchRows(world.db, t.id)).sort((x, y) => x.number - y.number);
    // Every group match but the last played, player 1 winning: the knockout is not drawn yet.
    const all = await rows();
    for (const row of all.slice(0, -1)) await winMatch(world, row, 1, 1);
    const first = (await rows())[0] as MatchRow;
    const others = (await rows()).filter((r) => r.id !== first.id).map(resultOf);

    await matches().correct(world.organizer, first.id, { score1: 1, score2: first.race2 });

    expect((await rows()).filter((r) => r.id !== first.id).map(resultOf)).toEqual(others);
    expect((await rows()).find((r) => r.id === first.id)).toMatchObject({
      status: 'finished',
      winnerId: first.player2Id,
    });
  });
});
