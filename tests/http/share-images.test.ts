// Link previews' pictures (issue 21, item 4): a 1200 × 630 PNG for a tournament, a match, a player
// and the site, drawn from what their pages say; a changed score is a new picture (held a few
// seconds while a match goes on: share-image.ts, tested in tests/unit); an unknown or malformed
// address is a 404, never a 500; drawn in a worker whose queue is bounded (503) and at most
// SHARE_IMAGES_PER_MINUTE a client (429), so that a crowd of them holds nothing else up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { startLocalServer } from '../support/local-server';
import { MESSAGES } from '../../src/shared/messages';
import { SHARE_IMAGES_PER_MINUTE } from '../../src/server/share/share-routes';

let server: RunningServer;

beforeAll(async () => {
  // Each change drawn at once here, and a queue of two: what is tested is what they cause.
  server = await startLocalServer({ shareImages: { holdMs: 0, maxWaiting: 2 } });
});
afterAll(() => server?.close());

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** The response as a PNG: its width and height from the IHDR chunk, and its bytes. */
async function png(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes };
}

describe('share pictures', () => {
  it('are drawn for the site and for a tournament, a match and a player, at 1200 × 630', async () => {
    const { api } = createBidaHubClient({ url: server.url });
    const [live] = await api.matches.live.query();
    if (!live?.player1) throw new Error('the demo has a live match');
    for (const path of [
      '/og/site.png',
      `/og/tournaments/${live.tournament.id}.png`,
      `/og/matches/${live.id}.png`,
      `/og/players/${live.player1.id}.png`,
    ]) {
      const picture = await png(path);
      expect([picture.width, picture.height], path).toEqual([1200, 630]);
    }
  });

  it('show a match’s new score once it changes', async () => {
    const client = createBidaHubClient({ url: server.url });
    const { organizer } = FIXTURE_ACCOUNTS;
    await client.login(organizer.username, organizer.password);
    const live = (await client.api.matches.live.query()).find(
      (m) => m.carom === null && m.score1 + 1 < m.race1,
    );
    if (!live) throw new Error('a live pool match short of its race');
    const before = await png(`/og/matches/${live.id}.png`);
    await client.api.matches.score.mutate({ id: live.id, player: 1, delta: 1 });
    const after = await png(`/og/matches/${live.id}.png`);
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it('answer 404 in Vietnamese for an unknown entity or a malformed address', async () => {
    for (const path of [
      '/og/players/999999.png',
      '/og/matches/0.png',
      '/og/clubs/1.png',
      '/og/tournaments/1.jpg',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Không tìm thấy dữ liệu' });
    }
  });

  it('turn a crowd away: 503 while too many wait to be drawn, 429 past a client’s share', async () => {
    const { api } = createBidaHubClient({ url: server.url });
    const players = (await api.players.list.query({ page: 1, perPage: 30 })).data;
    // Distinct pictures at once, more than the worker's queue holds: some are turned away.
    const statuses = await Promise.all(
      players
        .slice(0, 12)
        .map(async (p) => (await fetch(`${server.url}/og/players/${p.id}.png`)).status),
    );
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // This client has asked for more than 20 in this minute by now: the rest are 429.
    let limited: Response | undefined;
    for (const p of players) {
      const response = await fetch(`${server.url}/og/players/${p.id}.png`);
      if (response.status === 429) {
        limited = response;
        break;
      }
    }
    expect(limited?.status).toBe(429);
    expect(await limited?.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(SHARE_IMAGES_PER_MINUTE).toBeLessThan(players.length + 12);
  });
});
