// One client IP may hold a bounded number of live views open (issue 17, item 7): over it, the
// stream answers one clear error event instead of data, and closes; other clients are not
// touched, and a closed view frees its slot.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server';
import { MESSAGES } from '../../src/shared/messages';
import { startLocalServer } from '../support/local-server';

let server: RunningServer;
const open: AbortController[] = [];

beforeAll(async () => {
  // As behind a reverse proxy on this host: the client's IP arrives in X-Forwarded-For.
  server = await startLocalServer({ trustProxy: 'loopback', liveViewsPerIp: 2 });
});
afterAll(async () => {
  open.forEach((view) => view.abort());
  await server?.close();
});

/** Opens `matches.onLive` as `ip` and reads its first event: its SSE event name and data. */
async function firstEvent(ip: string) {
  const view = new AbortController();
  open.push(view);
  const response = await fetch(`${server.url}/trpc/matches.onLive`, {
    headers: { accept: 'text/event-stream', 'x-forwarded-for': ip },
    signal: view.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // The stream opens with tRPC's `connected` event; what follows is the view's first answer.
  for (;;) {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) < 0) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${buffer}`);
      buffer += decoder.decode(value, { stream: true });
    }
    const fields = new Map(
      buffer
        .slice(0, end)
        .split('\n')
        .map((line) => [
          line.slice(0, line.indexOf(':')),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    buffer = buffer.slice(end + 2);
    if (fields.get('event') !== 'connected') {
      return { view, event: fields.get('event') ?? 'message', data: fields.get('data') ?? '' };
    }
  }
}
it('refuses a third live view from one IP with a Vietnamese message, and serves the others', async () => {
  const first = await firstEvent('198.51.100.40');
  const second = await firstEvent('198.51.100.40');
  expect([first.event, second.event]).toEqual(['message', 'message']);

  const refused = await firstEvent('198.51.100.40');
  expect(refused.event).toBe('serialized-error');
  expect(refused.data).toContain(MESSAGES.tooManyLiveViews);
  expect(refused.data).toContain('TOO_MANY_REQUESTS');

  // Another client behind the same server is its own count.
  expect((await firstEvent('198.51.100.41')).event).toBe('message');

  // Closing a view gives its slot back.
  first.view.abort();
  await expect.poll(async () => (await firstEvent('198.51.100.40')).event).toBe('message');
});
