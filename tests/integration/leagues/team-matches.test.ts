// Team leagues on a real database (issue 42): rosters by invitation, the schedule, lineups named
// in turns within the rank cap (substitutes fielded like anyone on the roster, the uninvited
// refused), games reported by one captain and confirmed by the other, and the table they make.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rankChanges, users } from '../../../src/app-api/db/schema';
import { createLeagueService } from '../../../src/app-api/services/leagues';
import type { CreateLeagueRequest } from '../../../src/shared/schemas/leagues';
import type { RankCode } from '../../../src/shared/schemas/config';
import type { User } from '../../../src/shared/schemas/user';
import { DEFAULT_RANK_POINTS } from '../../../src/shared/league-rules';
import { vietnamDay } from '../../../src/shared/tour-rules';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import { createUser, tournamentWorld } from '../../support/tournament-world';

const league = (overrides: Partial<CreateLeagueRequest> = {}): CreateLeagueRequest => ({
  name: 'Giải đồng đội Hà Nội',
  description: '',
  game: '9-ball',
  startsOn: vietnamDay(new Date()),
  matchTime: '19:30',
  gamesPerMatch: 3,
  raceTo: 5,
  rankCap: 25,
  rankPoints: { ...DEFAULT_RANK_POINTS },
  divisions: ['Bảng A'],
  venues: [],
  ...overrides,
});

