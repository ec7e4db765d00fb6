// Link previews' pictures (issue 21, item 4): a 1200 × 630 PNG for a tournament, a match, a player
// and the site, drawn from what their pages say; a changed score is a new picture; an unknown or
// malformed address is a 404, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { startLocalServer } from '../support/local-server';

let server: RunningServer;

beforeAll(async () => {
  server = await startLocalServer();
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
});
