// The first screen the server writes into the document: which text each route gets, that a slow
// or failing lookup never holds the document back, and that user-written names stay text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintHtml, firstScreen, type FirstScreenTexts } from '../../src/server/first-paint';
import { rankSection } from '../../src/server/playing-texts';
import { RANK_TABLE_NOTE } from '../../src/shared/rank-table';
import { routeById } from '../../src/shared/routes';
import { DEFAULT_RANKS } from '../../fixtures/config';

const never = () => new Promise<never>(() => {});
const texts = (overrides: Partial<FirstScreenTexts> = {}): FirstScreenTexts => ({
  tournament: async (id) => ({ title: `Giải số ${id}`, lead: 'CLB Bida Kỳ Đồng · Quận 3' }),
  match: async () => ({ title: 'Tứ kết · Trận 3', lead: 'An 2 – 1 Bình' }),
  player: async () => ({ title: 'Nguyễn Văn An', lead: 'Hạng D · 550 điểm trình độ' }),
  versus: async (id, opponent) => ({
    title: `Cơ thủ ${id} – Cơ thủ ${opponent}`,
    lead: 'Đối đầu · Pool 2 – 1',
  }),
  tour: async () => ({
    title: 'Tour Pool Sài Gòn',
    sections: [
      {
        heading: 'Bảng xếp hạng',
        table: {
          label: 'Bảng xếp hạng Tour Pool Sài Gòn',
          columns: ['#', 'Cơ thủ', 'Số giải', 'Điểm'],
          numeric: [2, 3],
          rows: [['1', { text: '<An> & "Bình"', href: '/players/7' }, '3', '1.200']],
        },
      },
      { heading: 'Các giải trong tour (0)', items: [], empty: 'Chưa có giải nào trong tour.' },
    ],
  }),
  playing: async () => ({ sections: [rankSection(DEFAULT_RANKS)] }),
  league: async () => ({ title: 'Giải đồng đội' }),
  team: async () => ({ title: 'Đội' }),
  teamMatch: async () => ({ title: 'Trận đồng đội' }),
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('first screen', () => {
  it("draws a tour's table in the document, its names as text", async () => {
    const screen = await firstScreen('/tours/2', texts(), 250);
    const html = firstPaintHtml(screen, 'default');
    expect(html).toContain('<table class="fp-table" aria-label="Bảng xếp hạng Tour Pool Sài Gòn">');
    expect(html).toContain('<a href="/players/7">&lt;An&gt; &amp; &quot;Bình&quot;</a>');
    expect(html).toContain('<td class="fp-num">1.200</td>');
    // A section with nothing in it says so instead of an empty list.
    expect(html).toContain('<p class="fp-note">Chưa có giải nào trong tour.</p>');
  });

  it('draws the ranks on the handicap page, weakest first, under the route’s own header', async () => {
    const screen = await firstScreen('/playing', texts(), 250);
    expect(screen).toMatchObject({ title: routeById('playing').title });
    const html = firstPaintHtml(screen, 'default');
    // What the table is, at body size under its heading: the screen's largest paragraph.
    expect(html).toContain(
      `<h2 class="fp-h2">Bảng hạng</h2><p class="fp-section-lead">${RANK_TABLE_NOTE}</p>`,
    );
    const rows = [...html.matchAll(/<tr><td>(Hạng [A-Z])/g)].map((row) => row[1]);
    expect(rows[0]).toBe('Hạng K');
    expect(rows.at(-1)).toBe('Hạng A');
    expect(html).toContain('<td>Mới chơi, đang làm quen với cơ, tư thế và luật.</td>');
    // The rating column is the middle one, aligned as a number.
    expect(html).toMatch(/<td>Hạng K<\/td><td class="fp-num">[\d.]+<\/td>/);
  });

  it('keeps the handicap page’s header when its ranks cannot be read in time', async () => {
    const screen = await firstScreen('/playing', texts({ playing: never }), 20);
    expect(screen).toEqual({
      kind: 'page',
      title: routeById('playing').title,
      lead: routeById('playing').description,
    });
  });

  it("falls back to the route's title when a season page's reads fail", async () => {
    const screen = await firstScreen(
      '/leagues/3',
      texts({ league: () => Promise.reject(new Error('down')) }),
      250,
    );
    expect(screen).toEqual({
      kind: 'page',
      title: routeById('leagueDetail').title,
      lead: routeById('leagueDetail').description,
    });
  });

  it("is a page's title and description from the route table", async () => {
    const players = routeById('players');
    expect(await firstScreen('/players', texts(), 250)).toEqual({
      kind: 'page',
      title: players.title,
      lead: players.description,
    });
  });

  it('is the banner on the home page', async () => {
    expect(await firstScreen('/', texts(), 250)).toMatchObject({
      kind: 'hero',
      title: 'BidaHub – cộng đồng bida Việt Nam',
    });
  });

  it("is the two players' names on a head-to-head page, under a link back to the first", async () => {
    expect(await firstScreen('/players/3/vs/7', texts(), 250)).toEqual({
      kind: 'page',
      title: 'Cơ thủ 3 – Cơ thủ 7',
      lead: 'Đối đầu · Pool 2 – 1',
    });
    const route = routeById('playerVersus');
    const failing = texts({ versus: () => Promise.reject(new Error('404')) });
    expect(await firstScreen('/players/3/vs/7', failing, 250)).toEqual({
      kind: 'page',
      title: route.title,
      lead: route.description,
    });
  });

  it("is the entity's own name on a tournament, match or player page", async () => {
    expect(await firstScreen('/tournaments/12', texts(), 250)).toMatchObject({
      title: 'Giải số 12',
      lead: 'CLB Bida Kỳ Đồng · Quận 3',
    });
    expect(await firstScreen('/tournaments/12/players', texts(), 250)).toMatchObject({
      title: 'Giải số 12',
    });
    expect(await firstScreen('/matches/3', texts(), 250)).toMatchObject({
      title: 'Tứ kết · Trận 3',
    });
    expect(await firstScreen('/players/7', texts(), 250)).toMatchObject({
      title: 'Nguyễn Văn An',
    });
  });

  it("draws a player's bio under their name on each of their pages, an event's description on its tab only", async () => {
    const described = texts({
      player: async () => ({ title: 'Nguyễn Văn An', lead: 'Hạng D', description: 'Vô địch 2025' }),
      tournament: async () => ({ title: 'Giải', lead: 'CLB', description: 'Điều lệ' }),
    });
    for (const path of ['/players/7', '/players/7/achievements', '/players/7/match-histories']) {
      expect(await firstScreen(path, described, 250), path).toMatchObject({
        description: 'Vô địch 2025',
      });
    }
    expect(await firstScreen('/tournaments/3/desc', described, 250)).toMatchObject({
      description: 'Điều lệ',
    });
    expect(await firstScreen('/tournaments/3', described, 250)).not.toHaveProperty('description');
    const silent = texts({
      player: async () => ({ title: 'An', lead: 'Hạng D', description: '' }),
    });
    expect(await firstScreen('/players/7', silent, 250)).not.toHaveProperty('description');
  });

  it("falls back to the route's title when the entity cannot be read", async () => {
    const failing = texts({ tournament: () => Promise.reject(new Error('404')) });
    expect(await firstScreen('/tournaments/999', failing, 250)).toMatchObject({
      title: routeById('tournamentDetail').title,
    });
  });

  it('does not wait past its budget for a slow upstream', async () => {
    vi.useFakeTimers();
    const pending = firstScreen('/matches/3', texts({ match: never }), 250);
    await vi.advanceTimersByTimeAsync(250);
    expect(await pending).toMatchObject({ title: routeById('matchDetail').title });
  });

  it('is nothing on unknown paths, the route title for error pages and ids that are not ids', async () => {
    expect(await firstScreen('/no-such-page', texts(), 250)).toBeNull();
    expect(await firstScreen('/404', texts(), 250)).toMatchObject({
      title: 'Không tìm thấy trang',
    });
    expect(await firstScreen('/tournaments/abc', texts(), 250)).toMatchObject({
      title: routeById('tournamentDetail').title,
    });
  });
});

describe('first paint markup', () => {
  it("keeps an organiser's name as text, never markup", () => {
    const html = firstPaintHtml({
      kind: 'page',
      title: '<img src=x onerror=alert(1)> Giải "A" & B',
      lead: "<script>alert('x')</script>",
      back: { href: '/tournaments', label: 'Danh sách giải đấu' },
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Giải &quot;A&quot; &amp; B');
    expect(html).toContain('<h1 class="fp-title">');
    expect(html).toContain('<a class="fp-back" href="/tournaments">← Danh sách giải đấu</a>');
  });

  it('is the header alone where there is no first screen', () => {
    const html = firstPaintHtml(null);
    expect(html).toContain('class="fp-header"');
    expect(html).not.toContain('<h1');
  });
});
