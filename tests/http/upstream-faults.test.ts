// A remote upstream that fails: the BFF stops calling it after repeated faults and answers 503 at
// once (open), lets one trial call through after a pause (half-open), and serves normally again
// when the trial succeeds (closed). Readiness follows. The upstream is a real local HTTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepSnakeKeys } from '../../src/shared/wire/case';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import { MESSAGES } from '../../src/shared/messages';
import type { RunningServer } from '../../src/server/server';
import { startBffOver } from '../support/bff-over-fake';
import { startFakeUpstream, type FakeReply, type FakeUpstream } from '../support/fake-upstream';

const healthy: FakeReply = { json: { data: deepSnakeKeys(DEFAULT_CONFIG) } };
const failing: FakeReply = { status: 500, json: { message: 'database exploded' } };

let upstream: FakeUpstream;
let server: RunningServer;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  server = await startBffOver(upstream, {
    volumeThreshold: 4,
    errorThresholdPercentage: 50,
    rollingWindowMs: 10_000,
    resetTimeoutMs: 300,
  });
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

// Signed calls: the readiness probe asks the same upstream path without a token, so it never
// shares an in-flight call with these (identical GETs in flight are sent once).
async function getConfig() {
  const response = await fetch(`${server.url}/trpc/config.get`, {
    headers: { authorization: 'Bearer visitor-token' },
  });
  const body = (await response.json()) as { error?: { json: { message: string } } };
  return { status: response.status, message: body.error?.json.message ?? null };
}

async function circuit(): Promise<string> {
  const response = await fetch(`${server.url}/readyz`);
  return ((await response.json()) as { upstream: { circuit: string } }).upstream.circuit;
}

describe('circuit breaker on the upstream', () => {
  it('opens after repeated faults, fails fast, lets one trial through, and closes on success', async () => {
    upstream.reply(healthy);
    expect(await getConfig()).toEqual({ status: 200, message: null });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, upstream: { circuit: 'closed' } });

    // Faults: 502 while the circuit is still closed (each GET tried twice), until more than
    // half of the recent calls failed; from then on 503.
    upstream.reset();
    upstream.reply(failing);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await getConfig()).status);
    expect(statuses[0]).toBe(502);
    expect(statuses.slice(statuses.indexOf(503))).toEqual(
      Array(statuses.length - statuses.indexOf(503)).fill(503),
    );
    expect(statuses).toContain(503);

    // Open: answered at once with 503, and the upstream hears nothing more.
    const heard = upstream.requests.length;
    const fast = await getConfig();
    expect(fast).toEqual({ status: 503, message: MESSAGES.upstreamPaused });
    expect(upstream.requests.length).toBe(heard);
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ ready: false, upstream: { circuit: 'open' } });

    // After the pause one trial call reaches the upstream; it is held while we look.
    let release: (reply: FakeReply) => void = () => {};
    upstream.reply({ held: new Promise<FakeReply>((resolve) => (release = resolve)) });
    const calls: Promise<{ status: number }>[] = [];
    await expect
      .poll(
        () => {
          calls.push(getConfig());
          return upstream.requests.length;
        },
        { interval: 50, timeout: 5_000 },
      )
      .toBe(heard + 1);
    expect(await circuit()).toBe('half-open');

    // The trial succeeds: closed, and the upstream is used again. Calls made while the trial
    // was under way joined it; none reached the upstream on their own.
    release(healthy);
    upstream.reply(healthy);
    const settled = await Promise.all(calls);
    expect(settled.some((r) => r.status === 200)).toBe(true);
    expect(upstream.requests.length).toBe(heard + 1);
    expect(await circuit()).toBe('closed');
    expect(await getConfig()).toEqual({ status: 200, message: null });
  });

  it('a failed trial opens the circuit again', async () => {
    upstream.reset();
    upstream.reply(failing);
    // Earlier successes are still in the rolling window: fail until the rate tips it open.
    await expect
      .poll(
        async () => {
          await getConfig();
          return circuit();
        },
        { interval: 0, timeout: 5_000 },
      )
      .toBe('open');

    const heard = upstream.requests.length;
    await expect
      .poll(
        async () => {
          await getConfig();
          return upstream.requests.length;
        },
        { interval: 50, timeout: 5_000 },
      )
      .toBeGreaterThan(heard);
    expect(await circuit()).toBe('open');
    expect((await getConfig()).status).toBe(503);
  });
});
