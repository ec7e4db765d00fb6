// How a phone's browser receives the app: assets compressed at build time (brotli, else gzip,
// else plain) and cached for good, the document revalidated on every visit, JSON over 1 KB
// compressed on the fly, and live updates streamed event by event, never held by a compressor.
import { request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import {
  ROUTE_CHUNKS_FILE,
  ROUTE_MODULES_META,
  type RouteChunks,
} from '../../src/shared/route-chunks';
import { FIRST_PAINT_SLOT } from '../../src/server/first-paint';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { playableMatch, sse } from '../support/live';
import { serverWithClient } from '../support/built-client';

const ASSET = '/assets/app-3f9a1c.js';
const SCRIPT = `export const rows = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Giải bida số ${i}` })),
)};\n`;
const DOCUMENT =
  '<!doctype html><html lang="vi"><head><meta charset="UTF-8" /><title>BidaHub</title>' +
  `<meta name="description" content="${'Cộng đồng bida Việt Nam. '.repeat(60)}" />` +
  `</head><body><div id="root">${FIRST_PAINT_SLOT}</div>` +
  `<script type="module" src="${ASSET}"></script></body></html>`;

const TOURNAMENT_PAGE_CHUNKS = ['/assets/tournament-detail-page-a1.js', '/assets/bracket-b2.js'];

let server: RunningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  // A built client as Vite leaves it: each asset beside its `.br` and `.gz`.
  const chunks: RouteChunks = {
    firstLoad: [ASSET],
    routes: { '/tournaments/:id': TOURNAMENT_PAGE_CHUNKS, '/players': [] },
  };
  ({ server, close } = await serverWithClient({
    'index.html': DOCUMENT,
    [ASSET]: SCRIPT,
    [`${ASSET}.br`]: brotliCompressSync(SCRIPT),
    [`${ASSET}.gz`]: gzipSync(SCRIPT, { level: 9 }),
    [ROUTE_CHUNKS_FILE]: JSON.stringify(chunks),
  }));
});
afterAll(() => close?.());

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it crossed the wire (not decompressed). */
  body: Buffer;
}

/** A GET that leaves the body as sent: fetch would decompress it behind our back. */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('built assets', () => {
  it('go out as the prebuilt brotli file when the browser accepts it, cached for a year', async () => {
    const res = await rawGet(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('go out gzipped to a browser without brotli, and plain to one that accepts neither', async () => {
    const gzipped = await rawGet(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(gzipSync(SCRIPT, { level: 9 }))).toBe(true);

    const plain = await rawGet(ASSET);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('that do not exist are a 404, never the HTML document', async () => {
    const res = await rawGet('/assets/app-0ld0ld.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(JSON.parse(res.body.toString())).toEqual({ message: MESSAGES.notFound });
  });
});

describe('the HTML document', () => {
  it('is revalidated on every visit and answered 304 while unchanged', async () => {
    const first = await rawGet('/tournaments/3', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    // Private: it carries the user's own first answers (document-data.test.ts).
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');

    const again = await rawGet('/tournaments/3', { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 404 for a path no page shows, with the document that renders the 404 page', async () => {
    for (const pathname of ['/khong-co-trang-nay', '/tournaments/abc', '/players/0', '/404']) {
      const res = await rawGet(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers['content-type'], pathname).toMatch(/text\/html/);
      expect(res.body.toString(), pathname).toContain('<div id="root">');
    }
    expect((await rawGet('/tournaments/3')).status).toBe(200);
    expect((await rawGet('/players')).status).toBe(200);
  });

  it("names the app's and the route's chunks, for the loader to fetch alongside the entry", async () => {
    const modulesOf = (html: string) => {
      const meta = new RegExp(`<meta name="${ROUTE_MODULES_META}" content="([^"]*)">`).exec(html);
      expect(html.indexOf(ROUTE_MODULES_META)).toBeLessThan(html.indexOf('</head>'));
      return meta?.[1]?.split(' ');
    };
    const tournament = (await rawGet('/tournaments/12')).body.toString();
    expect(modulesOf(tournament)).toEqual([ASSET, ...TOURNAMENT_PAGE_CHUNKS]);
    // Nothing preloads in the markup: the loader fetches the code once the first screen is
    // painted, so it neither holds back that paint nor shares the connection with it.
    expect(tournament).not.toContain('modulepreload');
    expect(tournament).not.toContain('rel="preload" as="script"');

    const players = (await rawGet('/players')).body.toString();
    expect(modulesOf(players)).toEqual([ASSET]);
  });
});

describe("the document's first screen", () => {
  it("carries the tournament's name and venue, so a phone paints them before any script", async () => {
    const { api } = createBidaHubClient({ url: server.url });
    const [tournament] = (await api.tournaments.list.query({ status: 'ongoing', perPage: 1 })).data;
    if (!tournament) throw new Error('the demo world has no ongoing tournament');
    const html = (await rawGet(`/tournaments/${tournament.id}`)).body.toString();
    expect(html).toContain(`<h1 class="fp-title">${tournament.name}</h1>`);
    expect(html).toContain(tournament.store?.name ?? '');
    expect(html).not.toContain(FIRST_PAINT_SLOT);
  });

  it("falls back to the page's own title for a tournament that does not exist", async () => {
    const html = (await rawGet('/tournaments/987654')).body.toString();
    expect(html).toContain('<h1 class="fp-title">Chi tiết giải đấu</h1>');
  });
});

describe('JSON', () => {
  it('is compressed above 1 KB, for the tRPC client and for the upstream API alike', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { perPage: 20 } }));
    const list = await rawGet(`/trpc/tournaments.list?input=${input}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);

    const upstream = await rawGet('/app-api/v1/tournaments?per_page=20', {
      'accept-encoding': 'gzip',
    });
    expect(upstream.status).toBe(200);
    expect(upstream.headers['content-encoding']).toBe('gzip');
  });

  it('is sent as it is below 1 KB where its size is known, since compressing costs more than it saves', async () => {
    // tRPC writes its body as a stream, so its size is unknown when the headers go out and it
    // is compressed whatever its size; Express's res.json() knows it.
    const res = await rawGet('/app-api/v1/auth/me', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(401);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveProperty('message');
  });
});

describe('live updates', () => {
  it('stream event by event to a browser that accepts compression', async () => {
    const { asOrganizer, match } = await playableMatch(server.url);
    const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
    const watching = new AbortController();
    // sse() checks that the stream carries no Content-Encoding.
    const stream = sse(
      `${server.url}/trpc/matches.onUpdate?input=${input}`,
      watching.signal,
      undefined,
      {
        'accept-encoding': 'gzip, deflate, br',
      },
    );
    expect((await stream.next()).value?.data).toMatchObject({ id: match.id, status: 'scheduled' });
    await asOrganizer.api.matches.start.mutate({ id: match.id });
    expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });
    await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
    expect((await stream.next()).value?.data).toMatchObject({ score1: 1 });
    watching.abort();
  });
});
