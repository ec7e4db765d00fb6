// Ranking tours on a real database (issue 42): the places of events whose results are final earn
// their tier's points, a player's best N count, a correction moves the table, a season hands
// half its points (or none) to the next, and each refusal is a 4xx in Vietnamese.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentPlayers } from '../../../src/app-api/db/schema';
import { createTourService } from '../../../src/app-api/services/tours';
import { settleDueResults } from '../../../src/app-api/services/tournaments/results-final';
import type { CreateTourInput } from '../../../src/shared/schemas/tours';
import type { User } from '../../../src/shared/schemas/user';
import { vietnamDay } from '../../../src/shared/tour-rules';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  afterProtestWindow,
  createOrganizer,
  createUsers,
  matchRows,
  registerDirectly,
  several,
  tournamentInput,
  tournamentWorld,
  winMatch,
} from '../../support/tournament-world';

const DAY = 86_400_000;
const day = (offset: number) => vietnamDay(new Date(Date.now() + offset * DAY));

const TIER_A = [100, 70, 50, 50];
const TIER_B = [50, 35, 25, 25];

const season = (overrides: Partial<CreateTourInput> = {}): CreateTourInput => ({
  name: 'Tour phong trào Hà Nội',
  description: '',
  family: 'pool',
  startsOn: day(-30),
  endsOn: day(30),
  tiers: [
    { name: 'A', points: TIER_A },
    { name: 'B', points: TIER_B },
  ],
  bestOf: 2,
  rollover: 'halve',
  previousId: null,
  open: false,
  ...overrides,
});

