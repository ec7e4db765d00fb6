import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS, type FixtureAccount } from '../../fixtures/accounts';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import {
  createUpstreamClient,
  RETRY_STATUSES,
  upstreamCallOf,
  type UpstreamClientOptions,
} from '../../src/server/upstream/client';
import type { HttpMethod } from '../../src/shared/contract';
import { publicChangeOf } from '../../src/server/live/bus';
import { UpstreamError } from '../../src/server/upstream/errors';
import { MESSAGES } from '../../src/shared/messages';
import type { User } from '../../src/shared/schemas/user';
import { userWire } from '../../src/shared/wire/auth';
import { configWire } from '../../src/shared/wire/config';
import { paginatedWire, type MetaWire } from '../../src/shared/wire/envelope';
import { z } from '../../src/shared/zod';
import {
  closedPortUrl,
  startFakeUpstream,
  type FakeReply,
  type FakeUpstream,
} from '../support/fake-upstream';

type UserWire = z.input<typeof userWire>;
type ConfigWire = z.input<typeof configWire>;

// The specification's retry statuses (SPEC §7), written out rather than read from the code.
const SPEC_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const WRITE_METHODS: HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const SHORT_TIMEOUT_MS = 200;

function wireUser(account: FixtureAccount, id: number): UserWire {
  return {
    id,
    username: account.username,
    full_name: account.fullName,
    phone: account.phone,
    email: account.email,
    avatar: null,
    rank: account.rank,
    rating: account.rating,
    permissions: [...account.permissions],
    coin: account.coin,
    birthday: account.birthday,
    address: account.address,
    bio: account.bio,
  };
}

function appUser(account: FixtureAccount, id: number): User {
  return {
    id,
    username: account.username,
    fullName: account.fullName,
    phone: account.phone,
    email: account.email,
    avatar: null,
    rank: account.rank,
    rating: account.rating,
    permissions: [...account.permissions],
    coin: account.coin,
    birthday: account.birthday,
    address: account.address,
    bio: account.bio,
  };
}

const player = FIXTURE_ACCOUNTS.player;
const organizer = FIXTURE_ACCOUNTS.organizer;
const playerWire = wireUser(player, 7);
const playerUser = appUser(player, 7);

const configBody: ConfigWire = {
  site_name: DEFAULT_CONFIG.siteName,
  ranks: DEFAULT_CONFIG.ranks,
  race_to_default: DEFAULT_CONFIG.raceToDefault,
  spot_overrides: DEFAULT_CONFIG.spotOverrides,
};

type FailedCall = TRPCError & { cause: UpstreamError };

/** Awaits a call that must fail, and returns its TRPCError (whose cause is an UpstreamError). */
async function failure(call: Promise<unknown>): Promise<FailedCall> {
  const error: unknown = await call.then(
    (value) => {
      throw new Error(`expected the call to fail, it returned ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).cause).toBeInstanceOf(UpstreamError);
  return error as FailedCall;
}

/** Fails fast with a clear message instead of running into the test timeout. */
function within<T>(ms: number, call: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no outcome within ${ms} ms`)), ms);
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}

let fake: FakeUpstream;

