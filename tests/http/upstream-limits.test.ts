// The upstream defends its own sign-in (issue 17): password guessing and phone enumeration sent
// straight to `/app-api` meet the same limits as through `/trpc`, counted per client. The BFF
// forwards each browser's IP, so one client over a limit does not shut the others out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { RATE_RULES } from '../../src/shared/rate-rules';
import type { RunningServer } from '../../src/server/server';
import { startLocalServer } from '../support/local-server';

const { player, organizer } = FIXTURE_ACCOUNTS;
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

async function trpcLogin(username: string, password: string, ip: string) {
  const response = await fetch(`${server.url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': ip },
    body: JSON.stringify({ json: { username, password } }),
  });
  const body = (await response.json()) as { error?: { json: { data: { code: string } } } };
  return body.error?.json.data.code ?? 'OK';
}

describe('the upstream limits its own sign-in', () => {
  it('stops password guessing sent straight to /app-api after the account’s limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await upstreamPost(
        '/auth/login',
        { username: player.username, password: `Sai@${i}2345` },
        '198.51.100.1',
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.message).toMatch(/thử lại/i);
    }
    const allowed = RATE_RULES.login.perAccount;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(422));
    expect(new Set(statuses.slice(allowed))).toEqual(new Set([429]));
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
