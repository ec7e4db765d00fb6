// The BFF's one-line procedures (src/server/forward.ts): built from the contract, they call the
// endpoint as it is declared, tell the live bus only after a success, and refuse at start-up to
// forward what they could not check.
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/routers';
import { forward } from '../../src/server/forward';
import type { LiveTopic } from '../../src/server/live/bus';
import { createContextInner } from '../../src/server/trpc';
import type { UpstreamCall, UpstreamClient } from '../../src/server/upstream/client';
import { TRPCError } from '@trpc/server';

const organiser = {
  id: 3,
  username: 'btc',
  fullName: 'Ban tổ chức',
  phone: '0900000003',
  email: null,
  avatar: null,
  rank: 'G',
  rating: 400,
  permissions: ['tournament.create', 'tournament.update', 'tournament.delete'],
  coin: 0,
  birthday: null,
  address: null,
  bio: null,
};

/** An upstream that answers `answers[path]` (or refuses), and remembers what it was asked. */
function fakeUpstream(answers: Record<string, unknown | Error>) {
  const calls: UpstreamCall<never>[] = [];
  const upstream = {
    baseUrl: () => 'http://upstream.test',
    request: async (call: UpstreamCall<never>) => {
      if (call.path === '/v1/auth/me') return { data: organiser, notice: null };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      if (answer instanceof Error) throw answer;
      return { data: answer, notice: null };
    },
    circuitState: () => 'closed',
    forgetPublicReads: () => undefined,
    close: () => undefined,
  } as unknown as UpstreamClient;
  return { upstream, calls };
}

function callerWith(answers: Record<string, unknown | Error>) {
  const { upstream, calls } = fakeUpstream(answers);
  const told: LiveTopic[][] = [];
  const ctx = createContextInner({ token: 'session-token', upstream });
  const bus = ctx.bus;
  bus.publish = (...topics: LiveTopic[]) => void told.push(topics);
  return { caller: appRouter.createCaller(ctx), calls, told };
}

describe('forward', () => {
  it('sends the path ids in the path and the rest as the body, renamed for the wire', async () => {
    const board = {
      tournamentId: 9,
      tables: [],
      queue: [],
      held: [],
      restMinutes: 5,
      noShowMinutes: 10,
      protestMinutes: 10,
      autoWalkover: false,
      playersScore: false,
      venueTables: 4,
      matchMinutes: 40,
    };
    const { caller, calls, told } = callerWith({ 'PUT /v1/matches/41/queue': board });
    await expect(
      caller.matches.queue({ id: 41, held: true, pinnedTable: 'Bàn 2' }),
    ).resolves.toEqual(board);
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/v1/matches/41/queue' });
    expect(calls[0]?.body).toEqual({ held: true, pinned_table: 'Bàn 2' });
    // The match's viewers and its tournament's, named from the answer.
    expect(told).toEqual([['match:41', 'tournament:9']]);
  });

  it('tells the live bus after a success, and nothing when the upstream refuses', async () => {
    const ok = callerWith({ 'DELETE /v1/tournaments/5': null });
    await expect(ok.caller.tournaments.delete({ id: 5 })).resolves.toBeNull();
    expect(ok.told).toEqual([['tournament:5']]);

    const refused = callerWith({
      'DELETE /v1/tournaments/5': new TRPCError({ code: 'CONFLICT', message: 'Giải đã bắt đầu' }),
    });
    await expect(refused.caller.tournaments.delete({ id: 5 })).rejects.toThrow('Giải đã bắt đầu');
    expect(refused.told).toEqual([]);
  });

  it('checks the path ids before any call, with the Vietnamese message', async () => {
    const { caller, calls } = callerWith({});
    await expect(caller.tournaments.get({ id: -1 })).rejects.toThrow('Mã không hợp lệ');
    expect(calls).toEqual([]);
  });

  it('gives a query endpoint its input as the query string', async () => {
    const page = { data: [], meta: { page: 2, lastPage: 1, perPage: 20, total: 0 } };
    const { caller, calls } = callerWith({ 'GET /v1/players': page });
    await expect(caller.players.list({ q: 'Tú', page: 2 })).resolves.toEqual(page);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/v1/players' });
    expect(calls[0]?.query).toMatchObject({ q: 'Tú', page: 2 });
  });

  it('refuses, at start-up, what it could not check', () => {
    // A hand-written wire (the bank's own format) reads snake_case as it comes: nothing to build
    // a camelCase input or output from.
    expect(() => forward('bank.lookup')).toThrow(/hand-written/);
    // A query's paging and filters are the procedure's to say.
    expect(() => forward('tournaments.list')).toThrow(/query endpoint/);
  });
});
