// The document's first answers (shared/document-data.ts): the server reads the session's user and
// the entity a link opens while it writes the HTML, as that user, and hands them to the app
// inside the document, so a phone renders the page without asking for them again.
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { tournamentInput } from '../../fixtures/tournament-input';
import { DOCUMENT_DATA_ID, type DocumentData } from '../../src/shared/document-data';
import { SESSION_TAG_COOKIE } from '../../src/shared/headers';
import { FIRST_PAINT_SLOT } from '../../src/server/first-paint';
import type { RunningServer } from '../../src/server/server';
import { SESSION_COOKIE } from '../../src/server/session';
import { createBidaHubClient } from '../../src/server/typed-client';
import { serverWithClient } from '../support/built-client';

const DOCUMENT =
  '<!doctype html><html lang="vi"><head><title>BidaHub</title></head>' +
  `<body><div id="root">${FIRST_PAINT_SLOT}</div></body></html>`;

let server: RunningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await serverWithClient({ 'index.html': DOCUMENT }));
});
afterAll(() => close?.());

const BLOCK = new RegExp(
  `<script type="application/json" id="${DOCUMENT_DATA_ID}">([^<]*)</script>`,
);

/** The document of `pathname` and its data block, read as the browser's script would. */
async function documentOf(pathname: string, cookie?: string) {
  const response = await fetch(`${server.url}${pathname}`, {
    headers: cookie ? { cookie } : {},
  });
  const html = await response.text();
  const json = BLOCK.exec(html)?.[1];
  if (json === undefined) throw new Error(`${pathname}: the document has no data block`);
  const data = JSON.parse(json) as DocumentData;
  const answer = (wanted: string) => {
    const read = data.reads.find((r) => r.path === wanted);
    return read ? superjson.deserialize(read.data) : undefined;
  };
  return { response, html, data, answer };
}

