// Following (issue 42): a player follows clubs, tours, leagues and players, once however often they tap;
// their feed brings what those are up to, with why; a club's new event open for registration is
// told to its followers once, in-app and by Web Push, and lands in their calendar feed's data.
import { describe, expect, it } from 'vitest';
import { storeManagers, stores } from '../../../src/app-api/db/schema';
import { createFollowService } from '../../../src/app-api/services/follows';
import { createNotificationService } from '../../../src/app-api/services/notifications';
import { createLeagueService } from '../../../src/app-api/services/leagues';
import { createTourService } from '../../../src/app-api/services/tours';
import { DEFAULT_RANK_POINTS } from '../../../src/shared/league-rules';
import type { User } from '../../../src/shared/schemas/user';
import { vietnamDay } from '../../../src/shared/tour-rules';
import { databaseTargets } from '../../support/databases';
import { recordingPush } from '../../support/recording-push';
import { rejection } from '../../support/rejection';
import {
  createOrganizer,
  createUsers,
  registerDirectly,
  tournamentInput,
  tournamentWorld,
} from '../../support/tournament-world';
import { noticeSubjects } from '../../../src/app-api/notice-subjects';

describe.each(databaseTargets())('following on $label', (target) => {
  const world = tournamentWorld(target);
  const follows = () => createFollowService(world.db);

  /** A club, spoken for by `managers` (the world's organiser unless told otherwise). */
  async function newClub(name: string, managers: User[] = [world.organizer]): Promise<number> {
    const [row] = await world.db
      .insert(stores)
      .values({
        name,
        address: '1 Phố Huế',
        district: 'Hai Bà Trưng',
        city: 'Hà Nội',
        phone: '0900000000',
        tables: 8,
        openingHours: '9:00 – 24:00',
      })
      .returning({ id: stores.id });
    const id = row?.id ?? 0;
    for (const manager of managers) {
      await world.db.insert(storeManagers).values({ storeId: id, userId: manager.id });
    }
    return id;
  }

  async function onePlayer(): Promise<User> {
    const [player] = await createUsers(world.db, 1);
    if (!player) throw new Error('no player');
    return player;
  }

  it('follows a club, a tour and a player once, however often, and stops on request', async () => {
    const [fan, star] = (await createUsers(world.db, 2)) as [User, User];
    const club = await newClub('CLB Phố Huế');
    const tour = await createTourService(world.db).create(world.organizer, {
      name: 'Tour Phố Huế',
      description: '',
      family: 'pool',
      startsOn: vietnamDay(new Date()),
      endsOn: vietnamDay(new Date(Date.now() + 30 * 86_400_000)),
      tiers: [{ name: 'A', points: [10] }],
      bestOf: null,
      rollover: 'reset',
      previousId: null,
      open: false,
    });
    // A double tap, the two requests racing: each followed once.
    const tap = (kind: 'store' | 'tour', targetId: number) =>
      Promise.all([1, 2].map(() => follows().set(fan, { kind, targetId, following: true })));
    await tap('store', club);
    await tap('tour', tour);
    const league = await createLeagueService(world.db).create(world.organizer, {
      name: 'Giải đồng đội Phố Huế',
      description: '',
      game: '9-ball',
      startsOn: vietnamDay(new Date()),
      matchTime: '19:30',
      gamesPerMatch: 3,
      raceTo: 5,
      rankCap: 20,
      rankPoints: { ...DEFAULT_RANK_POINTS },
      divisions: ['Bảng A'],
      venues: [],
    });
    await follows().set(fan, { kind: 'league', targetId: league, following: true });
    const all = await follows().set(fan, { kind: 'player', targetId: star.id, following: true });
    expect(all.map((f) => [f.kind, f.name]).sort()).toEqual(
      [
        ['league', 'Giải đồng đội Phố Huế'],
        ['player', star.fullName],
        ['store', 'CLB Phố Huế'],
        ['tour', 'Tour Phố Huế'],
      ].sort(),
    );
    const left = await follows().set(fan, { kind: 'tour', targetId: tour, following: false });
    expect(left.map((f) => f.kind).sort()).toEqual(['league', 'player', 'store']);

    const self = await rejection(
      follows().set(fan, { kind: 'player', targetId: fan.id, following: true }),
    );
    expect([self.status, self.message]).toEqual([422, 'Bạn không thể tự theo dõi chính mình']);
    const gone = await rejection(
      follows().set(fan, { kind: 'store', targetId: 999_999, following: true }),
    );
    expect([gone.status, gone.message]).toEqual([404, 'Không tìm thấy câu lạc bộ']);
  });

  it('brings the events of followed clubs, tours and players, running first, and says why', async () => {
    const fan = await onePlayer();
    const star = await onePlayer();
    const club = await newClub('CLB Cầu Giấy');
    const atClub = await world
      .tournaments()
      .create(world.organizer, tournamentInput({ name: 'Giải CLB Cầu Giấy', storeId: club }));
    const withStar = await world
      .tournaments()
      .create(world.organizer, tournamentInput({ name: 'Giải có ngôi sao', maxPlayers: 2 }));
    await registerDirectly(world.db, withStar.id, [star, await onePlayer()]);
    await world.tournaments().start(world.organizer, withStar.id, { seeding: 'rating' });
    const elsewhere = await world
      .tournaments()
      .create(world.organizer, tournamentInput({ name: 'Giải không liên quan' }));

    expect(await follows().feed(fan)).toEqual({ follows: [], events: [] });
    await follows().set(fan, { kind: 'store', targetId: club, following: true });
    await follows().set(fan, { kind: 'player', targetId: star.id, following: true });
    const { events } = await follows().feed(fan);
    expect(events.map((e) => [e.tournament.id, e.because.map((b) => b.name)])).toEqual([
      [withStar.id, [star.fullName]],
      [atClub.id, ['CLB Cầu Giấy']],
    ]);
    expect(events.map((e) => e.tournament.id)).not.toContain(elsewhere.id);
  });

  it('tells a club’s followers of its new event once, in-app and by push, not its organiser', async () => {
    const club = await newClub('CLB Hàng Xanh');
    const fan = await onePlayer();
    const { push, sent } = recordingPush();
    const notices = createNotificationService(world.db, {
      subjects: noticeSubjects(world.db),
      push,
    });
    await notices.subscribe(fan, {
      endpoint: 'https://push.example/fan',
      keys: { p256dh: 'p', auth: 'a' },
    });
    await follows().set(fan, { kind: 'store', targetId: club, following: true });
    await follows().set(world.organizer, { kind: 'store', targetId: club, following: true });

    // A draft is no news; opening it is.
    const draft = await world
      .tournaments()
      .create(world.organizer, tournamentInput({ storeId: club, openRegistration: false }));
    expect((await notices.list(fan)).filter((n) => n.kind === 'new_event')).toEqual([]);
    await world.tournaments().open(world.organizer, draft.id);
    const [notice] = (await notices.list(fan)).filter((n) => n.kind === 'new_event');
    expect(notice).toMatchObject({
      kind: 'new_event',
      tableLabel: 'CLB Hàng Xanh',
      match: null,
      tournament: { id: draft.id, status: 'registration' },
    });
    expect((await notices.list(world.organizer)).filter((n) => n.kind === 'new_event')).toEqual([]);

    await notices.deliver();
    expect(sent.map((s) => s.message)).toEqual([
      expect.objectContaining({
        title: 'Giải mới ở CLB Hàng Xanh',
        url: `/tournaments/${draft.id}`,
        body: expect.stringContaining('Giải thử nghiệm'),
      }),
    ]);
  });

  it("speaks in a club's name only for its managers, and a follower may mute it", async () => {
    const club = await newClub('CLB Phố Cổ');
    const fan = await onePlayer();
    const stranger = await createOrganizer(world.db);
    const notices = createNotificationService(world.db, {
      subjects: noticeSubjects(world.db),
      push: recordingPush().push,
    });
    const newEvents = async () =>
      (await notices.list(fan)).filter((n) => n.kind === 'new_event').map((n) => n.tournament?.id);
    await follows().set(fan, { kind: 'store', targetId: club, following: true });

    // Any organiser may hold an event at the club; it is not the club's news.
    const elsewhere = await world
      .tournaments()
      .create(stranger, tournamentInput({ name: 'Giải của người ngoài', storeId: club }));
    expect(await newEvents()).toEqual([]);
    const feed = await follows().feed(fan);
    expect(feed.events.map((e) => e.tournament.id)).toContain(elsewhere.id);

    // Muted: still followed, nothing sent; following again leaves it muted; unmuted, told again.
    const muted = await follows().set(fan, {
      kind: 'store',
      targetId: club,
      following: true,
      muted: true,
    });
    expect(muted).toEqual([expect.objectContaining({ targetId: club, muted: true })]);
    await world.tournaments().create(world.organizer, tournamentInput({ storeId: club }));
    expect(await newEvents()).toEqual([]);
    await follows().set(fan, { kind: 'store', targetId: club, following: true });
    expect((await follows().list(fan))[0]?.muted).toBe(true);
    await follows().set(fan, { kind: 'store', targetId: club, following: true, muted: false });
    const told = await world
      .tournaments()
      .create(world.organizer, tournamentInput({ storeId: club }));
    expect(await newEvents()).toEqual([told.id]);
  });

  it('tells one follower of at most three new events a day, however many clubs open them', async () => {
    const fan = await onePlayer();
    const notices = createNotificationService(world.db, {
      subjects: noticeSubjects(world.db),
      push: recordingPush().push,
    });
    const opened: number[] = [];
    for (const name of ['CLB Một', 'CLB Hai', 'CLB Ba', 'CLB Bốn', 'CLB Năm']) {
      const club = await newClub(name);
      await follows().set(fan, { kind: 'store', targetId: club, following: true });
      const event = await world
        .tournaments()
        .create(world.organizer, tournamentInput({ storeId: club }));
      opened.push(event.id);
    }
    const told = (await notices.list(fan)).filter((n) => n.kind === 'new_event');
    expect(told.map((n) => n.tournament?.id).sort()).toEqual(opened.slice(0, 3).sort());
    // The rest are still on the home page's feed.
    const feed = await follows().feed(fan);
    expect(feed.events.map((e) => e.tournament.id)).toEqual(expect.arrayContaining(opened));
  });
});
