// One retry layer (issue 16): the BFF retries a failed upstream read once and never a write, and
// the browser retries nothing (src/client/lib/query-client.ts). Counted at a real local upstream
// that fails every call with a retryable status.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server';
import { startBffOver } from '../support/bff-over-fake';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';

let upstream: FakeUpstream;
let server: RunningServer;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  // Every call here fails on purpose: the breaker must not step in and answer for the upstream.
  server = await startBffOver(upstream, { volumeThreshold: 1_000 });
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
});
beforeEach(() => {
  upstream.reset();
  upstream.reply({ status: 503, json: { message: 'Máy chủ dữ liệu đang bận' } });
});

const input = (value: object) => encodeURIComponent(JSON.stringify({ json: value }));
const json = { 'content-type': 'application/json' };

describe('upstream attempts per call, with an upstream answering 503', () => {
  it('a read: two (the first and one retry)', async () => {
    const response = await fetch(`${server.url}/trpc/config.get`);
    expect(response.status).toBe(502);
    expect(upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /app-api/v1/config',
      'GET /app-api/v1/config',
    ]);
  });

  it('config.mapRaceTo, a read over an upstream POST: one', async () => {
    const query = input({ rankA: 'K', rankB: 'D', raceTo: 7 });
    const response = await fetch(`${server.url}/trpc/config.mapRaceTo?input=${query}`);
    expect(response.status).toBe(502);
    expect(upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /app-api/v1/config/map-race-to',
    ]);
  });

  it('a write: one', async () => {
    const response = await fetch(`${server.url}/trpc/auth.login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ json: { username: 'player', password: 'Player@123' } }),
    });
    expect(response.status).toBe(502);
    expect(upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /app-api/v1/auth/login',
    ]);
  });
});
