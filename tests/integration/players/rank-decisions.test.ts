// Who may decide or verify a player's official rank (rank-decisions.ts), through the BFF's
// procedures over the embedded upstream and its demo world: only a manager of an event the player
// has played, naming that event, and never about themselves. The security review found
// organizer2 (rank E) setting themselves to K verified; each refusal here leaves the rank and its
// history as they were, and `players.rankEvents` offers exactly the events a decision may name.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD } from '../../../fixtures/players';
import { tournamentInput } from '../../../fixtures/tournament-input';
import { FIXTURE_TOURNAMENTS_BY_ORGANIZER } from '../../../fixtures/tournaments-organizer2';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import type { UpstreamError } from '../../../src/server/upstream/errors';
import { demoUpstreamOf, errorOf, upstreamTargets } from '../../support/demo-procedures';
import { signedInCaller } from '../../support/embedded-upstream';

type Account = keyof typeof FIXTURE_ACCOUNTS;

/** The events of `organizer`'s in the demo that `username` played (started, with them in it). */
const playedUnder = (organizer: Account, username: string) =>
  FIXTURE_TOURNAMENTS_BY_ORGANIZER.filter((set) => set.organizer === organizer)
    .flatMap((set) => set.tournaments)
    .filter(
      (t) => (t.status === 'ongoing' || t.status === 'finished') && t.players.includes(username),
    );

/** The upstream status behind a procedure's error (a 422 reaches the BFF as BAD_REQUEST). */
const statusBehind = (error: { cause?: unknown }) => (error.cause as UpstreamError).status;

