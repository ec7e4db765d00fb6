// The organiser's tiebreaks decide a round robin's table, its final places and its champion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { createMatchService } from '../../../src/app-api/services/matches';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import type { Tiebreak } from '../../../src/shared/schemas/tournaments';
import { updateTournamentInput } from '../../../src/shared/schemas/tournaments';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import {
  createOrganizer,
  createUsers,
  matchRows,
  registerDirectly,
  several,
  tournamentInput,
} from '../../support/tournament-world';

describe.each(databaseTargets())('tiebreaks on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  const tournaments = () => createTournamentService(database.db);

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  /**
   * A 3-player round robin (race to 3) played as a circle: P1 beat P2 3–2, P2 beat P3 3–0,
   * P3 beat P1 3–2. Everyone has one win; rack differences P1 0, P2 +2, P3 −2; racks won P1 5,
   * P2 5, P3 3.
   */
  async function circularRoundRobin(tiebreaks?: Tiebreak[]) {
    const players = await createUsers(database.db, 3);
    const t = await tournaments().create(
      organizer,
      tournamentInput({ format: 'round_robin', ...(tiebreaks ? { tiebreaks } : {}) }),
    );
    await registerDirectly(database.db, t.id, players);
    await tournaments().start(organizer, t.id, { seeding: 'rating' });
    const [p1, p2, p3] = several(players, 3);
    const results: [User, User, number, number][] = [
      [p1, p2, 3, 2],
      [p2, p3, 3, 0],
      [p3, p1, 3, 2],
    ];
    for (const [a, b, scoreA, scoreB] of results) {
      const rows = await matchRows(database.db, t.id);
      const row = rows.find(
        (r) => new Set([r.player1Id, r.player2Id, a.id, b.id]).size === 2 && r.player1Id !== null,
      );
      if (!row) throw new Error(`no match between ${a.id} and ${b.id}`);
      const aFirst = row.player1Id === a.id;
      await createMatchService(database.db).recordResult(organizer, row.id, {
        score1: aFirst ? scoreA : scoreB,
        score2: aFirst ? scoreB : scoreA,
      });
    }
    return { t, p1, p2, p3 };
  }

  const table = async (id: number) =>
    (await tournaments().standings(id, null)).map((s) => ({
      player: s.player.id,
      place: s.place,
      tablePlace: s.tablePlace,
      tiebreak: s.tiebreak,
    }));

  it('by default breaks the circle with rack difference and crowns its leader', async () => {
    const { t, p1, p2, p3 } = await circularRoundRobin();
    expect((await tournaments().get(t.id, null)).tiebreaks).toEqual([
      'matchPoints',
      'headToHead',
      'rackDifference',
    ]);
    expect(await table(t.id)).toEqual([
      { player: p2.id, place: 1, tablePlace: 1, tiebreak: 'rackDifference' },
      { player: p1.id, place: 2, tablePlace: 2, tiebreak: 'rackDifference' },
      { player: p3.id, place: 3, tablePlace: 3, tiebreak: null },
    ]);
    expect((await tournaments().get(t.id, null)).status).toBe('finished');
  });

  it('follows the organiser’s order: racks won, then head-to-head between the two it leaves level', async () => {
    const { t, p1, p2, p3 } = await circularRoundRobin(['matchPoints', 'racksWon', 'headToHead']);
    expect(await table(t.id)).toEqual([
      { player: p1.id, place: 1, tablePlace: 1, tiebreak: 'headToHead' },
      { player: p2.id, place: 2, tablePlace: 2, tiebreak: 'racksWon' },
      { player: p3.id, place: 3, tablePlace: 3, tiebreak: null },
    ]);
  });

  it('lets the organiser change the order before the start, and refuses a criterion twice', async () => {
    const t = await tournaments().create(organizer, tournamentInput({ format: 'round_robin' }));
    const updated = await tournaments().update(organizer, t.id, {
      tiebreaks: ['matchPoints', 'racksWon'],
    });
    expect(updated.tiebreaks).toEqual(['matchPoints', 'racksWon']);
    // An update without the field keeps it.
    const renamed = await tournaments().update(organizer, t.id, { name: 'Giải vòng tròn mới' });
    expect(renamed.tiebreaks).toEqual(['matchPoints', 'racksWon']);

    const twice = updateTournamentInput.safeParse({
      id: t.id,
      tiebreaks: ['headToHead', 'headToHead'],
    });
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['Mỗi tiêu chí chỉ chọn một lần']);
    const none = updateTournamentInput.safeParse({ id: t.id, tiebreaks: [] });
    expect(none.error?.issues.map((i) => i.message)).toEqual([
      'Chọn ít nhất một tiêu chí xếp hạng',
    ]);
  });
});