beforeAll(async () => {
  fake = await startFakeUpstream();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

function client(options: Partial<UpstreamClientOptions> = {}) {
  return createUpstreamClient({ baseUrl: fake.baseUrl, timeoutMs: 2_000, ...options });
}

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

describe('requests sent to the upstream', () => {
  it('GET goes to /app-api/v1/..., with JSON headers, the bearer token and the query string', async () => {
    fake.reply({ json: { data: playerWire } });

    await client().request({
      method: 'GET',
      path: '/v1/players',
      schema: userWire,
      token: 'tok-123',
      query: { page: 2, per_page: 20, q: 'Nguyễn Văn', active: true, rank: undefined },
    });

    const request = only(fake.requests);
    expect(request.method).toBe('GET');
    const url = new URL(request.url, fake.baseUrl);
    expect(url.pathname).toBe('/app-api/v1/players');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      per_page: '20',
      q: 'Nguyễn Văn',
      active: 'true',
    });
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.body).toBe('');
  });

  it('POST sends the body as JSON, Vietnamese text intact, and no Authorization without a token', async () => {
    fake.reply({ json: { data: { registered: true } } });
    const body = { phone: '+84901234567', full_name: 'Nguyễn Văn Hùng' };

    await client().request({
      method: 'POST',
      path: '/v1/auth/check-phone',
      schema: z.object({ registered: z.boolean() }),
      body,
    });

    const request = only(fake.requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/app-api/v1/auth/check-phone');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers).not.toHaveProperty('authorization');
    expect(JSON.parse(request.body)).toEqual(body);
  });

  it('PUT sends the body as JSON with the bearer token', async () => {
    fake.reply({ json: { data: playerWire } });
    const body = { full_name: 'Trần Minh Tuấn', address: 'Quận 3, TP. Hồ Chí Minh' };

    await client().request({
      method: 'PUT',
      path: '/v1/auth/update-info',
      schema: userWire,
      token: 'tok-456',
      body,
    });

    const request = only(fake.requests);
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/app-api/v1/auth/update-info');
    expect(request.headers.authorization).toBe('Bearer tok-456');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual(body);
  });

  it.each([['PATCH'], ['DELETE']] as const)('%s is sent with its own method', async (method) => {
    fake.reply({ json: { data: null } });

    await client().request({ method, path: '/v1/tournaments/12', schema: z.null(), token: 't' });

    const request = only(fake.requests);
    expect(request.method).toBe(method);
    expect(request.url).toBe('/app-api/v1/tournaments/12');
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
  ])('sends no Authorization header when the token is %s', async (_label, token) => {
    fake.reply({ json: { data: null } });

    await client().request({ method: 'GET', path: '/v1/auth/me', schema: z.null(), token });

    expect(only(fake.requests).headers).not.toHaveProperty('authorization');
  });

  it('reads a baseUrl given as a function on every call', async () => {
    const other = await startFakeUpstream();
    try {
      fake.reply({ json: { data: null } });
      other.reply({ json: { data: null } });
      let current = fake.baseUrl;
      const upstream = createUpstreamClient({ baseUrl: () => current, timeoutMs: 2_000 });
      const call = () => upstream.request({ method: 'GET', path: '/v1/config', schema: z.null() });

      await call();
      current = `${other.baseUrl}/`; // a trailing slash must not double up
      await call();

      expect(fake.requests.map((r) => r.url)).toEqual(['/app-api/v1/config']);
      expect(other.requests.map((r) => r.url)).toEqual(['/app-api/v1/config']);
      expect(upstream.baseUrl()).toBe(`${other.baseUrl}/`);
    } finally {
      await other.close();
    }
  });
});

describe('the envelope rule', () => {
  const meta: MetaWire = { page: 2, per_page: 20, total: 21, last_page: 2 };

  it('returns data, mapped from snake_case to camelCase, when there is no meta', async () => {
    fake.reply({ json: { data: playerWire } });

    const result = await client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire });

    expect(result).toStrictEqual({ data: playerUser, notice: null });
    expect(result.data.fullName).toBe('Trần Minh Tuấn');
  });

  it('maps the configuration through configWire', async () => {
    fake.reply({ json: { data: configBody } });

    const result = await client().request({
      method: 'GET',
      path: '/v1/config',
      schema: configWire,
    });

    expect(result.data).toStrictEqual(DEFAULT_CONFIG);
  });

  it("maps a configuration that has only the contract's fields, with the documented defaults", async () => {
    const ranks = DEFAULT_CONFIG.ranks.map(({ code, name, rating }) => ({ code, name, rating }));
    fake.reply({ json: { data: { ranks, race_to_default: 7 } } });

    const result = await client().request({
      method: 'GET',
      path: '/v1/config',
      schema: configWire,
    });

    expect(result.data).toStrictEqual({
      siteName: 'BidaHub',
      ranks: ranks.map((rank) => ({ ...rank, description: '' })),
      raceToDefault: 7,
      spotOverrides: [],
      caromShares: DEFAULT_CONFIG.caromShares,
    });
  });

  it('returns a null data as null (logout)', async () => {
    fake.reply({ json: { data: null } });

    const result = await client().request({
      method: 'POST',
      path: '/v1/auth/logout',
      schema: z.null(),
    });

    expect(result).toStrictEqual({ data: null, notice: null });
  });

  it('returns the whole body { data, meta } when it has meta', async () => {
    fake.reply({ json: { data: [playerWire, wireUser(organizer, 1)], meta } });

    const result = await client().request({
      method: 'GET',
      path: '/v1/players',
      schema: paginatedWire(userWire),
    });

    expect(result.data).toStrictEqual({
      data: [playerUser, appUser(organizer, 1)],
      meta: { page: 2, perPage: 20, total: 21, lastPage: 2 },
    });
  });

  it('drops unknown fields at every level without failing', async () => {
    fake.reply({
      json: {
        data: [{ ...playerWire, nickname: 'Tuấn cơ', stats: { wins: 12 } }],
        meta: { ...meta, from: 21, to: 21, links: [] },
        request_id: 'abc',
        server_time: '2025-01-01T00:00:00Z',
      },
    });

    const result = await client().request({
      method: 'GET',
      path: '/v1/players',
      schema: paginatedWire(userWire),
    });

    expect(result).toStrictEqual({
      data: { data: [playerUser], meta: { page: 2, perPage: 20, total: 21, lastPage: 2 } },
      notice: null,
    });
  });
  it('tolerates null optional envelope fields around valid data', async () => {
    fake.reply({
      json: { data: playerWire, meta: null, message: null, type: null, show_message: 0 },
    });

    const result = await client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire });

    expect(result).toStrictEqual({ data: playerUser, notice: null });
  });
});

