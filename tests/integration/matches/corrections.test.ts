// Corrections with history (issue 19, item 6): every change to a result is an event (who, when,
// from, to); a correction after later matches were played undoes them, ratings included, and
// the organiser can revert the latest change.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ratingChanges, users, type MatchRow } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  matchRows,
  registerDirectly,
  tournamentInput,
  tournamentWorld,
} from '../../support/tournament-world';

describe.each(databaseTargets())('corrections with history on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  /** An 8-player knockout, started, with a way to find its rows by round and to win them. */
  async function knockout(format: 'single_elimination' | 'double_elimination') {
    const players = await createUsers(world.db, 8);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({ format, maxPlayers: 8 }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const rows = async () => (await matchRows(world.db, t.id)).sort((a, b) => a.number - b.number);
    const byId = async (id: number) => (await rows()).find((r) => r.id === id) as MatchRow;
    const win = (row: MatchRow, side: 1 | 2) =>
      matches().recordResult(world.organizer, row.id, {
        score1: side === 1 ? row.race1 : 1,
        score2: side === 2 ? row.race2 : 1,
      });
    const ratings = async () =>
      new Map(
        (await world.db.select({ id: users.id, rating: users.rating }).from(users)).map((u) => [
          u.id,
          u.rating,
        ]),
      );
    return { t, rows, byId, win, ratings };
  }

  it('keeps every change as an event, undoes later matches and their ratings, and reverts', async () => {
    const { rows, byId, win, ratings } = await knockout('single_elimination');
    const quarter = (await rows()).filter((r) => r.roundLabel === 'Tứ kết');
    for (const row of quarter) await win(row, 1);
    const before = await ratings();
    const q1 = quarter[0] as MatchRow;
    const semi = (await rows()).find(
      (r) =>
        r.roundLabel === 'Bán kết' &&
        (r.player1Id === q1.player1Id || r.player2Id === q1.player1Id),
    ) as MatchRow;
    await win(semi, 1);
    const semiDone = await byId(semi.id);
    const ledgerOf = async (matchId: number) =>
      world.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, matchId));
    expect(await ledgerOf(semi.id)).toHaveLength(2);

    // The quarter-final's winner changes: the semi-final it led to is played again by the other.
    const corrected = await matches().correct(world.organizer, q1.id, {
      score1: 2,
      score2: q1.race2,
    });
    expect(corrected).toMatchObject({ status: 'finished', winnerId: q1.player2Id });
    const replay = await byId(semi.id);
    expect(replay).toMatchObject({ status: 'scheduled', score1: 0, score2: 0, winnerId: null });
    expect([replay.player1Id, replay.player2Id]).toContain(q1.player2Id);
    expect([replay.player1Id, replay.player2Id]).not.toContain(q1.player1Id);
    // The semi-final's rating changes are gone, and the ratings are those before it, but for the
    // corrected quarter-final.
    expect(await ledgerOf(semi.id)).toHaveLength(0);
    const after = await ratings();
    const other = (
      semiDone.player1Id === q1.player1Id ? semiDone.player2Id : semiDone.player1Id
    ) as number;
    expect(after.get(other)).toBeCloseTo(before.get(other) as number, 5);

    const history = await matches().history(q1.id, world.organizer);
    expect(history.map((e) => [e.kind, e.from, e.to, e.actor?.id])).toEqual([
      [
        'correction',
        { score1: q1.race1, score2: 1 },
        { score1: 2, score2: q1.race2 },
        world.organizer.id,
      ],
      ['result', null, { score1: q1.race1, score2: 1 }, world.organizer.id],
    ]);
    expect(history.map((e) => e.revertible)).toEqual([true, false]);
    const semiHistory = await matches().history(semi.id, null);
    expect(semiHistory[0]).toMatchObject({
      kind: 'reset',
      actor: null,
      to: null,
      causeMatchId: q1.id,
      revertible: false,
    });
    // A visitor sees the history, and may not revert.
    expect((await matches().history(q1.id, null))[0]?.revertible).toBe(false);

    // Only the latest change, by a manager.
    const [player] = await createUsers(world.db, 1);
    const latest = history[0]?.id as number;
    expect((await rejection(matches().revert(player as User, q1.id, latest))).status).toBe(403);
    const older = await rejection(
      matches().revert(world.organizer, q1.id, history[1]?.id as number),
    );
    expect(older).toMatchObject({ status: 409, message: APP_API_MESSAGES.revertNotLatest });

    const reverted = await matches().revert(world.organizer, q1.id, latest);
    expect(reverted).toMatchObject({ winnerId: q1.player1Id, score1: q1.race1, score2: 1 });
    const back = await byId(semi.id);
    expect([back.player1Id, back.player2Id]).toContain(q1.player1Id);
    // Reverts work as an undo stack: next in line is the decision itself.
    const undone = await matches().history(q1.id, world.organizer);
    expect(undone.map((e) => [e.kind, e.to, e.revertible])).toEqual([
      ['revert', { score1: q1.race1, score2: 1 }, false],
      ['correction', { score1: 2, score2: q1.race2 }, false],
      ['result', { score1: q1.race1, score2: 1 }, true],
    ]);
  });

  it('changes only the score when the winner stays, even after the next match was played', async () => {
    const { rows, byId, win } = await knockout('double_elimination');
    const first = (await rows())[0] as MatchRow;
    await win(first, 1);
    const next = (await rows()).filter(
      (r) =>
        r.status === 'scheduled' &&
        (r.player1Id === first.player1Id || r.player2Id === first.player1Id),
    );
    for (const row of next) await win(row, row.player1Id === first.player1Id ? 1 : 2);
    const corrected = await matches().correct(world.organizer, first.id, {
      score1: first.race1,
      score2: first.race2 - 1,
    });
    expect(corrected).toMatchObject({ score2: first.race2 - 1, winnerId: first.player1Id });
    for (const row of next) expect((await byId(row.id)).status).toBe('finished');
    // Undoing the correction, then the very first result, puts the match back to be played,
    // and its later ones.
    const history = await matches().history(first.id, world.organizer);
    const revertible = async () =>
      (await matches().history(first.id, world.organizer)).find((e) => e.revertible)?.id as number;
    await matches().revert(world.organizer, first.id, await revertible());
    await matches().revert(world.organizer, first.id, await revertible());
    expect(await byId(first.id)).toMatchObject({ status: 'scheduled', score1: 0, winnerId: null });
    for (const row of next) expect((await byId(row.id)).status).not.toBe('finished');
    const refused = await rejection(
      matches().revert(world.organizer, first.id, history[0]?.id as number),
    );
    expect(refused).toMatchObject({ status: 409, message: APP_API_MESSAGES.matchNotFinished });
  });
});
