// The day before a team match (issue 42): every active player of both teams is told once, in-app
// and by Web Push; a match today or in two days is not "tomorrow".
import { describe, expect, it } from 'vitest';
import { createLeagueService } from '../../../src/app-api/services/leagues';
import { remindTeamMatches } from '../../../src/app-api/services/leagues/reminders';
import { createNotificationService } from '../../../src/app-api/services/notifications';
import { DEFAULT_RANK_POINTS } from '../../../src/shared/league-rules';
import type { User } from '../../../src/shared/schemas/user';
import { vietnamDay } from '../../../src/shared/tour-rules';
import { databaseTargets } from '../../support/databases';
import { recordingPush } from '../../support/recording-push';
import { createUsers, tournamentWorld } from '../../support/tournament-world';
import { noticeSubjects } from '../../../src/app-api/notice-subjects';

const DAY = 86_400_000;

describe.each(databaseTargets())('team match reminders on $label', (target) => {
  const world = tournamentWorld(target);

  it('tells both rosters the day before, once, and links the match', async () => {
    const now = new Date();
    const leagues = createLeagueService(world.db);
    const id = await leagues.create(world.organizer, {
      name: 'Giải đồng đội nhắc lịch',
      description: '',
      game: '8-ball',
      // Week 1 is tomorrow in Vietnam, week 2 a week later.
      startsOn: vietnamDay(new Date(now.getTime() + DAY)),
      matchTime: '19:30',
      gamesPerMatch: 1,
      raceTo: 3,
      rankCap: 20,
      rankPoints: { ...DEFAULT_RANK_POINTS },
      divisions: ['Bảng A'],
      venues: [],
    });
    const [division] = (await leagues.get(id, null)).divisions;
    const [a, b, sub, outsider] = (await createUsers(world.db, 4)) as [User, User, User, User];
    const teamA = await leagues.createTeam(a, {
      id,
      name: 'A',
      divisionId: division?.id ?? 0,
      homeStoreId: null,
    });
    await leagues.createTeam(b, {
      id,
      name: 'B',
      divisionId: division?.id ?? 0,
      homeStoreId: null,
    });
    await leagues.invite(a, { id: teamA, userId: sub.id, substitute: true });
    await leagues.answer(sub, { id: teamA, accept: true });
    await leagues.invite(a, { id: teamA, userId: outsider.id, substitute: false });
    await leagues.start(world.organizer, id);

    expect(await remindTeamMatches(world.db, now)).toBe(1);
    expect(await remindTeamMatches(world.db, now)).toBe(1);
    const { push, sent } = recordingPush();
    const notices = createNotificationService(world.db, {
      subjects: noticeSubjects(world.db),
      push,
    });
    for (const player of [a, b, sub]) {
      const reminders = (await notices.list(player)).filter((n) => n.kind === 'team_match');
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.teamMatch).toMatchObject({
        round: 1,
        home: { name: expect.any(String) },
      });
    }
    // Invited but not yet on the roster: not told.
    expect((await notices.list(outsider)).filter((n) => n.kind === 'team_match')).toEqual([]);

    await notices.subscribe(sub, {
      endpoint: 'https://push.example/sub',
      keys: { p256dh: 'p', auth: 'a' },
    });
    await notices.deliver();
    expect(sent.map((s) => [s.message.title, s.message.url])).toEqual([
      ['Ngày mai đội bạn thi đấu', expect.stringMatching(/^\/team-matches\/\d+$/)],
    ]);
    // Two days before, nothing yet.
    expect(await remindTeamMatches(world.db, new Date(now.getTime() - DAY))).toBe(0);
  });
});