describe('the warning notice', () => {
  it('turns show_message true + type warning into a notice, next to the data', async () => {
    const message = 'Chênh lệch trình độ quá lớn, kết quả chỉ mang tính tham khảo.';
    fake.reply({ json: { data: playerWire, show_message: true, type: 'warning', message } });

    const result = await client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire });

    expect(result).toStrictEqual({ data: playerUser, notice: { type: 'warning', message } });
  });

  it('carries the notice with a paginated body too', async () => {
    fake.reply({
      json: {
        data: [],
        meta: { page: 1, per_page: 20, total: 0, last_page: 1 },
        show_message: true,
        type: 'warning',
        message: 'Danh sách đang được cập nhật',
      },
    });

    const result = await client().request({
      method: 'GET',
      path: '/v1/players',
      schema: paginatedWire(userWire),
    });

    expect(result.notice).toStrictEqual({
      type: 'warning',
      message: 'Danh sách đang được cập nhật',
    });
    expect(result.data.data).toEqual([]);
  });

  it.each([
    ['show_message is false', { show_message: false, type: 'warning', message: 'Chú ý' }],
    ['the type is info', { show_message: true, type: 'info', message: 'Chú ý' }],
    ['the type is success', { show_message: true, type: 'success', message: 'Đã lưu' }],
    ['there is no show_message', { type: 'warning', message: 'Chú ý' }],
  ])('gives no notice when %s', async (_label, extra) => {
    fake.reply({ json: { data: playerWire, ...extra } });

    const result = await client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire });

    expect(result).toStrictEqual({ data: playerUser, notice: null });
  });
});

describe('retry', () => {
  it('retries on exactly the specification statuses', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual(SPEC_RETRY_STATUSES);
  });

  it.each(SPEC_RETRY_STATUSES)(
    'retries a GET answered %i once and returns the second answer',
    async (status) => {
      fake.reply({ status, json: { message: 'Thử lại sau' } }, { json: { data: playerWire } });

      const result = await client().request({
        method: 'GET',
        path: '/v1/auth/me',
        schema: userWire,
        token: 'tok',
      });

      expect(result.data).toStrictEqual(playerUser);
      expect(fake.requests).toHaveLength(2);
      // The retry is the same request again.
      const [first, second] = fake.requests;
      expect(second?.url).toBe(first?.url);
      expect(second?.headers.authorization).toBe('Bearer tok');
    },
  );

  it.each([
    [503, 'BAD_GATEWAY'],
    [429, 'TOO_MANY_REQUESTS'],
    [504, 'BAD_GATEWAY'],
  ] as const)(
    'does not retry a GET a third time (%i twice → %s, second message)',
    async (status, code) => {
      fake.reply(
        { status, json: { message: 'Lần một' } },
        { status, json: { message: 'Lần hai' } },
        { json: { data: playerWire } },
      );

      const error = await failure(
        client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire }),
      );

      expect(fake.requests).toHaveLength(2);
      expect(error.code).toBe(code);
      expect(error.message).toBe('Lần hai');
      expect(error.cause.status).toBe(status);
    },
  );

  it.each([400, 401, 403, 404, 422])('does not retry a GET answered %i', async (status) => {
    fake.reply({ status, json: { message: 'Không' } }, { json: { data: playerWire } });

    await failure(client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire }));

    expect(fake.requests).toHaveLength(1);
  });

  describe.each(WRITE_METHODS)('%s', (method) => {
    it.each([503, 429])('is never retried, even when answered %i', async (status) => {
      fake.reply({ status, json: { message: 'Bận' } }, { json: { data: null } });

      const error = await failure(
        client().request({ method, path: '/v1/tournaments/12', schema: z.null(), body: {} }),
      );

      expect(fake.requests).toHaveLength(1);
      expect(error.cause.status).toBe(status);
    });
  });
});

