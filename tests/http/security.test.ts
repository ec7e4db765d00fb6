// HTTP hardening as a browser or an attacker meets it: security headers and the Content Security
// Policy (Firebase and reCAPTCHA only on the phone pages), the cross-site request guard, rate
// limits on the account-entry procedures, the body size limit, and production error bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { MESSAGES } from '../../src/shared/messages';
import type { RunningServer } from '../../src/server/server';
import { serverWithClient } from '../support/built-client';
import { startLocalServer } from '../support/local-server';
import { killServerProcesses, startServerProcess } from '../support/server-process';
import { memoryDatabase } from '../support/databases';

const { player, organizer } = FIXTURE_ACCOUNTS;
const EMULATOR = '127.0.0.1:9399';

let server: RunningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  // Phone sign-in configured (against the emulator), as `npm start` runs it.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR;
  ({ server, close } = await serverWithClient(
    {
      'index.html':
        '<!doctype html><html><head><script>document.title = "x";</script></head>' +
        '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    },
    {
      rateLimits: {
        login: { perIp: 3 },
        checkPhone: { perIp: 6, perAccount: 2 },
        reset: { perIp: 50, perAccount: 2 },
      },
    },
  ));
});
afterAll(async () => {
  await close?.();
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
});

type TrpcReply = {
  error?: { json: { message: string; data: { code: string } } };
  result?: { data: { json: unknown } };
};

/** A tRPC mutation as the web client sends it (JSON, from our own page unless told otherwise). */
async function mutate(
  procedure: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: TrpcReply; headers: Headers }> {
  const response = await fetch(`${server.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify({ json: input }),
  });
  return {
    status: response.status,
    body: (await response.json()) as TrpcReply,
    headers: response.headers,
  };
}

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('every page gets a strict Content Security Policy that allows our hashed inline script', async () => {
    const response = await fetch(`${server.url}/tournaments`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
    expect(scripts.join(' ')).not.toMatch(/google|unsafe/);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // Pictures from this server alone unless IMAGE_ORIGINS names others (tests/http/images.test.ts).
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('only the phone sign-in pages may load Firebase and reCAPTCHA', async () => {
    for (const page of ['/signup', '/forgot-password']) {
      const csp = directives(
        (await fetch(`${server.url}${page}`)).headers.get('content-security-policy'),
      );
      expect(csp.get('script-src')).toContain('https://www.google.com/recaptcha/');
      expect(csp.get('connect-src')).toContain('https://identitytoolkit.googleapis.com');
      expect(csp.get('connect-src')).toContain(`http://${EMULATOR}`);
      expect(csp.get('frame-src')).toContain('https://www.google.com/recaptcha/');
    }
  });
});

describe('public answers', () => {
  const ask = async (procedure: string, cookie = '') => {
    const response = await fetch(`${server.url}/trpc/${procedure}`, { headers: { cookie } });
    return { status: response.status, text: await response.text() };
  };
  const cookieOf = async (account: keyof typeof FIXTURE_ACCOUNTS) => {
    const { username, password } = FIXTURE_ACCOUNTS[account];
    const login = await mutate('auth.login', { username, password });
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };

  it('tell a visitor no versions; the operator sees them', async () => {
    const visitor = await ask('system.info');
    expect(visitor.status).toBe(200);
    expect(visitor.text).not.toContain(process.version);
    expect((await ask('system.runtime')).status).toBe(401);
    const health = await (await fetch(`${server.url}/healthz`)).text();
    expect(health).not.toContain(process.version);

    const organiser = await ask('system.runtime', await cookieOf('organizer'));
    expect(organiser.status).toBe(403);
    expect(organiser.text).not.toContain(process.version);

    const staff = await ask('system.runtime', await cookieOf('operator'));
    expect(staff.status).toBe(200);
    expect(staff.text).toContain(process.version);
  });
});

