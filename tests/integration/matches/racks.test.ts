// Racks scored at the table from a phone's queue: a rack sent again (its answer lost, the queue
// synced once more after the Wi-Fi came back) counts once, and a rack scored on top of a score
// that another device has changed meanwhile is refused, not added.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createMatchService } from '../../../src/app-api/services/matches';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import {
  createOrganizer,
  createUsers,
  matchRows,
  registerDirectly,
  tournamentInput,
} from '../../support/tournament-world';
import { rejection } from '../../support/rejection';

describe.each(databaseTargets())('racks scored from a queue on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  const matchesOf = () => createMatchService(database.db);

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  /** A live first-round match of a fresh two-player tournament, race to 3 for both. */
  async function liveMatch() {
    const players = await createUsers(database.db, 2);
    const tournaments = createTournamentService(database.db);
    const t = await tournaments.create(
      organizer,
      tournamentInput({ raceTo: { early: 3, quarterFinal: 3, semiFinal: 3, final: 3 } }),
    );
    await registerDirectly(database.db, t.id, players);
    await tournaments.start(organizer, t.id, { seeding: 'rating' });
    const [row] = await matchRows(database.db, t.id);
    if (!row) throw new Error('the tournament has its match');
    await matchesOf().start(organizer, row.id);
    return row.id;
  }

  it('counts a rack sent twice once, and answers the retry with the same score', async () => {
    const id = await liveMatch();
    const rack = { player: 1 as const, delta: 1 as const, key: randomUUID() };
    const first = await matchesOf().score(organizer, id, {
      ...rack,
      from: { score1: 0, score2: 0 },
    });
    const again = await matchesOf().score(organizer, id, {
      ...rack,
      from: { score1: 0, score2: 0 },
    });
    expect([first.score1, again.score1, again.score2]).toEqual([1, 1, 0]);

    // Two copies at once (a double tap, two tabs syncing one queue): still one rack.
    const twice = { player: 2 as const, delta: 1 as const, key: randomUUID() };
    await Promise.all([
      matchesOf().score(organizer, id, twice),
      matchesOf().score(organizer, id, twice),
    ]);
    expect(await matchesOf().get(id, organizer)).toMatchObject({ score1: 1, score2: 1 });
  });

  it('answers the retry of the rack that ended the match, which is then over', async () => {
    const id = await liveMatch();
    const m = matchesOf();
    await m.score(organizer, id, { player: 2, delta: 1 });
    await m.score(organizer, id, { player: 2, delta: 1 });
    const last = { player: 2 as const, delta: 1 as const, key: randomUUID() };
    expect((await m.score(organizer, id, last)).status).toBe('finished');
    const retried = await m.score(organizer, id, last);
    expect(retried).toMatchObject({ status: 'finished', score1: 0, score2: 3 });
    // A new rack after the end is still refused (the tournament, one match, is over too).
    const late = await rejection(
      m.score(organizer, id, { player: 1, delta: 1, key: randomUUID() }),
    );
    expect(late.message).toBe(APP_API_MESSAGES.tournamentNotOngoing);
  });

  it('refuses a rack scored on a score that another device has changed, and changes nothing', async () => {
    const id = await liveMatch();
    const m = matchesOf();
    // The organiser's tablet scores while the players' phone is offline with its own rack.
    await m.score(organizer, id, {
      player: 1,
      delta: 1,
      key: randomUUID(),
      from: { score1: 0, score2: 0 },
    });
    const stale = await rejection(
      m.score(organizer, id, {
        player: 2,
        delta: 1,
        key: randomUUID(),
        from: { score1: 0, score2: 0 },
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(APP_API_MESSAGES.scoreChangedElsewhere);
    expect(await m.get(id, organizer)).toMatchObject({ score1: 1, score2: 0 });
    // Sent again on the score it now sees, the phone's rack counts.
    const rebased = await m.score(organizer, id, {
      player: 2,
      delta: 1,
      key: randomUUID(),
      from: { score1: 1, score2: 0 },
    });
    expect([rebased.score1, rebased.score2]).toEqual([1, 1]);
  });

  it('refuses a key already used for another match, and is no replay for another caller', async () => {
    const [one, other] = [await liveMatch(), await liveMatch()];
    const key = randomUUID();
    await matchesOf().score(organizer, one, { player: 1, delta: 1, key });
    const elsewhere = await rejection(
      matchesOf().score(organizer, other, { player: 1, delta: 1, key }),
    );
    expect(elsewhere.message).toBe(APP_API_MESSAGES.rackKeyOtherMatch);
    // Someone else's key is not a replay for them: they are told what anyone would be (403).
    const second = await createOrganizer(database.db);
    const someoneElse = await rejection(
      matchesOf().score(second, one, { player: 1, delta: 1, key }),
    );
    expect(someoneElse.status).toBe(403);
    expect(await matchesOf().get(other, organizer)).toMatchObject({ score1: 0, score2: 0 });
    expect(await matchesOf().get(one, organizer)).toMatchObject({ score1: 1, score2: 0 });
  });
});