describe('identical calls in flight', () => {
  it('share one upstream GET while it is answered; a later one asks again', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    fake.reply(
      { held: new Promise<FakeReply>((resolve) => (answer = resolve)) },
      { json: { data: playerWire } },
    );
    const upstream = client();
    const call = () =>
      upstream.request({ method: 'GET', path: '/v1/auth/me', schema: userWire, token: 'tok' });

    const together = [call(), call(), call()];
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    answer({ json: { data: playerWire } });
    for (const result of await Promise.all(together)) expect(result.data).toStrictEqual(playerUser);
    expect(fake.requests).toHaveLength(1);

    await call();
    expect(fake.requests).toHaveLength(2);
  });

  it('never share across tokens, nor for writes', async () => {
    fake.reply({ json: { data: playerWire } });
    const upstream = client();
    await Promise.all([
      upstream.request({ method: 'GET', path: '/v1/auth/me', schema: userWire, token: 'a' }),
      upstream.request({ method: 'GET', path: '/v1/auth/me', schema: userWire, token: 'b' }),
      upstream.request({ method: 'POST', path: '/v1/auth/me', schema: userWire, body: {} }),
      upstream.request({ method: 'POST', path: '/v1/auth/me', schema: userWire, body: {} }),
    ]);
    expect(fake.requests).toHaveLength(4);
  });
});