describe('cross-site request guard', () => {
  it('refuses a mutation another site makes with the visitor’s cookie, and does nothing', async () => {
    const login = await mutate('auth.login', {
      username: player.username,
      password: player.password,
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    // Another site's page, as the browser names it: by Origin, or by Referer alone.
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const forged of forgeries) {
      const response = await fetch(`${server.url}/trpc/auth.logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...forged },
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: MESSAGES.crossSiteRequest });
    }
    // A form post (not JSON) is refused too, whatever the origin says.
    const form = await fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: 'a=1',
    });
    expect(form.status).toBe(415);

    // The session survived all of it.
    const me = await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({
      result: { data: { json: { username: player.username } } },
    });
  });

  it('lets the app’s own page and non-browser clients through', async () => {
    expect((await mutate('auth.checkPhone', { phone: '0912000999' })).status).toBe(200);
    const noOrigin = await fetch(`${server.url}/trpc/auth.checkPhone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { phone: '0912000998' } }),
    });
    expect(noOrigin.status).toBe(200);
  });
});

describe('cross-site request guard with PUBLIC_ORIGIN', () => {
  let named: RunningServer;
  beforeAll(async () => {
    named = await startLocalServer({ publicOrigins: ['https://bidahub.example'] });
  });
  afterAll(() => named?.close());

  const loginFrom = async (origin: string) =>
    (
      await fetch(`${named.url}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ json: { username: 'ai_do', password: 'Sai@12345' } }),
      })
    ).status;

  it('lets the configured origin through and refuses every other, the Host it was sent to included', async () => {
    expect(await loginFrom('https://bidahub.example')).toBe(400);
    // A page that makes the browser send our Host (DNS rebinding) is not us.
    expect(await loginFrom(named.url)).toBe(403);
    expect(await loginFrom('http://bidahub.example')).toBe(403);
    expect(await loginFrom('https://evil.example')).toBe(403);
  });
});

describe('rate limits', () => {
  it('counts failed logins per client, never per account; a success costs nothing; the limit names itself in Vietnamese', async () => {
    const wrong = { username: organizer.username, password: 'khong-dung' };
    expect(
      (await mutate('auth.login', { username: organizer.username, password: organizer.password }))
        .status,
    ).toBe(200);
    // Failures on two accounts: one client's count, which no account shares.
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await mutate('auth.login', wrong)).status);
    statuses.push((await mutate('auth.login', { ...wrong, username: player.username })).status);
    expect(statuses).toEqual([400, 400, 400]);

    const refused = await mutate('auth.login', {
      username: player.username,
      password: player.password,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.json.message).toBe(MESSAGES.tooManyAttempts);
    expect(refused.body.error?.json.data.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers.get('ratelimit')).toMatch(/r=0/);
  });

  it('counts phone checks per phone number, however the number is written, and per address', async () => {
    const results = [];
    for (const phone of ['0912345001', '+84912345001', '84 912 345 001']) {
      results.push((await mutate('auth.checkPhone', { phone })).status);
    }
    expect(results).toEqual([200, 200, 429]);
    // Another number still passes: that refusal was the phone's own limit…
    expect((await mutate('auth.checkPhone', { phone: '0912345002' })).status).toBe(200);
    // …and the address's: two checks earlier in this file and four here make six; then no more.
    const other = await mutate('auth.checkPhone', { phone: '0912345004' });
    expect(other.status).toBe(429);
    expect(other.body.error?.json.message).toBe(MESSAGES.tooManyRequests);
  });

  it('a batch may not multiply attempts', async () => {
    const attempt = { json: { username: 'someone', password: 'x' } };
    const response = await fetch(`${server.url}/trpc/auth.login,auth.login?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: attempt, 1: attempt }),
    });
    const body = (await response.json()) as TrpcReply[];
    expect(body.map((item) => item.error?.json.data.code)).toEqual([
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
  });

  it('limits password resets per phone', async () => {
    const reset = {
      idToken: 'not-a-real-token',
      phone: '0912345003',
      password: 'MatKhau@123',
      confirmPassword: 'MatKhau@123',
    };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await mutate('auth.phoneResetPassword', reset)).status);
    expect(statuses.slice(0, 2).every((s) => s >= 400 && s < 429)).toBe(true);
    expect(statuses[2]).toBe(429);
  });
});