describe.each(upstreamTargets())('rank decisions on $label', (target) => {
  const demo = demoUpstreamOf(target);
  const as = async (username: string, password = DEMO_PLAYER_PASSWORD) =>
    (await signedInCaller(demo.embedded.upstream, username, password)).caller;
  const asAccount = (account: Account) =>
    as(FIXTURE_ACCOUNTS[account].username, FIXTURE_ACCOUNTS[account].password);
  /** A demo event by its name, as the public list shows it. */
  const eventNamed = async (name: string) => {
    const found = (await demo.anonymous().tournaments.list({ q: name, perPage: 100 })).data.find(
      (t) => t.name === name,
    );
    if (!found) throw new Error(`no demo event ${name}`);
    return found;
  };
  /** What a refused decision must leave alone: the rank and the decisions recorded. */
  const rankState = async (id: number) => {
    const profile = await demo.anonymous().players.get({ id });
    return {
      rank: profile.rank,
      decisions: profile.rankChanges.filter((c) => c.kind !== 'suggested'),
    };
  };

  it('refuses organizer2 setting their own rank, even naming an event they manage and played', async () => {
    const organizer2 = await asAccount('organizer2');
    const me = await organizer2.auth.me();
    if (!me) throw new Error('signed in');
    expect(me.rank).toBe('E');
    // The strongest form of the exploit: organizer2 enters their own event, and it starts.
    const event = await organizer2.tournaments.create(
      tournamentInput({ name: 'Giải tự xếp hạng', maxPlayers: 2 }),
    );
    await organizer2.tournaments.join({ id: event.id });
    await (await asAccount('player')).tournaments.join({ id: event.id });
    await organizer2.tournaments.start({ id: event.id, seeding: 'rating' });
    const before = await rankState(me.id);

    for (const verified of [true, false]) {
      const error = await errorOf(
        organizer2.players.setRank({
          id: me.id,
          rank: 'K',
          reason: 'Tự xác minh hạng của mình',
          verified,
          tournamentId: event.id,
        }),
      );
      expect([error.code, error.message]).toEqual(['FORBIDDEN', APP_API_MESSAGES.rankOwn]);
    }
    expect(await rankState(me.id)).toEqual(before);
    expect(before.rank).toBe('E');
  });

  it('refuses an organiser naming an event they do not manage', async () => {
    const id = await demo.idOf('quachminhtam');
    const [theirs] = playedUnder('organizer', 'quachminhtam');
    if (!theirs) throw new Error('quachminhtam played none of the organiser’s events');
    const event = await eventNamed(theirs.name);
    const before = await rankState(id);
    const error = await errorOf(
      (await asAccount('organizer2')).players.setRank({
        id,
        rank: 'A',
        reason: 'Xem thi đấu ở giải của người khác',
        verified: true,
        tournamentId: event.id,
      }),
    );
    expect([error.code, error.message]).toEqual(['FORBIDDEN', APP_API_MESSAGES.rankNotManager]);
    expect(await rankState(id)).toEqual(before);
  });

  it('refuses an event the player did not play, and one that does not exist, with a 422', async () => {
    const id = await demo.idOf('quachminhtam');
    const played = new Set(playedUnder('organizer', 'quachminhtam').map((t) => t.name));
    // The organiser's own event, under way, without quachminhtam in it.
    const unplayed = FIXTURE_TOURNAMENTS_BY_ORGANIZER.filter((s) => s.organizer === 'organizer')
      .flatMap((s) => s.tournaments)
      .find((t) => t.status === 'ongoing' && !played.has(t.name));
    if (!unplayed) throw new Error('no event of the organiser’s without quachminhtam');
    const event = await eventNamed(unplayed.name);
    const organizer = await asAccount('organizer');
    const before = await rankState(id);
    const decide = (tournamentId: number) =>
      errorOf(
        organizer.players.setRank({
          id,
          rank: 'A',
          reason: 'Xem thi đấu ở giải này',
          tournamentId,
        }),
      );

    const notPlayed = await decide(event.id);
    expect([notPlayed.code, notPlayed.message, statusBehind(notPlayed)]).toEqual([
      'BAD_REQUEST',
      APP_API_MESSAGES.rankEvidenceNotPlayed,
      422,
    ]);
    const unknown = await decide(999_999);
    expect([unknown.code, unknown.message, statusBehind(unknown)]).toEqual([
      'BAD_REQUEST',
      APP_API_MESSAGES.tournamentNotFound,
      422,
    ]);
    expect(await rankState(id)).toEqual(before);
  });

  it('asks for the event in Vietnamese when none is named, in the BFF and the upstream alike', async () => {
    const id = await demo.idOf('quachminhtam');
    const { caller, token } = await signedInCaller(
      demo.embedded.upstream,
      FIXTURE_ACCOUNTS.organizer.username,
      FIXTURE_ACCOUNTS.organizer.password,
    );
    const input = { id, rank: 'A' as const, reason: 'Lên hạng sau giải' };
    // The type asks for it too; a client that skips the types is what this is about.
    const missing = await errorOf(caller.players.setRank(input as never));
    const message = 'Hãy chọn giải bạn quản lý mà cơ thủ đã thi đấu';
    expect([missing.code, missing.message]).toEqual(['BAD_REQUEST', message]);
    const raw = await fetch(`${demo.embedded.origin}/app-api/v1/players/${id}/rank`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rank: 'A', reason: 'Lên hạng sau giải' }),
    });
    expect(raw.status).toBe(422);
    expect(((await raw.json()) as { message: string }).message).toBe(message);
  });

  it('records the decision of a manager of an event the player played, naming it', async () => {
    const id = await demo.idOf('quachminhtam');
    const [seen] = playedUnder('organizer', 'quachminhtam');
    if (!seen) throw new Error('quachminhtam played none of the organiser’s events');
    const event = await eventNamed(seen.name);
    const { organizer } = FIXTURE_ACCOUNTS;
    const before = await rankState(id);
    const profile = await (
      await asAccount('organizer')
    ).players.setRank({
      id,
      rank: 'G',
      reason: 'Thắng liền ba trận ở giải đang diễn ra',
      tournamentId: event.id,
    });
    expect(profile.rank).toBe('G');
    expect(profile.rankChanges[0]).toMatchObject({
      kind: 'decided',
      fromRank: before.rank,
      toRank: 'G',
      changedBy: { username: organizer.username, fullName: organizer.fullName },
      tournament: { id: event.id, name: seen.name },
    });
    // Anyone reading the profile sees the same, with who moved the rank and where.
    expect((await demo.anonymous().players.get({ id })).rankChanges[0]).toEqual(
      profile.rankChanges[0],
    );
  });

  it('offers exactly the caller’s events the player played, newest first, to managers only', async () => {
    // tranvanhai also has an open and a cancelled event of the organiser's: not offered.
    const id = await demo.idOf('tranvanhai');
    const expected = playedUnder('organizer', 'tranvanhai')
      .sort((a, b) => b.startsInHours - a.startsInHours)
      .map((t) => t.name);
    expect(expected.length).toBeGreaterThan(1);
    const entered = FIXTURE_TOURNAMENTS_BY_ORGANIZER.filter((s) => s.organizer === 'organizer')
      .flatMap((s) => s.tournaments)
      .filter((t) => t.players.includes('tranvanhai'));
    expect(entered.length).toBeGreaterThan(expected.length);
    const offered = await (await asAccount('organizer')).players.rankEvents({ id });
    expect(offered.map((e) => e.name)).toEqual(expected);
    for (const event of offered) expect(event.id).toBe((await eventNamed(event.name)).id);
    // Another organiser manages none of them.
    expect(await (await asAccount('organizer2')).players.rankEvents({ id })).toEqual([]);

    const asPlayer = await errorOf((await asAccount('player')).players.rankEvents({ id }));
    expect(asPlayer.code).toBe('FORBIDDEN');
    const anonymous = await errorOf(demo.anonymous().players.rankEvents({ id }));
    expect(anonymous.code).toBe('UNAUTHORIZED');
  });
});