describe('public reads', () => {
  const configCall = (token: string | null, query?: Record<string, string>) =>
    ({
      method: 'GET',
      path: '/v1/config',
      schema: configWire,
      token,
      query,
      public: true,
    }) as const;

  it('go without the token, and one answer serves every viewer while it is fresh', async () => {
    fake.reply({ json: { data: configBody } });
    const upstream = client({ publicReadTtlMs: 5_000, now: () => 1_000 });

    const first = await upstream.request(configCall('player-token'));
    expect(first.data.siteName).toBe(DEFAULT_CONFIG.siteName);
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    await upstream.request(configCall('another-token'));
    await upstream.request(configCall(null));
    expect(fake.requests).toHaveLength(1);
  });

  it('once stale, are served at once while one refresh runs; long unread, they are asked again', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    fake.reply(
      { json: { data: configBody } },
      { held: new Promise<FakeReply>((resolve) => (answer = resolve)) },
      { json: { data: { ...configBody, site_name: 'Lần ba' } } },
    );
    let now = 1_000;
    const upstream = client({ publicReadTtlMs: 5_000, now: () => now });
    const siteName = async () => (await upstream.request(configCall(null))).data.siteName;
    await siteName();

    now += 4_999;
    expect(await siteName()).toBe(DEFAULT_CONFIG.siteName);
    expect(fake.requests).toHaveLength(1);

    // Stale by 1.5 × the freshness at the latest. The refresh is held by the upstream: two
    // readers still get the old answer, without waiting.
    now += 2_502;
    expect(await siteName()).toBe(DEFAULT_CONFIG.siteName);
    expect(await siteName()).toBe(DEFAULT_CONFIG.siteName);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(2));
    answer({ json: { data: { ...configBody, site_name: 'Làm mới' } } });
    await vi.waitFor(async () => expect(await siteName()).toBe('Làm mới'));

    now += 60_000;
    expect(await siteName()).toBe('Lần ba');
    expect(fake.requests).toHaveLength(3);
  });

  it('loaded together, go stale at different moments, so their refreshes do not all coincide', async () => {
    fake.reply({ json: { data: configBody } });
    let now = 1_000;
    const upstream = client({ publicReadTtlMs: 5_000, now: () => now });
    const pages = Array.from({ length: 40 }, (_, page) => String(page));
    const readAll = () =>
      Promise.all(pages.map((page) => upstream.request(configCall(null, { page }))));
    await readAll();
    expect(fake.requests).toHaveLength(40);

    now += 6_250;
    await readAll();
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(40));
    // Each is fresh for 5 to 7.5 s: at 6.25 s some have been refreshed, and some have not.
    expect(fake.requests.length).toBeLessThan(80);
  });

  it('are kept apart by their query, and concurrent misses share one request', async () => {
    fake.reply({ json: { data: configBody } });
    const upstream = client();
    await Promise.all([
      upstream.request(configCall(null, { page: '1' })),
      upstream.request(configCall(null, { page: '1' })),
      upstream.request(configCall(null, { page: '2' })),
    ]);
    expect(fake.requests.map((r) => r.url)).toStrictEqual([
      '/app-api/v1/config?page=1',
      '/app-api/v1/config?page=2',
    ]);
  });

  it('are asked again once forgotten, and an answer overtaken by the change is not kept', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    fake.reply(
      { held: new Promise<FakeReply>((resolve) => (answer = resolve)) },
      { json: { data: { ...configBody, site_name: 'Sau thay đổi' } } },
    );
    const upstream = client();
    const before = upstream.request(configCall(null));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    upstream.forgetPublicReads();
    answer({ json: { data: configBody } });
    // The caller who asked before the change gets the answer it was waiting for…
    expect((await before).data.siteName).toBe(DEFAULT_CONFIG.siteName);
    // …and the next one reads the new state.
    expect((await upstream.request(configCall(null))).data.siteName).toBe('Sau thay đổi');
    expect(fake.requests).toHaveLength(2);
  });

  it('are asked again after any write through the same client', async () => {
    fake.reply({ json: { data: configBody } });
    const upstream = client();
    await upstream.request(configCall(null));
    await upstream.request({ method: 'POST', path: '/v1/tournaments/1/join', schema: z.unknown() });
    await upstream.request(configCall(null));
    expect(fake.requests.map((r) => r.method)).toStrictEqual(['GET', 'POST', 'GET']);
  });

  it('a match played on forgets the live list and its tournament, not the other lists', async () => {
    fake.reply({ json: { data: configBody } });
    const upstream = client();
    const read = (path: string) => upstream.request({ ...configCall(null), path });
    const paths = [
      '/v1/tournaments',
      '/v1/matches/live',
      '/v1/tournaments/12/bracket',
      '/v1/tournaments/12',
      '/v1/tournaments/120/bracket',
    ];
    for (const path of paths) await read(path);
    // A rack: the router announces the match; the write itself forgets nothing.
    await upstream.request({
      method: 'POST',
      path: '/v1/matches/7/score',
      schema: z.unknown(),
      publicChange: 'announced',
    });
    upstream.forgetPublicReads(publicChangeOf(['match:7', 'tournament:12', 'matches:live']));
    for (const path of paths) await read(path);
    expect(fake.requests.slice(6).map((r) => r.url)).toStrictEqual([
      '/app-api/v1/matches/live',
      '/app-api/v1/tournaments/12/bracket',
      '/app-api/v1/tournaments/12',
    ]);
    // Decided, it may show in any list: everything goes.
    upstream.forgetPublicReads(
      publicChangeOf(['match:7', 'tournament:12', 'matches:live', 'results']),
    );
    await read('/v1/tournaments');
    expect(fake.requests.at(-1)?.url).toBe('/app-api/v1/tournaments');
  });

  it('a sign-in or the handicap calculator forgets nothing: they change no public read', async () => {
    fake.reply({ json: { data: configBody } });
    const upstream = client();
    await upstream.request(configCall(null));
    // Their real answers do not matter here: the fake answers every call alike.
    await upstream.request({
      ...upstreamCallOf('auth.login', { body: { username: 'a', password: 'b' } }),
      schema: z.unknown(),
    });
    await upstream.request({
      ...upstreamCallOf('config.mapRaceTo', { body: { rank_a: 'K', rank_b: 'A', race_to: 7 } }),
      schema: z.unknown(),
    });
    await upstream.request(configCall(null));
    expect(fake.requests.map((r) => r.method)).toStrictEqual(['GET', 'POST', 'POST']);
  });

  it('an announced write that fails forgets every read, as any write does', async () => {
    fake.reply(
      { json: { data: configBody } },
      { status: 504, json: { message: 'Chậm' } },
      {
        json: { data: configBody },
      },
    );
    const upstream = client();
    await upstream.request(configCall(null));
    await failure(
      upstream.request({
        method: 'POST',
        path: '/v1/matches/7/score',
        schema: z.unknown(),
        publicChange: 'announced',
      }),
    );
    await upstream.request(configCall(null));
    expect(fake.requests.map((r) => r.method)).toStrictEqual(['GET', 'POST', 'GET']);
  });

  it('keep no error: a failed read is asked again', async () => {
    fake.reply({ status: 404, json: { message: 'Chưa có' } }, { json: { data: configBody } });
    const upstream = client();
    await failure(upstream.request(configCall(null)));
    expect((await upstream.request(configCall(null))).data.siteName).toBe(DEFAULT_CONFIG.siteName);
  });

  it('are not cached with a TTL of 0', async () => {
    fake.reply({ json: { data: configBody } });
    const upstream = client({ publicReadTtlMs: 0 });
    await upstream.request(configCall(null));
    await upstream.request(configCall(null));
    expect(fake.requests).toHaveLength(2);
  });
});

