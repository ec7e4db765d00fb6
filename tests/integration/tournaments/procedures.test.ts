import { isTrackedEnvelope, TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { MESSAGES } from '../../../src/shared/messages';
import type { Match } from '../../../src/shared/schemas/matches';
import type { CreateTournamentInput } from '../../../src/shared/schemas/tournaments';
import { createInProcessBus } from '../../../src/server/live/bus';
import {
  startEmbeddedUpstream,
  tabCaller,
  type EmbeddedUpstream,
} from '../../support/embedded-upstream';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;
const bus = createInProcessBus();

let embedded: EmbeddedUpstream;
const received = () => embedded.received.length;

const tab = (account?: { username: string; password: string }) =>
  tabCaller(embedded.upstream, bus, account);

function tournamentInput(overrides: Partial<CreateTournamentInput> = {}): CreateTournamentInput {
  return {
    name: 'Giải thử nghiệm BFF',
    description: '**Giải** giao hữu',
    game: '9-ball',
    format: 'single_elimination',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    storeId: null,
    maxPlayers: 8,
    entryFee: 0,
    minRank: null,
    maxRank: null,
    raceTo: { early: 3, quarterFinal: 3, semiFinal: 3, final: 3 },
    handicap: false,
    thirdPlaceMatch: false,
    groupCount: null,
    advancePerGroup: null,
    prizes: [{ place: 1, label: 'Cúp vô địch', coins: 0 }],
    openRegistration: true,
    ...overrides,
  };
}

/** The next value of a subscription, unwrapped from its `tracked()` envelope. */
async function nextData<T>(events: AsyncIterator<unknown>): Promise<T> {
  const { value, done } = await events.next();
  expect(done).toBe(false);
  expect(isTrackedEnvelope(value)).toBe(true);
  return (value as [string, T])[1];
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

beforeAll(async () => {
  embedded = await startEmbeddedUpstream();
});
afterAll(async () => {
  await bus.close();
  await embedded.close();
});

describe('tournament permissions and validation at the BFF', () => {
  it('refuses create to a visitor (401) and to a player (403) without asking the upstream', async () => {
    const before = received();
    expect((await errorOf((await tab()).tournaments.create(tournamentInput()))).code).toBe(
      'UNAUTHORIZED',
    );
    const asPlayer = await tab(player);
    const afterLogin = received();
    const error = await errorOf(asPlayer.tournaments.create(tournamentInput()));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(MESSAGES.forbidden);
    // Only the auth/me that resolved the user reached the upstream.
    expect(embedded.received.slice(afterLogin)).toEqual(['GET /app-api/v1/auth/me']);
    expect(before).toBeLessThan(afterLogin);
  });

  it.each([
    [
      { startsAt: new Date(Date.now() - 60_000).toISOString() },
      'Thời gian bắt đầu phải ở tương lai',
    ],
    [{ maxPlayers: 300 }, 'Giải đấu có tối đa 256 người chơi'],
    [{ maxPlayers: 1 }, 'Giải đấu cần ít nhất 2 người chơi'],
    [{ entryFee: -5 }, 'Lệ phí không được âm'],
    [{ minRank: 'B', maxRank: 'H' }, 'Hạng tối đa phải cao hơn hoặc bằng hạng tối thiểu'],
    [
      { raceTo: { early: 0, quarterFinal: 3, semiFinal: 3, final: 3 } },
      'Số ván chạm phải từ 1 trở lên',
    ],
  ] satisfies Array<[Partial<CreateTournamentInput>, string]>)(
    'rejects %o in Vietnamese',
    async (bad, message) => {
      const asOrganizer = await tab(organizer);
      const error = await errorOf(asOrganizer.tournaments.create(tournamentInput(bad)));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(message);
    },
  );
});

describe('a tournament played through the procedures', () => {
  it('goes from creation to a champion, with live updates and wallet entries', async () => {
    const asOrganizer = await tab(organizer);
    const asPlayer = await tab(player);
    const asViewer = await tab(viewer);
    const asVisitor = await tab();

    const created = await asOrganizer.tournaments.create(tournamentInput({ entryFee: 50 }));
    expect(created).toMatchObject({ status: 'registration', entryFee: 50, playerCount: 0 });
    expect(created.viewer).toEqual({
      joined: false,
      manager: true,
      checkedIn: false,
      eligibility: null,
    });

    // The tournament's viewers hear about registrations.
    const changes = (await asVisitor.tournaments.onChange({ id: created.id }))[
      Symbol.asyncIterator
    ]();
    await nextData(changes);

    const coinBefore = (await asPlayer.auth.me())?.coin ?? 0;
    const joined = await asPlayer.tournaments.join({ id: created.id });
    expect(joined.coin).toBe(coinBefore - 50);
    expect(joined.tournament.viewer.joined).toBe(true);
    expect(await nextData<{ at: number }>(changes)).toEqual({ at: expect.any(Number) });

    // The viewer has no coins for the fee: a clear message and nothing charged.
    const refused = await errorOf(asViewer.tournaments.join({ id: created.id }));
    expect(refused.message).toMatch(/xu/);
    expect((await asViewer.auth.me())?.coin).toBe(0);

    const history = await asPlayer.payment.histories({ perPage: 5 });
    expect(history.data[0]).toMatchObject({
      type: 'entry_fee',
      amount: -50,
      balanceAfter: coinBefore - 50,
    });

    // Leaving refunds; joining again charges again.
    expect((await asPlayer.tournaments.leave({ id: created.id })).coin).toBe(coinBefore);
    await asPlayer.tournaments.join({ id: created.id });

    const free = await asOrganizer.tournaments.create(tournamentInput({ name: 'Giải miễn phí' }));
    await asPlayer.tournaments.join({ id: free.id });
    await asViewer.tournaments.join({ id: free.id });
    const started = await asOrganizer.tournaments.start({ id: free.id, seeding: 'rating' });
    expect(started.status).toBe('ongoing');

    const [final] = await asVisitor.tournaments.matches({ id: free.id });
    expect(final).toBeDefined();
    const match = final as Match;
    expect(match.status).toBe('scheduled');
    expect(match.viewer.canScore).toBe(false);

    // A second "browser" follows the match live.
    const updates = (await asVisitor.matches.onUpdate({ id: match.id }))[Symbol.asyncIterator]();
    expect(await nextData<Match>(updates)).toMatchObject({ id: match.id, score1: 0, score2: 0 });

    const notAllowed = await errorOf(asPlayer.matches.score({ id: match.id, player: 1, delta: 1 }));
    expect(notAllowed.code).toBe('FORBIDDEN');

    await asOrganizer.matches.start({ id: match.id });
    expect(await nextData<Match>(updates)).toMatchObject({ status: 'live' });

    let latest = match;
    for (let rack = 0; rack < match.race1; rack++) {
      latest = await asOrganizer.matches.score({ id: match.id, player: 1, delta: 1 });
      expect(await nextData<Match>(updates)).toMatchObject({ score1: rack + 1 });
    }
    expect(latest).toMatchObject({ status: 'finished', winnerId: latest.player1?.id });

    const pastRace = await errorOf(
      asOrganizer.matches.score({ id: match.id, player: 1, delta: 1 }),
    );
    expect(pastRace.code).toMatch(/CONFLICT|BAD_REQUEST/);

    const finished = await asVisitor.tournaments.get({ id: free.id });
    expect(finished.status).toBe('finished');
    const standings = await asVisitor.tournaments.standings({ id: free.id });
    expect(standings[0]).toMatchObject({ place: 1, player: { id: latest.winnerId } });
    await updates.return?.();
    await changes.return?.();
  });
});
