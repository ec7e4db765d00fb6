// The protest window (issue 40): after a result either player may protest it once, within the
// organiser's minutes and before the next match of either player starts; a manager rules that it
// stands, corrects it or has it played again, each step in the match's history; the event's
// prizes wait until the last window closed and every protest is ruled on.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { applyMovement } from '../../../src/app-api/services/wallet';
import { settleDueResults } from '../../../src/app-api/services/tournaments/results-final';
import { PROTEST_PHOTO_MESSAGES } from '../../../src/shared/schemas/match-protests';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  coinOf,
  createUsers,
  expectLedgerBalanced,
  matchRows,
  registerDirectly,
  several,
  tournamentInput,
  tournamentWorld,
  winMatch,
} from '../../support/tournament-world';

const MINUTE = 60_000;
/** A 1×1 PNG. */
const PIXEL = {
  contentType: 'image/png' as const,
  data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
};

describe.each(databaseTargets())('the protest window on $label', (target) => {
  let clock = Date.parse('2026-11-29T08:00:00Z');
  const now = () => new Date(clock);
  const world = tournamentWorld(target, { now });
  const { tournaments, matches } = world;
  const REASON = 'Đối thủ đánh bi chạm hai lần ở ván cuối, trọng tài không thấy';

  /** A started event of `count` players seeded by rating (player 1 the best), 10-minute window. */
  async function started(count: 2 | 4, prizes: { place: number; coins: number }[] = []) {
    const players = await createUsers(world.db, count);
    if (prizes.length > 0) {
      await applyMovement(world.db, {
        userId: world.organizer.id,
        type: 'adjustment',
        amount: prizes.reduce((sum, p) => sum + p.coins, 0),
        referenceType: 'adjustment',
        referenceId: null,
        description: 'Nạp xu thử nghiệm',
      });
    }
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({
        maxPlayers: count,
        prizes: prizes.map((p) => ({ ...p, label: `Hạng ${p.place}` })),
      }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    return { t, players };
  }

  const matchOf = async (tournamentId: number, playerId: number) => {
    const rows = await matchRows(world.db, tournamentId);
    const row = rows.find((r) => r.player1Id === playerId || r.player2Id === playerId);
    if (!row) throw new Error(`no match of ${playerId}`);
    return row;
  };

  it('lets each player protest a result once, within the window, and nobody else', async () => {
    const { t, players } = await started(2);
    const [winner, loser] = several(players, 2) as [User, User];
    const final = await matchOf(t.id, winner.id);
    await winMatch(world, final, 1);

    const filed = await matches().fileProtest(loser, final.id, { reason: REASON });
    expect(filed.protests.map((p) => [p.player.id, p.reason, p.ruling])).toEqual([
      [loser.id, REASON, null],
    ]);
    expect(filed).toMatchObject({
      closesAt: new Date(clock + 10 * MINUTE).toISOString(),
      final: false,
      mayProtest: false,
    });
    expect((await matches().protests(final.id, winner)).mayProtest).toBe(true);
    // The organiser is told at once, in-app and by Web Push.
    const told = await world.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.matchId, final.id), eq(notifications.kind, 'protest')));
    expect(told).toEqual([{ userId: world.organizer.id }]);
    expect((await matches().protests(final.id, world.organizer)).mayRule).toBe(true);

    const again = await rejection(matches().fileProtest(loser, final.id, { reason: REASON }));
    const [stranger] = await createUsers(world.db, 1);
    const outsider = await rejection(
      matches().fileProtest(stranger as User, final.id, { reason: REASON }),
    );
    clock += 10 * MINUTE;
    const late = await rejection(matches().fileProtest(winner, final.id, { reason: REASON }));

    expect([again.status, again.message]).toEqual([409, APP_API_MESSAGES.protestAlreadyFiled]);
    expect([outsider.status, outsider.message]).toEqual([403, APP_API_MESSAGES.protestPlayersOnly]);
    expect([late.status, late.message]).toEqual([409, APP_API_MESSAGES.protestWindowClosed]);
    const history = await matches().history(final.id, null);
    expect(history.filter((e) => e.kind === 'protest').map((e) => e.protest)).toEqual([
      { reason: REASON, ruling: null },
    ]);
  });

  it('keeps a photo with the protest, for the managers and the two players alone', async () => {
    const { t, players } = await started(2);
    const [winner, loser] = several(players, 2);
    const final = await matchOf(t.id, winner.id);
    await winMatch(world, final, 1);
    const notPng = {
      contentType: 'image/png' as const,
      data: Buffer.from('<svg/>').toString('base64'),
    };

    const refused = await rejection(
      matches().fileProtest(loser, final.id, { reason: REASON, photo: notPng }),
    );
    const filed = await matches().fileProtest(loser, final.id, { reason: REASON, photo: PIXEL });
    const protestId = filed.protests[0]?.id ?? 0;
    const [stranger] = await createUsers(world.db, 1);

    expect([refused.status, refused.message]).toEqual([422, PROTEST_PHOTO_MESSAGES.notAnImage]);
    expect(filed.protests[0]?.hasPhoto).toBe(true);
    expect(filed.maySeePhotos).toBe(true);
    expect(await matches().protestPhoto(world.organizer, protestId)).toEqual(PIXEL);
    expect(await matches().protestPhoto(winner, protestId)).toEqual(PIXEL);
    expect((await matches().protests(final.id, stranger as User)).maySeePhotos).toBe(false);
    expect((await rejection(matches().protestPhoto(stranger as User, protestId))).status).toBe(403);
  });

  it('closes the window when the next match of either player starts', async () => {
    const { t, players } = await started(4);
    const [first, second, third, fourth] = several(players, 4);
    // Seeded 1–4 and 2–3: the semi-finals.
    const semiA = await matchOf(t.id, first.id);
    const semiB = await matchOf(t.id, second.id);
    await winMatch(world, semiA, semiA.player1Id === first.id ? 1 : 2);
    clock += MINUTE;
    await winMatch(world, semiB, semiB.player1Id === second.id ? 1 : 2);
    clock += MINUTE;
    const final = (await matchRows(world.db, t.id)).find(
      (r) => r.id !== semiA.id && r.id !== semiB.id,
    );
    if (!final) throw new Error('no final');
    await matches().start(world.organizer, final.id);

    const closed = await rejection(matches().fileProtest(fourth, semiA.id, { reason: REASON }));
    const read = await matches().protests(semiB.id, third);

    expect([closed.status, closed.message]).toEqual([409, APP_API_MESSAGES.protestWindowClosed]);
    expect(read).toMatchObject({ closesAt: now().toISOString(), final: true, mayProtest: false });
  });

  it('keeps a result the managers uphold, and pays the prizes once the window closed', async () => {
    const { t, players } = await started(2, [{ place: 1, coins: 300 }]);
    const [winner, loser] = several(players, 2);
    const final = await matchOf(t.id, winner.id);
    await winMatch(world, final, 1);
    const { protests } = await matches().fileProtest(loser, final.id, { reason: REASON });
    const protestId = protests[0]?.id ?? 0;

    const intruder = await rejection(
      matches().ruleProtest(loser, final.id, { protestId, ruling: 'stands' }),
    );
    clock += 30 * MINUTE;
    // The window closed long ago, but a protest waits: nothing is paid.
    expect(await settleDueResults(world.db, now())).toBe(0);
    const kept = await matches().ruleProtest(world.organizer, final.id, {
      protestId,
      ruling: 'stands',
    });
    const twice = await rejection(
      matches().ruleProtest(world.organizer, final.id, { protestId, ruling: 'stands' }),
    );

    expect(intruder.status).toBe(403);
    expect([twice.status, twice.message]).toEqual([409, APP_API_MESSAGES.protestAlreadyRuled]);
    expect([kept.winnerId, kept.score1, kept.score2]).toEqual([winner.id, final.race1, 0]);
    expect((await settleDueResults(world.db, now())) > 0).toBe(true);
    expect(await coinOf(world.db, winner.id)).toBe(300);
    const read = await matches().protests(final.id, loser);
    expect(read.final).toBe(true);
    expect(read.protests[0]).toMatchObject({
      ruling: 'stands',
      ruledBy: { id: world.organizer.id },
    });
    const history = await matches().history(final.id, null);
    expect(history.filter((e) => e.kind === 'ruling').map((e) => e.protest)).toEqual([
      { reason: REASON, ruling: 'stands' },
    ]);
    const late = await rejection(matches().fileProtest(loser, final.id, { reason: REASON }));
    expect(late.status).toBe(409);
    await expectLedgerBalanced(world.db);
  });

  it('corrects a finished final on a protest: the new champion is the one paid', async () => {
    const { t, players } = await started(2, [{ place: 1, coins: 200 }]);
    const [favourite, underdog] = several(players, 2);
    const final = await matchOf(t.id, favourite.id);
    await winMatch(world, final, 1);
    const { protests } = await matches().fileProtest(underdog, final.id, { reason: REASON });

    clock += 2 * MINUTE;
    const corrected = await matches().ruleProtest(world.organizer, final.id, {
      protestId: protests[0]?.id ?? 0,
      ruling: 'corrected',
      score1: 2,
      score2: final.race2,
    });
    // The corrected result has a window of its own.
    const reopened = await matches().protests(final.id, favourite);
    clock += 11 * MINUTE;
    await settleDueResults(world.db, now());

    expect(corrected.winnerId).toBe(underdog.id);
    expect(reopened).toMatchObject({ mayProtest: true, final: false });
    const after = await tournaments().get(t.id, null);
    expect(after.status).toBe('finished');
    expect(after.prizePayments.map((p) => [p.player.id, p.coins])).toEqual([[underdog.id, 200]]);
    expect(await coinOf(world.db, favourite.id)).toBe(0);
    await expectLedgerBalanced(world.db);
  });

  it('has a protested final played again: the event runs again until it is decided', async () => {
    const { t, players } = await started(2);
    const [favourite, underdog] = several(players, 2);
    const final = await matchOf(t.id, favourite.id);
    await winMatch(world, final, 1);
    const { protests } = await matches().fileProtest(underdog, final.id, { reason: REASON });

    const replayed = await matches().ruleProtest(world.organizer, final.id, {
      protestId: protests[0]?.id ?? 0,
      ruling: 'replay',
    });

    expect(replayed.status).toBe('scheduled');
    expect((await tournaments().get(t.id, null)).status).toBe('ongoing');
    await winMatch(world, final, 2);
    expect((await tournaments().get(t.id, null)).status).toBe('finished');
    const history = await matches().history(final.id, null);
    expect(history.map((e) => e.kind).slice(0, 3)).toEqual(['result', 'ruling', 'correction']);
  });
});