describe('timeout and unreachable upstream', () => {
  it('gives GATEWAY_TIMEOUT within about timeoutMs when the upstream never answers, without retrying a GET', async () => {
    fake.reply({ hang: true });
    const started = performance.now();

    const error = await failure(
      client({ timeoutMs: SHORT_TIMEOUT_MS }).request({
        method: 'GET',
        path: '/v1/config',
        schema: configWire,
      }),
    );

    const elapsed = performance.now() - started;
    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(error.message).toBe(MESSAGES.upstreamTimeout);
    expect(error.cause.status).toBeNull();
    expect(elapsed).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives GATEWAY_TIMEOUT for a POST that never answers', async () => {
    fake.reply({ hang: true });

    const error = await failure(
      client({ timeoutMs: SHORT_TIMEOUT_MS }).request({
        method: 'POST',
        path: '/v1/auth/login',
        schema: z.unknown(),
        body: { username: player.username, password: player.password },
      }),
    );

    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives GATEWAY_TIMEOUT when the upstream sends headers and then stalls the body', async () => {
    fake.reply({ stallBody: '{"data":' });
    const started = performance.now();

    const error = await failure(
      within(
        1_500,
        client({ timeoutMs: SHORT_TIMEOUT_MS }).request({
          method: 'GET',
          path: '/v1/config',
          schema: configWire,
        }),
      ),
    );

    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('gives BAD_GATEWAY quickly when the connection is refused', async () => {
    const upstream = createUpstreamClient({ baseUrl: await closedPortUrl(), timeoutMs: 5_000 });
    const started = performance.now();

    const error = await failure(
      upstream.request({ method: 'GET', path: '/v1/config', schema: configWire }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamUnavailable);
    expect(error.cause.status).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('gives BAD_GATEWAY when the upstream drops the connection, without retrying a GET', async () => {
    fake.reply({ drop: true }, { json: { data: configBody } });

    const error = await failure(
      client().request({ method: 'GET', path: '/v1/config', schema: configWire }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamUnavailable);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('error mapping', () => {
  // Written on purpose with diacritics and punctuation that a re-encoding would damage.
  const upstreamMessage = 'Số điện thoại đã được đăng ký — vui lòng dùng số khác!';

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'BAD_REQUEST'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'BAD_GATEWAY'],
    [502, 'BAD_GATEWAY'],
    [503, 'BAD_GATEWAY'],
  ] satisfies [number, TRPC_ERROR_CODE_KEY][])(
    '%i → %s, keeping the upstream message',
    async (status, code) => {
      fake.reply({ status, json: { message: upstreamMessage } });

      const error = await failure(
        client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
      );

      expect(error.code).toBe(code);
      expect(error.message).toBe(upstreamMessage);
      expect(error.cause.status).toBe(status);
      expect(error.cause.message).toBe(upstreamMessage);
      expect(error.cause.fieldErrors).toBeNull();
    },
  );

  it.each([422, 400])('%i carries the field errors, keys camelCased', async (status) => {
    fake.reply({
      status,
      json: {
        message: 'Dữ liệu không hợp lệ',
        errors: {
          full_name: ['Họ tên không được để trống'],
          new_password_confirmation: ['Mật khẩu xác nhận không khớp'],
          phone: ['Số điện thoại không hợp lệ', 'Số điện thoại đã tồn tại'],
        },
      },
    });

    const error = await failure(
      client().request({ method: 'PUT', path: '/v1/auth/update-info', schema: userWire }),
    );

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Dữ liệu không hợp lệ');
    expect(error.cause).toMatchObject({ status, message: 'Dữ liệu không hợp lệ' });
    expect(error.cause.fieldErrors).toStrictEqual({
      fullName: ['Họ tên không được để trống'],
      newPasswordConfirmation: ['Mật khẩu xác nhận không khớp'],
      phone: ['Số điện thoại không hợp lệ', 'Số điện thoại đã tồn tại'],
    });
  });

  it('a wrong password on login (422) keeps the upstream message', async () => {
    fake.reply({ status: 422, json: { message: MESSAGES.wrongCredentials } });

    const error = await failure(
      client().request({
        method: 'POST',
        path: '/v1/auth/login',
        schema: z.unknown(),
        body: { username: player.username, password: 'sai-mat-khau' },
      }),
    );

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(MESSAGES.wrongCredentials);
  });

  it.each([
    [400, 'BAD_REQUEST', MESSAGES.invalidInput],
    [401, 'UNAUTHORIZED', MESSAGES.unauthorized],
    [403, 'FORBIDDEN', MESSAGES.forbidden],
    [404, 'NOT_FOUND', MESSAGES.notFound],
    [409, 'CONFLICT', MESSAGES.conflict],
    [422, 'BAD_REQUEST', MESSAGES.invalidInput],
    [429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyRequests],
    [500, 'BAD_GATEWAY', MESSAGES.upstreamUnavailable],
    [502, 'BAD_GATEWAY', MESSAGES.upstreamUnavailable],
    [503, 'BAD_GATEWAY', MESSAGES.upstreamUnavailable],
  ] satisfies [number, TRPC_ERROR_CODE_KEY, string][])(
    '%i without a message → %s with the default Vietnamese message',
    async (status, code, message) => {
      fake.reply({ status, json: {} });

      const error = await failure(
        client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
      );

      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
      expect(error.cause.status).toBe(status);
    },
  );

  it('an empty upstream message falls back to the default message', async () => {
    fake.reply({ status: 404, json: { message: '' } });

    const error = await failure(
      client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
    );

    expect(error.message).toBe(MESSAGES.notFound);
  });

  it('keeps the message of an error body whose errors field is null', async () => {
    fake.reply({ status: 422, json: { message: 'Sai mật khẩu', errors: null } });

    const error = await failure(
      client().request({ method: 'POST', path: '/v1/auth/login', schema: z.unknown() }),
    );

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Sai mật khẩu');
    expect(error.cause.fieldErrors).toBeNull();
  });

  it('an HTML error page from a proxy (502) → BAD_GATEWAY with the default message', async () => {
    fake.reply({ status: 502, text: '<html><body>502 Bad Gateway</body></html>' });

    const error = await failure(
      client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamUnavailable);
    expect(error.cause.fieldErrors).toBeNull();
  });
});

describe('invalid success answers', () => {
  const invalid: [string, FakeReply][] = [
    ['an HTML page', { text: '<!doctype html><html><body>Xin chào</body></html>' }],
    ['plain text', { text: 'OK', contentType: 'text/plain' }],
    ['an empty JSON body', { text: '', contentType: 'application/json' }],
    ['a JSON array', { json: [playerWire] }],
    ['a JSON string', { json: 'ok' }],
    ['a JSON number', { json: 42 }],
    ['JSON null', { json: null }],
    ['data missing full_name', { json: { data: { ...playerWire, full_name: undefined } } }],
    ['data with an unknown rank', { json: { data: { ...playerWire, rank: 'Z' } } }],
    ['data of the wrong type', { json: { data: 'Trần Minh Tuấn' } }],
    ['no data at all', { json: { message: 'OK' } }],
    ['a list without meta', { json: { data: [playerWire] } }],
  ];

  it.each(invalid)('%s → BAD_GATEWAY with MESSAGES.upstreamInvalid', async (_label, reply) => {
    fake.reply(reply);

    const error = await failure(
      client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamInvalid);
    expect(error.cause.status).toBe(200);
    // An invalid answer is an answer: no retry.
    expect(fake.requests).toHaveLength(1);
  });

  it('a paginated schema rejects meta with missing fields', async () => {
    fake.reply({ json: { data: [playerWire], meta: { page: 1 } } });

    const error = await failure(
      client().request({ method: 'GET', path: '/v1/players', schema: paginatedWire(userWire) }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamInvalid);
  });
});
