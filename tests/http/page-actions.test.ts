// The document's own forms (server/first-paint-actions.ts, page-actions.ts): a signed-in phone
// joins an event or starts a match from the server's HTML before the app's code has come. The
// post runs the app's procedure and goes back to the page, which says what came of it once.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import { tournamentInput } from '../../fixtures/tournament-input';
import { DOCUMENT_DATA_ID, type DocumentData } from '../../src/shared/document-data';
import { SESSION_DOCUMENT_HEADER, SESSION_TAG_COOKIE } from '../../src/shared/headers';
import { PAGE_NOTICE_COOKIE, type PageNotice } from '../../src/shared/page-notice';
import { PAGE_NOTICE_MAX_AGE_MS, sealPageNotice } from '../../src/server/page-actions';
import { FIRST_PAINT_DIALOG_SLOT, FIRST_PAINT_SLOT } from '../../src/server/first-paint';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { serverWithClient } from '../support/built-client';

const DOCUMENT =
  '<!doctype html><html lang="vi"><head><title>BidaHub</title></head>' +
  `<body><div id="root">${FIRST_PAINT_SLOT}</div>${FIRST_PAINT_DIALOG_SLOT}</body></html>`;

let server: RunningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await serverWithClient({ 'index.html': DOCUMENT }));
});
afterAll(() => close?.());

const BLOCK = new RegExp(
  `<script type="application/json" id="${DOCUMENT_DATA_ID}">([^<]*)</script>`,
);

/** A browser: its cookies, kept across requests as a browser keeps them. */
async function browserOf(account?: { username: string; password: string }) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const gone = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  if (account) {
    const response = await fetch(`${server.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: account }),
    });
    if (!response.ok) throw new Error(`${account.username} could not sign in`);
    keep(response);
  }
  return {
    jar,
    /** The page's document, its HTML and its data block. */
    async open(pathname: string) {
      const response = await fetch(`${server.url}${pathname}`, { headers: { cookie: cookie() } });
      keep(response);
      const html = await response.text();
      const data = JSON.parse(BLOCK.exec(html)?.[1] ?? '{}') as DocumentData;
      return { response, html, data };
    },
    /** A form's post, as the browser sends it from one of our pages. */
    async post(action: string, origin = server.url) {
      const response = await fetch(`${server.url}${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: cookie(),
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
        },
      });
      keep(response);
      return response;
    },
  };
}

async function organiser() {
  const client = createBidaHubClient({ url: server.url });
  await client.login(FIXTURE_ACCOUNTS.organizer.username, FIXTURE_ACCOUNTS.organizer.password);
  return client;
}

async function playerCoin() {
  const client = createBidaHubClient({ url: server.url });
  await client.login(FIXTURE_ACCOUNTS.player.username, FIXTURE_ACCOUNTS.player.password);
  return (await client.api.auth.me.query())?.coin ?? 0;
}