/** A signed-in browser's cookies: the HttpOnly session and its readable tag. */
async function browserSignedIn(account: { username: string; password: string }) {
  const response = await fetch(`${server.url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: account }),
  });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const tag = cookies.find((c) => c.startsWith(`${SESSION_TAG_COOKIE}=`))?.split('=')[1];
  if (!response.ok || !tag) throw new Error(`${account.username} could not sign in`);
  return { cookie: cookies.join('; '), tag };
}

async function openTournament(name = 'Giải mở đăng ký') {
  const organiser = createBidaHubClient({ url: server.url });
  await organiser.login(FIXTURE_ACCOUNTS.organizer.username, FIXTURE_ACCOUNTS.organizer.password);
  return organiser.api.tournaments.create.mutate(tournamentInput({ name }));
}

describe("the document's first answers", () => {
  it('give a visitor the tournament as the app reads it, and no user', async () => {
    const { id } = await openTournament();
    const visitor = createBidaHubClient({ url: server.url });
    const { data, answer } = await documentOf(`/tournaments/${id}`);
    expect(data.tag).toBe('');
    expect(answer('auth.me')).toBeNull();
    expect(answer('tournaments.get')).toEqual(await visitor.api.tournaments.get.query({ id }));
    expect(data.reads.find((r) => r.path === 'tournaments.get')).toMatchObject({ input: { id } });
  });

  it("give a player the tournament as they see it and their account, under their sign-in's tag", async () => {
    const { id } = await openTournament();
    const player = createBidaHubClient({ url: server.url });
    await player.login(FIXTURE_ACCOUNTS.player.username, FIXTURE_ACCOUNTS.player.password);
    await player.api.tournaments.join.mutate({ id });

    const browser = await browserSignedIn(FIXTURE_ACCOUNTS.player);
    const { response, data, answer } = await documentOf(`/tournaments/${id}`, browser.cookie);
    expect(data.tag).toBe(browser.tag);
    expect(answer('auth.me')).toMatchObject({ username: FIXTURE_ACCOUNTS.player.username });
    expect(answer('tournaments.get')).toMatchObject({ id, viewer: { joined: true } });
    // Another person's answers are never kept by a shared cache.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('leave the user out for a session the server no longer knows, so the app asks and signs out', async () => {
    const { id } = await openTournament();
    const { response, data, answer } = await documentOf(
      `/tournaments/${id}`,
      `${SESSION_COOKIE}=a-session-that-ended-long-ago`,
    );
    // Nor does the document clear the cookie: the app's own call does, in one place.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(data.reads.map((r) => r.path)).toEqual(['tournaments.get']);
    expect(answer('tournaments.get')).toMatchObject({ id });
  });

  it('carry a match, a player and a head-to-head the same way, and no entity for one that does not exist', async () => {
    const visitor = createBidaHubClient({ url: server.url });
    const [live] = await visitor.api.matches.live.query();
    if (!live) throw new Error('the demo world has a live match');
    expect((await documentOf(`/matches/${live.id}`)).answer('matches.get')).toEqual(
      await visitor.api.matches.get.query({ id: live.id }),
    );
    const player = (await visitor.api.players.list.query({ perPage: 1 })).data[0];
    if (!player) throw new Error('the demo world has players');
    const playerPage = await documentOf(`/players/${player.id}`);
    expect(playerPage.answer('players.get')).toMatchObject({
      id: player.id,
      fullName: player.fullName,
    });
    // Its seasons too, every time: the profile's first screen shows them.
    expect(playerPage.answer('players.tours')).toEqual(
      await visitor.api.players.tours.query({ id: player.id }),
    );

    const [first, second] = (await visitor.api.players.list.query({ perPage: 2 })).data;
    if (!first || !second) throw new Error('the demo world has players');
    const versus = await documentOf(`/players/${first.id}/vs/${second.id}`);
    expect(versus.answer('players.headToHead')).toEqual(
      await visitor.api.players.headToHead.query({ id: first.id, opponent: second.id }),
    );
    // A shared head-to-head link previews with both names.
    expect(versus.html).toContain(
      `<meta property="og:title" content="${first.fullName} – ${second.fullName}">`,
    );

    const missing = await documentOf('/tournaments/987654');
    expect(missing.data.reads.map((r) => r.path)).toEqual(['auth.me']);
  });

  it("draw a season's pages with their tables, and carry the reads the app starts from", async () => {
    const visitor = createBidaHubClient({ url: server.url });
    const tour = (await visitor.api.tours.list.query({})).data.find((t) => t.leader !== null);
    if (!tour) throw new Error('the demo world has a tour with a table');
    const tourPage = await documentOf(`/tours/${tour.id}`);
    const standings = await visitor.api.tours.standings.query({ id: tour.id });
    expect(tourPage.answer('tours.standings')).toEqual(standings);
    expect(tourPage.answer('tours.get')).toEqual(
      await visitor.api.tours.get.query({ id: tour.id }),
    );
    // The table's first row, in the document before any script has run.
    const leader = standings.rows[0];
    if (!leader) throw new Error('the tour has a leader');
    expect(tourPage.html).toContain(`<h1 class="fp-title">${tour.name}</h1>`);
    expect(tourPage.html).toContain(`<a href="/players/${leader.player.id}">`);

    const leagueId = (await visitor.api.leagues.list.query({})).data[0]?.id;
    if (!leagueId) throw new Error('the demo world has a league');
    const league = await visitor.api.leagues.get.query({ id: leagueId });
    const leaguePage = await documentOf(`/leagues/${leagueId}`);
    expect(leaguePage.answer('leagues.get')).toEqual(league);
    for (const row of league.divisions.flatMap((d) => d.standings)) {
      expect(leaguePage.html).toContain(`<a href="/league-teams/${row.team.id}">`);
    }

    const [team] = league.teams;
    if (!team) throw new Error('the league has teams');
    const teamPage = await documentOf(`/league-teams/${team.id}`);
    expect(teamPage.answer('leagues.team')).toMatchObject({ id: team.id, name: team.name });
    expect(teamPage.html).toContain(`<a href="/players/${team.captain.id}">`);

    const [match] = league.matches;
    if (!match) throw new Error('the league has a schedule');
    const matchPage = await documentOf(`/team-matches/${match.id}`);
    expect(matchPage.answer('leagues.match')).toMatchObject({ id: match.id });
    expect(matchPage.html).toContain('<h2 class="fp-h2">Các ván</h2>');
  });

  it('draw the ranks on the handicap page and carry the configuration the page starts from', async () => {
    const visitor = createBidaHubClient({ url: server.url });
    const config = await visitor.api.config.get.query();
    const page = await documentOf('/playing');
    expect(page.answer('config.get')).toEqual(config);
    expect(page.html).toContain('<h2 class="fp-h2">Bảng hạng</h2>');
    for (const rank of config.ranks) {
      expect(page.html).toContain(`<td>${rank.description}</td>`);
    }
  });

  it('keep a name that closes the script inside the block', async () => {
    const name = 'Giải </script><script>alert(1)</script> mở';
    const { id } = await openTournament(name);
    const { html, answer } = await documentOf(`/tournaments/${id}`);
    expect(answer('tournaments.get')).toMatchObject({ id, name });
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('a document whose reads outlast its budget', () => {
  it('comes without them, as a page the app then reads for itself', async () => {
    // The other tests give the reads ten seconds; a budget of none leaves every one out.
    const hurried = await serverWithClient({ 'index.html': DOCUMENT }, { firstScreenBudgetMs: 0 });
    try {
      const response = await fetch(`${hurried.server.url}/playing`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      const block = BLOCK.exec(html)?.[1];
      const reads = block ? (JSON.parse(block) as DocumentData).reads : [];
      expect(reads.map((read) => read.path)).not.toContain('config.get');
    } finally {
      await hurried.close();
    }
  });
});
