// The BFF works on a few requests at once and queues the rest in arrival order (admission.ts):
// a crowd must not starve the requests that need several turns of the event loop.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admission } from '../../src/server/admission';
import { MESSAGES } from '../../src/shared/messages';

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A server whose `/hold/:n` answers when `release(n)` is called; `started` lists who began. */
async function gatedServer(options: Parameters<typeof admission>[0]) {
  const gates = new Map<string, () => void>();
  const waiting = new Map<string, Promise<void>>();
  const started: string[] = [];
  const arrived: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    arrived.push(req.path);
    next();
  });
  app.use(admission(options));
  app.get('/hold/:n', async (req, res) => {
    started.push(req.params.n);
    await (waiting.get(req.params.n) ??
      new Promise<void>((resolve) => gates.set(req.params.n, resolve)));
    res.json({ n: req.params.n });
  });
  app.get('/stream', (_req, res) => {
    started.push('stream');
    res.json({ stream: true });
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const release = (n: string) => {
    const gate = gates.get(n);
    if (gate) gate();
    else waiting.set(n, Promise.resolve());
  };
  return { base, started, arrived, release };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('admission', () => {
  it('works on `concurrency` requests at once, the next in the order they came', async () => {
    const { base, started, release } = await gatedServer({ concurrency: 2 });
    const answers = ['1', '2', '3', '4'].map((n) => fetch(`${base}/hold/${n}`));
    await until(() => started.length === 2);
    expect(started).toEqual(['1', '2']);
    release('2');
    await until(() => started.length === 3);
    expect(started).toEqual(['1', '2', '3']);
    for (const n of ['1', '3', '4']) release(n);
    const bodies = await Promise.all(answers.map(async (a) => (await a).json()));
    expect(bodies.map((b: { n: string }) => b.n)).toEqual(['1', '2', '3', '4']);
  });

  it('lets a live stream through without a place, and turns a crowd past its queue away in Vietnamese', async () => {
    const { base, started, arrived, release } = await gatedServer({
      concurrency: 1,
      maxWaiting: 1,
    });
    const first = fetch(`${base}/hold/1`);
    await until(() => started.length === 1);
    const queued = fetch(`${base}/hold/2`);
    await until(() => arrived.includes('/hold/2'));
    const stream = await fetch(`${base}/stream`, { headers: { accept: 'text/event-stream' } });
    expect(await stream.json()).toEqual({ stream: true });
    // One already waits: the next is told to come back, at once.
    const refused = await fetch(`${base}/hold/3`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ message: MESSAGES.serverBusy });
    release('1');
    release('2');
    expect((await first).status).toBe(200);
    expect((await queued).status).toBe(200);
  });
});