describe("the document's join and leave", () => {
  it('asks and joins once from the HTML, and the page says so once', async () => {
    const { id } = await (
      await organiser()
    ).api.tournaments.create.mutate(
      tournamentInput({ name: 'Giải đăng ký bằng biểu mẫu', entryFee: 10 }),
    );
    const browser = await browserOf(FIXTURE_ACCOUNTS.player);
    const coin = await playerCoin();

    const before = await browser.open(`/tournaments/${id}`);
    expect(before.html).toContain('>Tham gia giải</button>');
    expect(before.html).toContain(
      `<form class="fp-form" method="post" action="/actions/tournaments/${id}/join">`,
    );
    expect(before.html).toContain(`Lệ phí tham gia: 10 xu. Số dư của bạn: ${coin} xu`);

    const posted = await browser.post(`/actions/tournaments/${id}/join`);
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/tournaments/${id}`);
    expect(await playerCoin()).toBe(coin - 10);

    const after = await browser.open(`/tournaments/${id}`);
    const told = `Đã đăng ký tham gia giải. Số dư còn ${coin - 10} xu.`;
    expect(after.html).toContain(
      `<p class="fp-notice fp-notice-success" role="status">${told}</p>`,
    );
    expect(after.data.notice).toMatchObject({ kind: 'success', text: told });
    expect(after.html).toContain(`action="/actions/tournaments/${id}/leave"`);
    // Told once: the notice's cookie is gone with the page that showed it.
    expect(browser.jar.has(PAGE_NOTICE_COOKIE)).toBe(false);
    expect((await browser.open(`/tournaments/${id}`)).html).not.toContain('fp-notice');

    // A second post (a double tap, a resend) is refused by the upstream and charges nothing.
    const again = await browser.post(`/actions/tournaments/${id}/join`);
    expect(again.status).toBe(303);
    const refused = await browser.open(`/tournaments/${id}`);
    expect(refused.data.notice).toMatchObject({ kind: 'error' });
    expect(refused.html).toContain('fp-notice-error');
    expect(await playerCoin()).toBe(coin - 10);

    await browser.post(`/actions/tournaments/${id}/leave`);
    const left = await browser.open(`/tournaments/${id}`);
    expect(left.data.notice?.text).toBe(`Đã rút khỏi giải và hoàn 10 xu. Số dư: ${coin} xu.`);
    expect(await playerCoin()).toBe(coin);
  });

  it('offers a visitor the sign-in, no form, and refuses a post without a session in Vietnamese', async () => {
    const { id } = await (
      await organiser()
    ).api.tournaments.create.mutate(tournamentInput({ name: 'Giải khách xem' }));
    const visitor = await browserOf();
    const { html } = await visitor.open(`/tournaments/${id}`);
    expect(html).toContain(
      `href="/login?redirect=%2Ftournaments%2F${id}">Đăng nhập để tham gia</a>`,
    );
    expect(html).not.toContain('<form');
    expect((await visitor.post(`/actions/tournaments/${id}/join`)).status).toBe(303);
    const page = await visitor.open(`/tournaments/${id}`);
    expect(page.data.notice).toMatchObject({ kind: 'error' });
    expect(page.data.notice?.text).toMatch(/đăng nhập/i);
  });

  it("refuses another site's post, and a form the browser does not say is ours", async () => {
    const { id } = await (
      await organiser()
    ).api.tournaments.create.mutate(tournamentInput({ name: 'Giải bị giả mạo' }));
    const browser = await browserOf(FIXTURE_ACCOUNTS.player);
    for (const origin of ['https://evil.example', 'null', '']) {
      const response = await browser.post(`/actions/tournaments/${id}/join`, origin);
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/trang BidaHub/);
    }
    const page = await browser.open(`/tournaments/${id}`);
    expect(page.html).toContain('>Tham gia giải</button>');
  });

  it('answers an unknown action or a malformed id with a 404, never a 500', async () => {
    const browser = await browserOf(FIXTURE_ACCOUNTS.player);
    for (const action of [
      '/actions/tournaments/abc/join',
      '/actions/tournaments/0/join',
      '/actions/tournaments/1/delete',
      '/actions/__proto__/1/join',
      '/actions/constructor/1/x',
    ]) {
      expect((await browser.post(action)).status, action).toBe(404);
    }
  });
});

describe("the document's match start", () => {
  it('starts a scheduled match for its scorer, and tells a player who cannot why not', async () => {
    const client = await organiser();
    const { id } = await client.api.tournaments.create.mutate(
      tournamentInput({ name: 'Trận bắt đầu bằng biểu mẫu', maxPlayers: 2 }),
    );
    const [first, second] = FIXTURE_PLAYERS.filter((p) => p.coin >= 50);
    if (!first || !second) throw new Error('the fixtures have two players with coins');
    for (const player of [first, second]) {
      const joining = createBidaHubClient({ url: server.url });
      await joining.login(player.username, DEMO_PLAYER_PASSWORD);
      await joining.api.tournaments.join.mutate({ id });
    }
    await client.api.tournaments.start.mutate({ id, seeding: 'rating' });
    const [match] = await client.api.tournaments.matches.query({ id });
    if (!match) throw new Error('the started tournament has a match');

    const player = await browserOf(FIXTURE_ACCOUNTS.player);
    expect((await player.open(`/matches/${match.id}`)).html).not.toContain('Bắt đầu trận');
    await player.post(`/actions/matches/${match.id}/start`);
    expect((await player.open(`/matches/${match.id}`)).data.notice).toMatchObject({
      kind: 'error',
    });

    const scorer = await browserOf(FIXTURE_ACCOUNTS.organizer);
    const page = await scorer.open(`/matches/${match.id}`);
    expect(page.html).toContain(`action="/actions/matches/${match.id}/start"`);
    expect((await scorer.post(`/actions/matches/${match.id}/start`)).headers.get('location')).toBe(
      `/matches/${match.id}`,
    );
    const started = await scorer.open(`/matches/${match.id}`);
    expect(started.data.notice).toMatchObject({ kind: 'success', text: 'Trận đấu đã bắt đầu.' });
    expect(started.html).not.toContain('/start"');
    expect((await client.api.matches.get.query({ id: match.id })).status).toBe('live');
  });
});

describe('a notice this server did not sign, or signed over a minute ago', () => {
  afterEach(() => vi.restoreAllMocks());

  const PLANTED = 'Tài khoản của bạn bị khoá, hãy gọi 0900000000';

  /** A player who has just posted a join: the signed notice is in their cookie jar. */
  async function justPosted(name: string) {
    const { id } = await (
      await organiser()
    ).api.tournaments.create.mutate(tournamentInput({ name }));
    const browser = await browserOf(FIXTURE_ACCOUNTS.player);
    await browser.post(`/actions/tournaments/${id}/join`);
    const sealed = browser.jar.get(PAGE_NOTICE_COOKIE);
    if (!sealed) throw new Error('the post left a notice');
    return { id, browser, sealed };
  }

  /** The page shows no notice at all, in its HTML or its data block, and the cookie is gone. */
  async function showsNothing(browser: Awaited<ReturnType<typeof browserOf>>, id: number) {
    const page = await browser.open(`/tournaments/${id}`);
    expect(page.response.status).toBe(200);
    expect(page.html).not.toContain('fp-notice');
    expect(page.html).not.toContain(PLANTED);
    expect(page.data.notice).toBeUndefined();
    expect(page.data.tag, 'the data block is there').toBeDefined();
    expect(browser.jar.has(PAGE_NOTICE_COOKIE)).toBe(false);
  }

  it("shows a real post's notice once, from a signed cookie", async () => {
    const { id, browser, sealed } = await justPosted('Giải thông báo có chữ ký');
    expect(sealed).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const first = await browser.open(`/tournaments/${id}`);
    expect(first.data.notice).toMatchObject({ kind: 'success' });
    expect(first.html).toContain('fp-notice-success');
    expect(browser.jar.has(PAGE_NOTICE_COOKIE)).toBe(false);
    const second = await browser.open(`/tournaments/${id}`);
    expect(second.html).not.toContain('fp-notice');
    expect(second.data.notice).toBeUndefined();
  });

  it('ignores and clears a hand-made cookie: unsigned, wrongly signed, or with changed text', async () => {
    const { id, browser, sealed } = await justPosted('Giải thông báo giả');
    const [payload = '', signature = ''] = sealed.split('.');
    const genuine = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PageNotice;
    const forged: PageNotice = { kind: 'error', text: PLANTED, at: Date.now() };
    const encoded = (notice: PageNotice) =>
      Buffer.from(JSON.stringify(notice), 'utf8').toString('base64url');
    const planted = {
      // The format before notices were signed: JSON, as a browser's tools can set it.
      unsigned: encodeURIComponent(JSON.stringify(forged)),
      'payload alone': encoded(forged),
      'empty signature': `${encoded(forged)}.`,
      'signed with another key': sealPageNotice(forged, randomBytes(32)),
      "the real notice's signature over changed text": `${encoded({ ...genuine, text: PLANTED })}.${signature}`,
      'a truncated signature': `${encoded(forged)}.${signature.slice(0, -1)}`,
      garbage: '%E0%A4%A',
    };
    for (const [what, value] of Object.entries(planted)) {
      browser.jar.set(PAGE_NOTICE_COOKIE, value);
      await showsNothing(browser, id).catch((error: unknown) => {
        throw new Error(`${what}: ${String(error)}`);
      });
    }
  });

  it('ignores and clears a signed notice older than a minute', async () => {
    const { id, browser } = await justPosted('Giải thông báo cũ');
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + PAGE_NOTICE_MAX_AGE_MS + 1_000);
    await showsNothing(browser, id);
  });
});

describe("the document's session mark, for the service worker", () => {
  it('names the sign-in a document was written for; nothing for a visitor, nothing odd echoed', async () => {
    const browser = await browserOf(FIXTURE_ACCOUNTS.player);
    const tag = browser.jar.get(SESSION_TAG_COOKIE);
    expect(tag).toMatch(/^[\w-]{16}$/);
    expect((await browser.open('/profile')).response.headers.get(SESSION_DOCUMENT_HEADER)).toBe(
      tag,
    );
    const visitor = await browserOf();
    const visitorPage = await visitor.open('/profile');
    expect(visitorPage.response.headers.get(SESSION_DOCUMENT_HEADER)).toBeNull();
    // A tag the server did not set (a newline, a non-Latin-1 letter once decoded, too long) is
    // not repeated in a header, where it would break the response.
    for (const odd of ['%0Ax', '%E1%BA%A1', 'a'.repeat(65)]) {
      browser.jar.set(SESSION_TAG_COOKIE, odd);
      const page = await browser.open('/profile');
      expect(page.response.status, odd).toBe(200);
      expect(page.response.headers.get(SESSION_DOCUMENT_HEADER), odd).toBe('');
    }
  });
});
