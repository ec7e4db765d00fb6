// The upstream client's public reads: shared by every viewer, cached briefly, forgotten on change.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import { upstreamCallOf } from '../../src/server/upstream/client';
import { publicChangeOf } from '../../src/server/live/bus';
import { configWire } from '../../src/shared/wire/config';
import { z } from '../../src/shared/zod';
import type { FakeReply } from '../support/fake-upstream';
import { configBody, failure, useFakeUpstream } from '../support/upstream-client-world';

const { fake, client } = useFakeUpstream();

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
