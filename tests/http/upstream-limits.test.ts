// The upstream defends its own sign-in (issue 17), and the venue's check-in code (issue 19):
// password guessing, phone enumeration and code guessing sent straight to `/app-api` meet the
// same limits as through `/trpc`, counted per client. The BFF
// forwards each browser's IP, so one client over a limit does not shut the others out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD } from '../../fixtures/players';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { MESSAGES } from '../../src/shared/messages';
import { RATE_RULES, backoffDelayMs } from '../../src/shared/rate-rules';
import type { RunningServer } from '../../src/server/server';
import { startLocalServer } from '../support/local-server';

const { player, organizer, viewer } = FIXTURE_ACCOUNTS;
let server: RunningServer;

beforeAll(async () => {
  server = await startLocalServer({
    // As behind a reverse proxy on this host: the client's IP arrives in X-Forwarded-For.
    trustProxy: 'loopback',
    // The BFF's first line out of the way: only the upstream's own limits answer here.
    rateLimits: { login: { perIp: 1_000, perAccount: 1_000 } },
  });
});
afterAll(async () => {
  await server?.close();
});

const json = { 'content-type': 'application/json', accept: 'application/json' };

async function upstreamPost(path: string, body: object, ip: string) {
  const response = await fetch(`${server.url}/app-api/v1${path}`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

async function trpcMutation(procedure: string, input: object, ip: string, cookie = '') {
  const response = await fetch(`${server.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { ...json, origin: server.url, 'x-forwarded-for': ip, cookie },
    body: JSON.stringify({ json: input }),
  });
  const body = (await response.json()) as { error?: { json: { data: { code: string } } } };
  return { code: body.error?.json.data.code ?? 'OK', cookie: response.headers.get('set-cookie') };
}

const trpcLogin = async (username: string, password: string, ip: string) =>
  (await trpcMutation('auth.login', { username, password }, ip)).code;

/** How long `attempt` took to be answered, in ms, with what it answered. */
async function timed<T>(attempt: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await attempt();
  return { ms: performance.now() - started, answer };
}

describe('the upstream limits its own sign-in', () => {
  it('stops a client guessing passwords straight at /app-api after its failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.login.perIp + 2; i++) {
      const answer = await upstreamPost(
        '/auth/login',
        { username: `khong_co_${i}`, password: 'Sai@12345' },
        '198.51.100.1',
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.message).toBe(MESSAGES.tooManyAttempts);
    }
    const allowed = RATE_RULES.login.perIp;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(422));
    expect(statuses.slice(allowed)).toEqual([429, 429]);
  });

  it('stops phone enumeration from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.checkPhone.perIp + 2; i++) {
      const phone = `+8490${String(1_000_000 + i)}`;
      statuses.push((await upstreamPost('/auth/check-phone', { phone }, '198.51.100.2')).status);
    }
    expect(statuses.slice(0, RATE_RULES.checkPhone.perIp).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(RATE_RULES.checkPhone.perIp)).toEqual([429, 429]);
  });

  it('counts per browser behind the BFF: one client over the limit leaves the others be', async () => {
    // Failures on many accounts from one client: over the upstream's per-IP limit.
    for (let i = 0; i < RATE_RULES.login.perIp; i++) {
      expect(await trpcLogin(`khong_co_${i}`, 'Sai@12345', '203.0.113.7')).toBe('BAD_REQUEST');
    }
    expect(await trpcLogin('khong_co_nua', 'Sai@12345', '203.0.113.7')).toBe('TOO_MANY_REQUESTS');
    // Another browser, through the same BFF, is not that client.
    expect(await trpcLogin(organizer.username, organizer.password, '203.0.113.8')).toBe('OK');
  });
});

describe('password checks slow a failing client down and never lock the owner out', () => {
  const { slowAfter } = RATE_RULES.login;

  it('each failure from one client makes its next attempt wait longer; the owner elsewhere is let in', async () => {
    const guesser = '198.51.100.20';
    const attempts: { ms: number; answer: { status: number } }[] = [];
    for (let i = 0; i < slowAfter + 2; i++) {
      attempts.push(
        await timed(() =>
          upstreamPost(
            '/auth/login',
            { username: player.username, password: `Sai@${i}x9` },
            guesser,
          ),
        ),
      );
    }
    expect(attempts.map((a) => a.answer.status)).toEqual(Array(slowAfter + 2).fill(422));
    expect(attempts[slowAfter]?.ms).toBeGreaterThanOrEqual(
      backoffDelayMs(slowAfter + 1, slowAfter),
    );
    expect(attempts[slowAfter + 1]?.ms).toBeGreaterThanOrEqual(
      backoffDelayMs(slowAfter + 2, slowAfter),
    );
    // The owner, on another client, through either door: let in, not refused.
    expect(await trpcLogin(player.username, player.password, '198.51.100.21')).toBe('OK');
    const direct = await upstreamPost(
      '/auth/login',
      { username: player.username, password: player.password },
      '198.51.100.22',
    );
    expect(direct.status).toBe(200);
  });

  it('the current-password check of a password change is slowed down the same way', async () => {
    const ip = '198.51.100.30';
    const { cookie } = await trpcMutation(
      'auth.login',
      { username: viewer.username, password: viewer.password },
      ip,
    );
    const session = cookie?.split(';')[0] ?? '';
    const change = (currentPassword: string, newPassword: string) =>
      trpcMutation(
        'auth.changePassword',
        { currentPassword, newPassword, confirmPassword: newPassword },
        ip,
        session,
      );
    const wrong = [];
    for (let i = 0; i <= slowAfter; i++)
      wrong.push(await timed(() => change(`Sai@${i}x9`, 'Moi@2026x')));
    expect(wrong.map((a) => a.answer.code)).toEqual(Array(slowAfter + 1).fill('BAD_REQUEST'));
    expect(wrong[slowAfter]?.ms).toBeGreaterThanOrEqual(backoffDelayMs(slowAfter + 1, slowAfter));
    // The right one is held like any attempt of this client, and goes through.
    expect((await change(viewer.password, 'Moi@2026x')).code).toBe('OK');
    expect((await change('Moi@2026x', viewer.password)).code).toBe('OK');
  });
});

describe('the venue check-in code cannot be guessed from home', () => {
  const { slowAfter } = RATE_RULES.checkIn;
  const inCheckIn = FIXTURE_TOURNAMENTS.find((t) => t.checkedIn !== undefined);
  const absent = inCheckIn?.players.find((username) => !inCheckIn.checkedIn?.includes(username));

  async function call(method: string, path: string, token: string, body?: object) {
    const response = await fetch(`${server.url}/app-api/v1${path}`, {
      method,
      headers: { ...json, authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.40' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown } };
  }
  const tokenOf = async (username: string, password: string) =>
    (
      (await upstreamPost('/auth/login', { username, password }, '198.51.100.41')).body as {
        data?: { token?: string };
      }
    ).data?.token ?? '';

  it('each wrong code from one session makes its next attempt wait longer', async () => {
    if (!inCheckIn || !absent) throw new Error('the demo has a tournament in check-in');
    const organizerToken = await tokenOf(organizer.username, organizer.password);
    const list = await call('GET', `/tournaments?q=${encodeURIComponent(inCheckIn.name)}`, '');
    const id = (list.body as unknown as { data: { id: number }[] }).data[0]?.id;
    const shown = await call('GET', `/tournaments/${id}/check-in/code`, organizerToken);
    const { code } = shown.body.data as { code: string };
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

    const token = await tokenOf(absent, DEMO_PLAYER_PASSWORD);
    const attempts = [];
    for (let i = 0; i <= slowAfter; i++) {
      attempts.push(
        await timed(() => call('POST', `/tournaments/${id}/check-in`, token, { code: wrong })),
      );
    }
    expect(attempts.map((a) => a.answer.status)).toEqual(Array(slowAfter + 1).fill(422));
    expect(attempts[slowAfter]?.ms).toBeGreaterThanOrEqual(
      backoffDelayMs(slowAfter + 1, slowAfter),
    );
  });
});
