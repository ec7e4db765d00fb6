// Pictures come from BidaHub itself or the origins IMAGE_ORIGINS lists (issue 17, item 6): an
// avatar or a description picture from anywhere else could tell its author who looked. The
// upstream refuses them on both doors, and the page's CSP loads no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { deepSnakeKeys } from '../../src/shared/wire/case';
import { startLocalServer } from '../support/local-server';
import { tournamentInput } from '../support/tournament-world';

const { organizer } = FIXTURE_ACCOUNTS;
const ALLOWED = 'https://anh.bidahub.example';
const REFUSED = `Chỉ dùng được ảnh từ BidaHub hoặc anh.bidahub.example`;
let server: RunningServer;
let token = '';

beforeAll(async () => {
  server = await startLocalServer({ imageOrigins: [ALLOWED] });
  const login = await fetch(`${server.url}/app-api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: organizer.username, password: organizer.password }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});
afterAll(() => server?.close());

async function upstream(method: string, path: string, body: object) {
  const response = await fetch(`${server.url}/app-api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: Record<string, string[]> },
  };
}

const signedIn = async () => {
  const client = createBidaHubClient({ url: server.url });
  await client.login(organizer.username, organizer.password);
  return client.api;
};

describe('avatars', () => {
  it('are refused from another host on /app-api and /trpc, and kept from BidaHub or the list', async () => {
    const direct = await upstream('PUT', '/auth/update-info', {
      avatar_url: 'https://theo-doi.example/pixel.png',
    });
    expect(direct.status).toBe(422);
    expect(direct.body.errors).toEqual({ avatar_url: [REFUSED] });

    const api = await signedIn();
    await expect(
      api.auth.updateInfo.mutate({ avatarUrl: 'https://theo-doi.example/pixel.png' }),
    ).rejects.toMatchObject({ message: REFUSED });
    expect((await api.auth.me.query())?.avatar).toBeNull();

    const avatarUrl = `${ALLOWED}/u/1.png`;
    expect((await api.auth.updateInfo.mutate({ avatarUrl })).avatar).toBe(avatarUrl);
  });
});

describe('pictures in a tournament description', () => {
  const described = (description: string) =>
    deepSnakeKeys(tournamentInput({ name: 'Giải có ảnh', description }));

  it('are refused from another host, inline or by reference, on both doors', async () => {
    for (const description of [
      '## Điều lệ\n\n![bàn](https://theo-doi.example/ban.jpg)',
      'Xem sơ đồ ![sơ đồ][so-do]\n\n[so-do]: https://theo-doi.example/so-do.png',
    ]) {
      const direct = await upstream('POST', '/tournaments', described(description));
      expect(direct.status).toBe(422);
      expect(direct.body.errors).toEqual({ description: [REFUSED] });
    }
    const api = await signedIn();
    await expect(
      api.tournaments.create.mutate(
        tournamentInput({ description: '![x](https://theo-doi.example/x.png)' }),
      ),
    ).rejects.toMatchObject({ message: REFUSED });
  });

  it('are kept from this server and the list, and a plain link to anywhere is still a link', async () => {
    const api = await signedIn();
    const description = `![bàn](${ALLOWED}/ban.jpg) ![logo](/logo.svg)\n\n[Bản đồ](https://maps.example/quan-10)`;
    const created = await api.tournaments.create.mutate(tournamentInput({ description }));
    expect(created.description).toBe(description);
    await expect(
      api.tournaments.update.mutate({
        id: created.id,
        description: '![lạ](https://theo-doi.example/y.png)',
      }),
    ).rejects.toMatchObject({ message: REFUSED });
    expect((await api.tournaments.get.query({ id: created.id })).description).toBe(description);
  });
});

it('the page’s CSP loads pictures from this server and the configured origins only', async () => {
  const response = await fetch(`${server.url}/healthz`);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`img-src 'self' data: blob: ${ALLOWED};`);
});
