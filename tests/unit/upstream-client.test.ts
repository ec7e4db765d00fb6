// The BFF's upstream client: what it sends, the envelope rule, notices, retries and shared calls.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import { createUpstreamClient, RETRY_STATUSES } from '../../src/server/upstream/client';
import { userWire } from '../../src/shared/wire/auth';
import { configWire } from '../../src/shared/wire/config';
import { paginatedWire, type MetaWire } from '../../src/shared/wire/envelope';
import { z } from '../../src/shared/zod';
import { startFakeUpstream, type FakeReply } from '../support/fake-upstream';
import {
  appUser,
  configBody,
  failure,
  only,
  organizer,
  playerUser,
  playerWire,
  SPEC_RETRY_STATUSES,
  useFakeUpstream,
  wireUser,
  WRITE_METHODS,
} from '../support/upstream-client-world';

const { fake, client } = useFakeUpstream();

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
