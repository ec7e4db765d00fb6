// The tours' procedures through the BFF over the embedded upstream and its demo world (issue 42):
// the seasons the demo holds, the table with its carried points, who may create and change a
// tour or put an event in one, and each refusal a 4xx in Vietnamese.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_TOURS } from '../../../fixtures/tours';
import { vietnamDay } from '../../../src/shared/tour-rules';
import { demoUpstreamOf, errorOf, upstreamTargets } from '../../support/demo-procedures';
import { signedInCaller } from '../../support/embedded-upstream';

const DAY = 86_400_000;
const day = (offset: number) => vietnamDay(new Date(Date.now() + offset * DAY));

describe.each(upstreamTargets())('tour procedures on $label', (target) => {
  const demo = demoUpstreamOf(target);
  const as = async (account: keyof typeof FIXTURE_ACCOUNTS) => {
    const { username, password } = FIXTURE_ACCOUNTS[account];
    return (await signedInCaller(demo.embedded.upstream, username, password)).caller;
  };
  const seasonByKey = async (key: 'previous' | 'current') => {
    const name = FIXTURE_TOURS.find((t) => t.key === key)?.name;
    const found = (await demo.anonymous().tours.list({})).data.find((t) => t.name === name);
    if (!found) throw new Error(`no demo season ${key}`);
    return found;
  };

  it('shows the demo’s finished season and the one under way, its points carried in halved', async () => {
    const previous = await seasonByKey('previous');
    const current = await seasonByKey('current');
    expect([previous.status, current.status]).toEqual(['finished', 'running']);
    // Under way first in the list.
    const list = await demo.anonymous().tours.list({});
    expect(list.data.map((t) => t.id).indexOf(current.id)).toBeLessThan(
      list.data.map((t) => t.id).indexOf(previous.id),
    );

    const before = await demo.anonymous().tours.standings({ id: previous.id });
    expect(before.finalEvents).toBe(3);
    const now = await demo.anonymous().tours.standings({ id: current.id });
    for (const row of before.rows) {
      const carried = now.rows.find((r) => r.player.id === row.player.id)?.carried ?? 0;
      expect(carried).toBe(Math.floor(row.points / 2));
    }
    const tour = await demo.anonymous().tours.get({ id: current.id });
    expect(tour.previous?.id).toBe(previous.id);
    expect(tour.events.filter((e) => e.final).map((e) => e.tournament.name)).toEqual([
      'Cúp Hàng Xanh',
    ]);
    expect(tour.events.length).toBeGreaterThanOrEqual(5);
    expect(tour.viewer.manager).toBe(false);

    // The leader's profile lists both seasons.
    const leader = before.rows[0]?.player;
    const seasons = await demo.anonymous().players.tours({ id: leader?.id ?? 0 });
    expect(seasons.map((s) => s.tour.id)).toEqual([current.id, previous.id]);
    expect(seasons[1]).toMatchObject({ place: 1, points: before.rows[0]?.points });
  });

  it('lets an organiser create and change their own season, and no one else', async () => {
    const organizer = await as('organizer');
    const created = await organizer.tours.create({
      name: 'Tour 10 bi Cầu Giấy',
      family: 'pool',
      startsOn: day(0),
      endsOn: day(60),
      tiers: [{ name: 'A', points: [60, 40, 20] }],
      bestOf: null,
      rollover: 'reset',
    });
    expect(created).toMatchObject({ status: 'running', open: false, viewer: { manager: true } });
    const renamed = await organizer.tours.update({
      id: created.id,
      name: 'Tour 10 bi Cầu Giấy 2026',
    });
    expect(renamed.name).toBe('Tour 10 bi Cầu Giấy 2026');

    const other = await errorOf(
      (await as('organizer2')).tours.update({ id: created.id, open: true }),
    );
    expect([other.code, other.message]).toEqual([
      'FORBIDDEN',
      'Chỉ ban tổ chức tour mới sửa được tour này',
    ]);
    const player = await errorOf(
      (await as('player')).tours.create({ ...created, tiers: created.tiers, previousId: null }),
    );
    expect(player.code).toBe('FORBIDDEN');
    const bad = await errorOf(
      organizer.tours.create({
        name: 'Tour',
        family: 'pool',
        startsOn: day(10),
        endsOn: day(1),
        tiers: [],
        bestOf: 0,
        rollover: 'halve',
      }),
    );
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toMatch(/Tên tour tối thiểu 3 ký tự|Tour cần ít nhất một hạng giải/);
  });

  it('puts an event open for registration in a season, and refuses a running one', async () => {
    const organizer = await as('organizer');
    const current = await seasonByKey('current');
    const events = (await organizer.tours.get({ id: current.id })).events;
    const open = events.find((e) => e.tournament.status === 'registration' && e.tier === 'B');
    const running = events.find((e) => e.tournament.status === 'ongoing');
    if (!open || !running) throw new Error('the demo season has no open or running event');

    const moved = await organizer.tournaments.setTour({
      id: open.tournament.id,
      tourId: current.id,
      tier: 'A',
    });
    expect(moved.tour).toEqual({ id: current.id, name: current.name, tier: 'A' });
    const late = await errorOf(
      organizer.tournaments.setTour({ id: running.tournament.id, tourId: null, tier: null }),
    );
    expect([late.code, late.message]).toEqual([
      'CONFLICT',
      'Chỉ gắn giải vào tour hoặc bỏ ra trước khi giải bắt đầu',
    ]);
    const noTier = await errorOf(
      organizer.tournaments.setTour({ id: open.tournament.id, tourId: current.id, tier: null }),
    );
    expect([noTier.code, noTier.message]).toEqual(['BAD_REQUEST', 'Hãy chọn hạng giải trong tour']);
    // Put back as the demo had it.
    await organizer.tournaments.setTour({ id: open.tournament.id, tourId: current.id, tier: 'B' });
  });

  it("keeps a finished season's rules and table: its name may change, its points may not", async () => {
    const organizer = await as('organizer');
    const previous = await seasonByKey('previous');
    const table = await demo.anonymous().tours.standings({ id: previous.id });
    const season = await organizer.tours.get({ id: previous.id });
    const richer = season.tiers.map((tier) => ({
      ...tier,
      points: tier.points.map((p) => p * 10),
    }));
    for (const change of [
      { tiers: richer },
      { bestOf: null },
      { endsOn: day(365) },
      { rollover: 'reset' as const },
    ]) {
      const refused = await errorOf(organizer.tours.update({ id: previous.id, ...change }));
      expect([refused.code, refused.message]).toEqual([
        'CONFLICT',
        'Mùa đã kết thúc: luật tính điểm, ngày và hạng giải không thay đổi được nữa (chỉ sửa được tên và giới thiệu)',
      ]);
    }
    expect(await demo.anonymous().tours.standings({ id: previous.id })).toEqual(table);

    // Its own rules sent back unchanged with a new name: a form's whole body is still a rename.
    const renamed = await organizer.tours.update({
      id: previous.id,
      name: `${previous.name} (lưu trữ)`,
      tiers: season.tiers,
    });
    expect(renamed.name).toBe(`${previous.name} (lưu trữ)`);
    await organizer.tours.update({ id: previous.id, name: previous.name });
    expect(await demo.anonymous().tours.standings({ id: previous.id })).toEqual(table);
  });
});