describe.each(databaseTargets())('team leagues on $label', (target) => {
  const world = tournamentWorld(target);
  const leagues = () => createLeagueService(world.db);
  const player = (rank: RankCode) => createUser(world.db, { rank });

  /** A team captained by `captain` with `ranks` invited and accepted; the last one a substitute. */
  async function team(leagueId: number, name: string, captain: User, ranks: RankCode[]) {
    const { divisions } = await leagues().get(leagueId, null);
    const id = await leagues().createTeam(captain, {
      id: leagueId,
      name,
      divisionId: divisions[0]?.id ?? 0,
      homeStoreId: null,
    });
    const members: User[] = [captain];
    for (const [index, rank] of ranks.entries()) {
      const member = await player(rank);
      await leagues().invite(captain, {
        id,
        userId: member.id,
        substitute: index === ranks.length - 1,
      });
      await leagues().answer(member, { id, accept: true });
      members.push(member);
    }
    return { id, members };
  }

  /** A started two-team league: its first match, the home and away captains and rosters. */
  async function firstMatch(overrides: Partial<CreateLeagueRequest> = {}) {
    const id = await leagues().create(world.organizer, league(overrides));
    const homeCaptain = await player('A');
    const awayCaptain = await player('A');
    const home = await team(id, 'Đội Phố Huế', homeCaptain, ['B', 'C', 'D']);
    const away = await team(id, 'Đội Hàng Xanh', awayCaptain, ['B', 'C', 'D']);
    await leagues().start(world.organizer, id);
    const { matches } = await leagues().get(id, null);
    const first = matches.find((m) => m.round === 1);
    if (!first) throw new Error('no first match');
    const [h, a] = first.home.id === home.id ? [home, away] : [away, home];
    const [hc, ac] =
      first.home.id === home.id ? [homeCaptain, awayCaptain] : [awayCaptain, homeCaptain];
    return { leagueId: id, matchId: first.id, home: h, away: a, homeCaptain: hc, awayCaptain: ac };
  }

  it('builds rosters by invitation, one team a player, then schedules home and away weekly', async () => {
    const id = await leagues().create(world.organizer, league());
    const captains = [await player('C'), await player('C'), await player('C')];
    const teams = [];
    for (const [i, captain] of captains.entries()) {
      teams.push(await team(id, `Đội ${i + 1}`, captain, ['E']));
    }
    const [first, second] = teams as [
      Awaited<ReturnType<typeof team>>,
      Awaited<ReturnType<typeof team>>,
    ];
    // Only the captain invites; a player on one team may not be invited to another.
    const newcomer = await player('K');
    const notCaptain = await rejection(
      leagues().invite(first.members[1] as User, {
        id: first.id,
        userId: newcomer.id,
        substitute: false,
      }),
    );
    expect([notCaptain.status, notCaptain.message]).toEqual([
      403,
      'Chỉ đội trưởng mới làm được việc này',
    ]);
    const busy = await rejection(
      leagues().invite(captains[1] as User, {
        id: second.id,
        userId: captains[0]?.id ?? 0,
        substitute: false,
      }),
    );
    expect([busy.status, busy.message]).toEqual([409, 'Cơ thủ đã ở trong một đội của giải này']);
    // Declined, the invitation is gone; answering again finds none.
    await leagues().invite(captains[0] as User, {
      id: first.id,
      userId: newcomer.id,
      substitute: true,
    });
    expect((await leagues().invitations(newcomer)).map((i) => i.team.id)).toEqual([first.id]);
    await leagues().answer(newcomer, { id: first.id, accept: false });
    const none = await rejection(leagues().answer(newcomer, { id: first.id, accept: true }));
    expect([none.status, none.message]).toEqual([404, 'Bạn không có lời mời của đội này']);

    await leagues().start(world.organizer, id);
    const { matches, status } = await leagues().get(id, null);
    expect(status).toBe('running');
    // Three teams: six weeks, one match a week (one team rests), every pair twice, home and away.
    expect(matches).toHaveLength(6);
    const [week1, week2] = matches.map((m) => Date.parse(m.scheduledAt)).sort((a, b) => a - b);
    expect((week2 ?? 0) - (week1 ?? 0)).toBe(7 * 86_400_000);
    expect(new Set(matches.map((m) => `${m.home.id}-${m.away.id}`)).size).toBe(6);
    const late = await rejection(
      leagues().createTeam(await player('K'), {
        id,
        name: 'Đội muộn',
        divisionId: matches[0]?.divisionId ?? 0,
        homeStoreId: null,
      }),
    );
    expect([late.status, late.message]).toEqual([
      409,
      'Giải đồng đội đã bắt đầu, không nhận thêm đội',
    ]);
  });

  /** Names the whole lineup of the first match (home A, D, C; away A, D, C: 25 each). */
  async function lineUp(m: Awaited<ReturnType<typeof firstMatch>>) {
    const pick = (captain: User, number: number, playerId: number) =>
      leagues().pick(captain, { id: m.matchId, number, playerId });
    const [hA, , hC, hD] = m.home.members as [User, User, User, User];
    const [aA, , aC, aD] = m.away.members as [User, User, User, User];
    await pick(m.homeCaptain, 1, hA.id);
    await pick(m.awayCaptain, 1, aA.id);
    await pick(m.awayCaptain, 2, aD.id);
    await pick(m.homeCaptain, 2, hD.id);
    await pick(m.homeCaptain, 3, hC.id);
    await pick(m.awayCaptain, 3, aC.id);
  }

  it('takes lineups in turns, within the cap, from the roster only, substitutes included', async () => {
    const m = await firstMatch();
    const pick = (captain: User, number: number, playerId: number) =>
      leagues().pick(captain, { id: m.matchId, number, playerId });
    // Roster points: A 10 (the captain), B 9, C 8, D 7 (the substitute). Cap 25 for three games.
    const [hA, hB, hC, hD] = m.home.members as [User, User, User, User];
    const [aA, aB, aC, aD] = m.away.members as [User, User, User, User];

    const early = await rejection(pick(m.awayCaptain, 1, aA.id));
    expect([early.status, early.message]).toEqual([409, 'Chưa đến lượt đội bạn xếp cơ thủ']);
    await pick(m.homeCaptain, 1, hA.id);
    await pick(m.awayCaptain, 1, aA.id);
    // Game 2: the away captain names first. A and B would leave at least D's 7 for game 3.
    const tight = await rejection(pick(m.awayCaptain, 2, aB.id));
    expect([tight.status, tight.message]).toEqual([
      422,
      'Đội hình sẽ vượt mức trần: tổng 19 điểm hạng, các ván còn lại cần ít nhất 7 nữa (26), mức trần 25',
    ]);
    await pick(m.awayCaptain, 2, aD.id); // the substitute, fielded like anyone on the roster
    const invited = await player('K');
    // Once the league has started, only its organiser invites.
    await leagues().invite(world.organizer, {
      id: m.home.id,
      userId: invited.id,
      substitute: true,
    });
    const notYet = await rejection(pick(m.homeCaptain, 2, invited.id));
    expect(notYet.message).toBe('Cơ thủ không có trong danh sách đội (hoặc chưa nhận lời mời)');
    const twice = await rejection(pick(m.homeCaptain, 2, hA.id));
    expect(twice.message).toBe('Cơ thủ đã được xếp ở một ván khác của trận này');
    await pick(m.homeCaptain, 2, hD.id);
    // Game 3: home first; B would make 26.
    const over = await rejection(pick(m.homeCaptain, 3, hB.id));
    expect([over.status, over.message]).toEqual([
      422,
      'Đội hình vượt mức trần: tổng 26 điểm hạng, mức trần 25',
    ]);
    const outsider = await rejection(pick(await player('K'), 3, hC.id));
    expect(outsider.status).toBe(403);
    await pick(m.homeCaptain, 3, hC.id);
    await pick(m.awayCaptain, 3, aC.id);

    const match = await leagues().match(m.matchId, m.homeCaptain);
    expect(match).toMatchObject({
      turn: null,
      status: 'playing',
      lineupPoints: { home: 25, away: 25 },
      viewer: { side: 'home', organizer: false },
    });
    // Each game races by its two players' ranks: A against A is even.
    expect(match.games[0]).toMatchObject({ race1: 5, race2: 5, status: 'ready' });
  });

  it('weighs a player at the highest rank held since joining: a decision mid-season opens no room', async () => {
    const m = await firstMatch();
    const pick = (captain: User, number: number, playerId: number) =>
      leagues().pick(captain, { id: m.matchId, number, playerId });
    const [hA, hB, hC] = m.home.members as [User, User, User, User];
    const [aA, , , aD] = m.away.members as [User, User, User, User];
    // The B player (9 points) is moved down to K (1 point) after the season has begun.
    await world.db.update(users).set({ rank: 'K' }).where(eq(users.id, hB.id));
    await world.db.insert(rankChanges).values({
      userId: hB.id,
      fromRank: 'B',
      toRank: 'K',
      reason: 'Hạ hạng giữa mùa',
      verified: false,
      tournamentId: null,
      changedBy: world.organizer.id,
      createdAt: new Date(),
    });
    await pick(m.homeCaptain, 1, hA.id);
    await pick(m.awayCaptain, 1, aA.id);
    await pick(m.awayCaptain, 2, aD.id);
    await pick(m.homeCaptain, 2, hC.id);
    // 10 + 8 + 9 as a B: over the cap, as it was before the decision (as a K it would be 19).
    const over = await rejection(pick(m.homeCaptain, 3, hB.id));
    expect([over.status, over.message]).toEqual([
      422,
      'Đội hình vượt mức trần: tổng 27 điểm hạng, mức trần 25',
    ]);
    const roster = (await leagues().team(m.home.id, null)).members;
    expect(roster.find((member) => member.player.id === hB.id)).toMatchObject({
      player: { rank: 'K' },
      points: DEFAULT_RANK_POINTS.B,
    });
  });

  it('locks rosters at the start (or the day the league set), up to their size; then only the organiser invites', async () => {
    const locked =
      'Danh sách đội đã khoá: muốn thêm cơ thủ, đội trưởng hãy nhờ ban tổ chức giải mời';
    const m = await firstMatch({ rosterMax: 5 });
    const late = await player('E');
    const refused = await rejection(
      leagues().invite(m.homeCaptain, { id: m.home.id, userId: late.id, substitute: true }),
    );
    expect([refused.status, refused.message]).toEqual([409, locked]);
    // The organiser's invitation stands, and the roster takes its fifth and last player.
    await leagues().invite(world.organizer, { id: m.home.id, userId: late.id, substitute: true });
    await leagues().answer(late, { id: m.home.id, accept: true });
    const roster = (await leagues().team(m.home.id, world.organizer)).members;
    expect(roster.map((member) => member.player.id)).toContain(late.id);
    const full = await rejection(
      leagues().invite(world.organizer, {
        id: m.home.id,
        userId: (await player('K')).id,
        substitute: true,
      }),
    );
    expect([full.status, full.message]).toEqual([409, 'Đội đã đủ số cơ thủ tối đa của giải']);

    // A lock day the league set holds before its start too.
    const id = await leagues().create(
      world.organizer,
      league({
        name: 'Giải khoá sớm',
        rosterLocksOn: vietnamDay(new Date(Date.now() - 86_400_000)),
      }),
    );
    const captain = await player('C');
    const { divisions } = await leagues().get(id, null);
    const teamId = await leagues().createTeam(captain, {
      id,
      name: 'Đội khoá sớm',
      divisionId: divisions[0]?.id ?? 0,
      homeStoreId: null,
    });
    const early = await rejection(
      leagues().invite(captain, { id: teamId, userId: (await player('D')).id, substitute: false }),
    );
    expect([early.status, early.message]).toEqual([409, locked]);
    const page = await leagues().team(teamId, captain);
    expect(page.league.roster).toMatchObject({ locked: true, max: 8 });
    expect(page.viewer).toMatchObject({ captain: true, organizer: false });
  });

  it('counts a game once one captain reported it and the other confirmed, and totals the match', async () => {
    const m = await firstMatch();
    await lineUp(m);
    const report = (captain: User, number: number, score1: number, score2: number) =>
      leagues().report(captain, { id: m.matchId, number, score1, score2 });

    await report(m.homeCaptain, 1, 5, 3);
    const own = await rejection(leagues().confirm(m.homeCaptain, { id: m.matchId, number: 1 }));
    expect([own.status, own.message]).toEqual([
      409,
      'Đội trưởng đội kia mới xác nhận được tỉ số bạn đã báo',
    ]);
    await leagues().confirm(m.awayCaptain, { id: m.matchId, number: 1 });
    expect(await leagues().match(m.matchId, null)).toMatchObject({
      homeGames: 1,
      awayGames: 0,
      status: 'playing',
    });

    // Two different reports: the later stands until the first captain agrees with it.
    await report(m.awayCaptain, 2, 2, 5);
    await report(m.homeCaptain, 2, 5, 4);
    expect((await leagues().match(m.matchId, null)).games[1]).toMatchObject({
      status: 'reported',
      reportedBy: 'home',
    });
    await report(m.awayCaptain, 2, 5, 4);

    const level = await rejection(report(m.homeCaptain, 3, 3, 3));
    expect([level.status, level.message]).toEqual([
      422,
      'Tỉ số phải có đúng một cơ thủ chạm số ván của mình (chạm 5 – 5)',
    ]);
    const outsider = await rejection(report(world.organizer, 3, 5, 1));
    expect(outsider.status).toBe(403);
    // The organiser decides the last game.
    await leagues().setGame(world.organizer, { id: m.matchId, number: 3, score1: 1, score2: 5 });

    const done = await leagues().match(m.matchId, null);
    expect(done).toMatchObject({ status: 'finished', homeGames: 2, awayGames: 1 });
    const { divisions } = await leagues().get(m.leagueId, null);
    expect(
      divisions[0]?.standings.map((s) => [s.team.id, s.matchPoints, s.gamesWon, s.gamesLost]),
    ).toEqual([
      [m.home.id, 2, 2, 1],
      [m.away.id, 0, 1, 2],
    ]);
    const confirmed = await rejection(report(m.homeCaptain, 1, 5, 0));
    expect(confirmed.message).toBe('Ván này đã được xác nhận');
  });
});