describe('request size', () => {
  it('refuses a body over 100 KB with a Vietnamese message', async () => {
    const response = await fetch(`${server.url}/trpc/auth.updateInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { bio: 'x'.repeat(200_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: MESSAGES.payloadTooLarge });
  });

  it("gives a protest's photo room, on the BFF and the upstream, and that call alone", async () => {
    const photo = { contentType: 'image/jpeg', data: 'A'.repeat(700_000) };
    const body = (id: number) => JSON.stringify({ json: { id, reason: 'Ảnh kèm', photo } });
    const protest = await fetch(`${server.url}/trpc/matches.protest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(1),
    });
    const upstream = await fetch(`${server.url}/app-api/v1/matches/1/protests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Ảnh kèm', photo }),
    });
    // The client batches calls made together: the photo travels beside another call.
    const batched = await fetch(`${server.url}/trpc/matches.protests,matches.protest?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { json: { id: 1 } }, 1: JSON.parse(body(1)) }),
    });
    const other = await fetch(`${server.url}/trpc/matches.presence`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(1),
    });

    // Read, then refused for want of a session: not for its size.
    expect([protest.status, upstream.status]).toEqual([401, 401]);
    expect(batched.status).not.toBe(413);
    expect(other.status).toBe(413);
  });
});

describe('in production', () => {
  let url = '';

  beforeAll(async () => {
    url = (
      await startServerProcess(memoryDatabase('none'), {
        NODE_ENV: 'production',
        APP_MODE: 'production',
        SEED: 'none',
      })
    ).url;
  }, 60_000);
  afterAll(killServerProcesses);

  it('error bodies carry a message and no stack trace or internals', async () => {
    const replies = await Promise.all([
      fetch(`${url}/trpc/tournaments.get?input=${encodeURIComponent('{"json":{"id":"x"}}')}`),
      fetch(`${url}/trpc/no.such.procedure`),
      fetch(`${url}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"json": {',
      }),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      const text = await reply.text();
      expect(text).not.toMatch(/stack|node_modules|at file:|\.ts:\d+/);
      expect(text).toMatch(/message/);
    }
  });
});

describe('names others see', () => {
  // Its own server: the rate-limit tests above spend this server's tight login budget.
  let own: RunningServer;
  beforeAll(async () => {
    own = await startLocalServer();
  });
  afterAll(() => own?.close());

  it('lose hidden characters and compose, through the upstream’s own door too', async () => {
    const login = await fetch(`${own.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { username: player.username, password: player.password } }),
    });
    const token = /token=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1] ?? '';
    // A line break, a right-to-left override, a zero-width space and a decomposed "ễ".
    const dirty = 'Trần\r\nMinh\u202E Tu\u200Bấn Nguye\u0302\u0303n';
    const direct = await fetch(`${own.url}/app-api/v1/auth/update-info`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${decodeURIComponent(token)}`,
      },
      body: JSON.stringify({ full_name: dirty }),
    });
    expect(direct.status).toBe(200);
    const stored = ((await direct.json()) as { data: { full_name: string } }).data.full_name;
    expect(stored).toBe('Trần Minh Tuấn Nguyễn'.normalize('NFC'));
    expect(stored).not.toMatch(/[\r\n\u202e\u200b]/);
    // A name of nothing but hidden characters is no name.
    const empty = await fetch(`${own.url}/app-api/v1/auth/update-info`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${decodeURIComponent(token)}`,
      },
      body: JSON.stringify({ full_name: '\u200B\u202E\u200B' }),
    });
    expect(empty.status).toBe(422);
  });
});