describe.each(databaseTargets())('ranking tours on $label', (target) => {
  const world = tournamentWorld(target);
  const tours = () => createTourService(world.db);

  async function newTour(overrides: Partial<CreateTourInput> = {}) {
    return await tours().create(world.organizer, season(overrides));
  }

  /**
   * A knockout of `players` in the tour with `tier`, played out (the first side wins every match),
   * its results final when `settle`: the final place of each player.
   */
  async function playedEvent(tourId: number, tier: string, players: User[], settle = true) {
    const t = await world
      .tournaments()
      .create(world.organizer, tournamentInput({ maxPlayers: players.length }));
    await tours().setTour(world.organizer, { id: t.id, tourId, tier });
    await registerDirectly(world.db, t.id, players);
    await world.tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    for (;;) {
      const ready = (await matchRows(world.db, t.id)).filter((r) => r.status === 'scheduled');
      if (ready.length === 0) break;
      for (const row of ready) await winMatch(world, row, 1);
    }
    if (settle) await settleDueResults(world.db, afterProtestWindow());
    const rows = await world.db
      .select({ userId: tournamentPlayers.userId, place: tournamentPlayers.finalPlace })
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, t.id));
    return { t, place: new Map(rows.map((r) => [r.userId, r.place ?? 0])) };
  }

  const pointsOf = async (tourId: number) =>
    new Map((await tours().standings(tourId)).rows.map((r) => [r.player.id, r.points]));

  it('gives an event’s places its tier’s points once its results are final', async () => {
    const tour = await newTour();
    const players = await createUsers(world.db, 4);
    const { place } = await playedEvent(tour, 'A', players, false);
    // The protest window is open: nothing counts yet.
    expect(await tours().standings(tour)).toMatchObject({ finalEvents: 0, rows: [] });

    await settleDueResults(world.db, afterProtestWindow());
    const table = await tours().standings(tour);
    expect(table.finalEvents).toBe(1);
    for (const row of table.rows) {
      expect(row.points).toBe(TIER_A[(place.get(row.player.id) ?? 0) - 1]);
    }
    // Both semi-final losers are third: 50 each, and they share third place in the table.
    expect(table.rows.map((r) => [r.place, r.points])).toEqual([
      [1, 100],
      [2, 70],
      [3, 50],
      [3, 50],
    ]);
  });

  it('counts a player’s best two results across tiers, and shows every one', async () => {
    const tour = await newTour();
    const players = await createUsers(world.db, 2);
    const [first, second] = several(players, 2);
    const a = await playedEvent(tour, 'A', players);
    const b = await playedEvent(tour, 'B', players);
    const c = await playedEvent(tour, 'A', players);
    const earned = (userId: number) =>
      [
        TIER_A[(a.place.get(userId) ?? 0) - 1] ?? 0,
        TIER_B[(b.place.get(userId) ?? 0) - 1] ?? 0,
        TIER_A[(c.place.get(userId) ?? 0) - 1] ?? 0,
      ].sort((x, y) => y - x);
    const table = await tours().standings(tour);
    for (const player of [first, second]) {
      const row = table.rows.find((r) => r.player.id === player.id);
      const [best, next] = earned(player.id);
      expect(row?.points).toBe((best ?? 0) + (next ?? 0));
      expect(row?.eventsPlayed).toBe(3);
      expect(row?.results.filter((r) => r.counted)).toHaveLength(2);
      expect(row?.results.map((r) => r.tier)).toEqual(['A', 'B', 'A']);
    }
  });

  it('moves the table when a result is corrected after the event finished', async () => {
    const tour = await newTour();
    const players = await createUsers(world.db, 2);
    const { t, place } = await playedEvent(tour, 'A', players);
    const winner = players.find((p) => place.get(p.id) === 1);
    const loser = players.find((p) => place.get(p.id) === 2);
    expect((await pointsOf(tour)).get(winner?.id ?? 0)).toBe(100);

    // The referee wrote the final the wrong way round.
    const [final] = await matchRows(world.db, t.id);
    if (!final) throw new Error('no final');
    await world.matches().correct(world.organizer, final.id, { score1: 2, score2: final.race2 });
    const after = await pointsOf(tour);
    expect([after.get(winner?.id ?? 0), after.get(loser?.id ?? 0)]).toEqual([70, 100]);
  });

  it('hands half a season’s points, rounded down, to the next season; a reset hands none', async () => {
    const players = await createUsers(world.db, 2);
    const first = await newTour({ endsOn: day(2), rollover: 'halve' });
    const { place } = await playedEvent(first, 'B', players);
    const second = await newTour({ previousId: first, startsOn: day(3), endsOn: day(60) });
    const carried = (await tours().standings(second)).rows;
    // 50 and 35 in the first season: 25 and 17 in the second, before any event of its own.
    expect(
      carried.map((r) => [place.get(r.player.id), r.points, r.carried, r.eventsPlayed]),
    ).toEqual([
      [1, 25, 25, 0],
      [2, 17, 17, 0],
    ]);

    const resetting = await newTour({ endsOn: day(2), rollover: 'reset' });
    await playedEvent(resetting, 'A', players);
    const after = await newTour({ previousId: resetting, startsOn: day(3), endsOn: day(60) });
    expect((await tours().standings(after)).rows).toEqual([]);
    // The seasons link both ways, and the player's profile lists the seasons they scored in.
    expect((await tours().get(second, null)).previous?.id).toBe(first);
    expect((await tours().get(first, null)).next?.id).toBe(second);
    const mine = await tours().ofPlayer(players[0]?.id ?? 0);
    expect(mine.map((m) => m.tour.id)).toEqual(expect.arrayContaining([first, second, resetting]));
  });

  it('refuses what a season may not be, each in Vietnamese', async () => {
    const first = await newTour({ endsOn: day(2) });
    await newTour({ previousId: first, startsOn: day(3) });
    const taken = await rejection(newTour({ previousId: first, startsOn: day(3) }));
    expect([taken.status, taken.message]).toEqual([
      409,
      expect.stringContaining('đã có mùa tiếp theo'),
    ]);
    const early = await rejection(newTour({ previousId: first, startsOn: day(1) }));
    expect([early.status, early.message]).toEqual([
      422,
      expect.stringContaining('phải bắt đầu sau'),
    ]);
    const carom = await rejection(
      newTour({ previousId: first, family: 'carom', startsOn: day(3) }),
    );
    expect(carom.status).toBe(422);

    const other = await createOrganizer(world.db);
    const notOwner = await rejection(tours().update(other, first, { name: 'Đổi tên' }));
    expect([notOwner.status, notOwner.message]).toEqual([
      403,
      'Chỉ ban tổ chức tour mới sửa được tour này',
    ]);
    const player = (await createUsers(world.db, 1))[0];
    if (!player) throw new Error('no player');
    expect((await rejection(tours().create(player, season()))).status).toBe(403);
  });

  it('lets an event into a tour only before it starts, by the rules of the season', async () => {
    const tour = await newTour();
    const t = await world.tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    const attach = (tier: string, by = world.organizer, tourId = tour) =>
      tours().setTour(by, { id: t.id, tourId, tier });

    const unknownTier = await rejection(attach('C'));
    expect([unknownTier.status, unknownTier.message]).toEqual([
      422,
      'Tour không có hạng giải "C": hãy chọn A, B',
    ]);
    const carom = await newTour({ family: 'carom' });
    const family = await rejection(attach('A', world.organizer, carom));
    expect([family.status, family.message]).toEqual([422, 'Tour này dành cho Carom, giải là Pool']);
    const past = await newTour({ startsOn: day(-30), endsOn: day(-1) });
    expect((await rejection(attach('A', world.organizer, past))).message).toContain(
      'ngoài mùa của tour',
    );

    // Another organiser's event may join only an open tour.
    const other = await createOrganizer(world.db);
    const theirs = await world.tournaments().create(other, tournamentInput({ maxPlayers: 2 }));
    const closed = await rejection(
      tours().setTour(other, { id: theirs.id, tourId: tour, tier: 'A' }),
    );
    expect([closed.status, closed.message]).toEqual([
      403,
      'Tour này chỉ nhận giải của ban tổ chức tour',
    ]);
    const open = await newTour({ open: true });
    await tours().setTour(other, { id: theirs.id, tourId: open, tier: 'B' });
    // …and only its managers may put it there.
    expect((await rejection(attach('A', other))).status).toBe(403);

    await attach('A');
    expect((await world.tournaments().get(t.id, null)).tour).toEqual({
      id: tour,
      name: 'Tour phong trào Hà Nội',
      tier: 'A',
    });
    // The event keeps to its season, and the season to its events.
    const moved = await rejection(
      world.tournaments().update(world.organizer, t.id, {
        startsAt: new Date(Date.now() + 90 * DAY).toISOString(),
      }),
    );
    expect([moved.status, moved.message]).toEqual([
      409,
      expect.stringContaining('Hãy bỏ giải khỏi tour trước'),
    ]);
    const dropTier = await rejection(
      tours().update(world.organizer, tour, { tiers: [{ name: 'B', points: TIER_B }] }),
    );
    expect([dropTier.status, dropTier.message]).toEqual([
      409,
      expect.stringContaining('Hạng giải "A" đang được dùng'),
    ]);

    await registerDirectly(world.db, t.id, await createUsers(world.db, 2));
    await world.tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const late = await rejection(
      tours().setTour(world.organizer, { id: t.id, tourId: null, tier: null }),
    );
    expect([late.status, late.message]).toEqual([
      409,
      'Chỉ gắn giải vào tour hoặc bỏ ra trước khi giải bắt đầu',
    ]);
  });
});
