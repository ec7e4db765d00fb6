// A venue's TV and the embed, in their pure parts: the bracket split into parts readable
// across a room, the few entries each list keeps, and the embed's address and snippet.
import { describe, expect, it } from 'vitest';
import {
  embedPath,
  embedSnippet,
  readEmbedView,
} from '../../src/client/features/tournaments/embed-params';
import {
  bracketParts,
  TV_PARTS,
} from '../../src/client/features/tournaments/bracket/bracket-parts';
import { bracketOf } from '../support/bracket-shapes';
import {
  courtsOf,
  MAX_COURTS,
  MAX_RESULTS,
  recentResultsOf,
  tablesLeftOut,
  upNextOf,
} from '../../src/client/features/tournaments/tv/tv-board';
import type { Board } from '../../src/shared/schemas/board';
import type { Bracket, Match } from '../../src/shared/schemas/matches';
import type { PlayerSummary } from '../../src/shared/schemas/players';

const shape = (bracket: Bracket) =>
  bracketParts(bracket, TV_PARTS).map((section) =>
    section.bracket.stages[0]?.groups[0]?.rounds.map((round) => round.matches.length),
  );

describe('the TV’s bracket parts', () => {
  it('splits a 16-player knockout into quarters of its draw, then its last rounds', () => {
    expect(shape(bracketOf('single_elimination', 8, 4, 2, 1))).toEqual([
      [2, 1],
      [2, 1],
      [2, 1],
      [2, 1],
      [2, 1],
    ]);
  });

  it('keeps each part’s matches the ones that feed each other', () => {
    const bracket = bracketOf('single_elimination', 8, 4, 2, 1);
    const [round1, round2] = bracket.stages[0]?.groups[0]?.rounds ?? [];
    const second = bracketParts(bracket, TV_PARTS)[1]?.bracket.stages[0]?.groups[0]?.rounds;
    expect(second?.[0]?.matches).toEqual(round1?.matches.slice(2, 4));
    expect(second?.[1]?.matches).toEqual(round2?.matches.slice(1, 2));
  });

  it('never shows more than its rounds and matches a column, and leaves no match out', () => {
    for (const counts of [[4, 4, 2, 2, 1, 1], [16, 8, 4, 2, 1], [3, 3, 3, 3, 3], [6, 6], [1]]) {
      const bracket = bracketOf('round_robin', ...counts);
      const sections = bracketParts(bracket, TV_PARTS);
      const shown = sections.flatMap(
        (section) => section.bracket.stages[0]?.groups[0]?.rounds.flatMap((r) => r.matches) ?? [],
      );
      const all = bracket.stages[0]?.groups[0]?.rounds.flatMap((r) => r.matches) ?? [];
      expect(shown.map((m) => m.id).sort(), String(counts)).toEqual(all.map((m) => m.id).sort());
      for (const section of sections) {
        const rounds = section.bracket.stages[0]?.groups[0]?.rounds ?? [];
        expect(rounds.length).toBeLessThanOrEqual(TV_PARTS.rounds);
        for (const round of rounds)
          expect(round.matches.length).toBeLessThanOrEqual(TV_PARTS.matches);
      }
    }
  });

  it('names each section by its group and its place among the group’s', () => {
    const titles = bracketParts(bracketOf('single_elimination', 4, 2, 1), TV_PARTS).map(
      (s) => s.title,
    );
    expect(titles).toEqual(['Nhánh đấu (1/3)', 'Nhánh đấu (2/3)', 'Nhánh đấu (3/3)']);
    expect(
      bracketParts(bracketOf('single_elimination', 2, 1), TV_PARTS).map((s) => s.title),
    ).toEqual(['Nhánh đấu']);
    expect(bracketParts({ stages: [] }, TV_PARTS)).toEqual([]);
  });
});

const player = (id: number): PlayerSummary => ({
  id,
  username: `p${id}`,
  fullName: `Cơ thủ ${id}`,
  avatar: null,
  rank: 'E',
  rating: 500,
  provisional: false,
});

function match(id: number, fields: Partial<Match> = {}): Match {
  return {
    id,
    tournament: { id: 1, name: 'Giải', game: '9-ball', format: 'single_elimination', store: null },
    roundLabel: 'Tứ kết',
    roundKey: 'quarterFinal',
    number: id,
    player1: player(id * 2),
    player2: player(id * 2 + 1),
    race1: 5,
    race2: 5,
    score1: 0,
    score2: 0,
    status: 'scheduled',
    winnerId: null,
    resultType: 'played',
    tableLabel: null,
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    referee: null,
    updatedAt: '2026-01-01T00:00:00Z',
    carom: null,
    report: null,
    call: null,
    next: null,
    viewer: { canScore: false, canReport: false, canAward: false },
    ...fields,
  };
}

function boardOf(tables: Board['tables'], queue: Match[] = []): Board {
  return {
    tournamentId: 1,
    tables,
    queue: queue.map((m) => ({ match: m, estimatedStartAt: null, pinnedTable: null })),
    held: [],
    restMinutes: 5,
    noShowMinutes: 10,
    protestMinutes: 10,
    autoWalkover: false,
    playersScore: false,
    venueTables: 12,
    matchMinutes: 30,
  };
}

describe('the TV’s lists', () => {
  it('shows the busy tables first and names the ones it has no room for', () => {
    const tables = Array.from({ length: 12 }, (_, i) => ({
      label: `Bàn ${i + 1}`,
      state: i >= 9 ? ('playing' as const) : ('free' as const),
      match: i >= 9 ? match(i + 1, { status: 'live' }) : null,
    }));
    const courts = courtsOf(boardOf(tables), []);
    expect(courts).toHaveLength(MAX_COURTS);
    expect(courts.slice(0, 3).map((c) => c.label)).toEqual(['Bàn 10', 'Bàn 11', 'Bàn 12']);
    expect(tablesLeftOut(boardOf(tables), courts)).toEqual(['Bàn 6', 'Bàn 7', 'Bàn 8', 'Bàn 9']);
  });

  it('without a board, shows the matches under way where they are played', () => {
    const courts = courtsOf(undefined, [
      match(1, { status: 'live', tableLabel: 'Bàn 7' }),
      match(2, { status: 'live' }),
      match(3),
    ]);
    expect(courts.map((c) => [c.label, c.state])).toEqual([
      ['Bàn 7', 'playing'],
      ['Trận 2', 'playing'],
    ]);
  });

  it('puts the called matches before the queue, and timed matches before untimed ones', () => {
    const board = boardOf(
      [{ label: 'Bàn 2', state: 'called', match: match(5) }],
      [match(6), match(7), match(8)],
    );
    expect(upNextOf(board, []).map((entry) => [entry.match.id, entry.note])).toEqual([
      [5, 'Mời ra Bàn 2'],
      [6, 'Chờ bàn'],
      [7, 'Chờ bàn'],
    ]);
    const loose = upNextOf(undefined, [
      match(1),
      match(2, { scheduledAt: '2026-01-01T13:00:00Z' }),
      match(3, { player2: null }),
    ]);
    expect(loose.map((entry) => entry.match.id)).toEqual([2, 1]);
  });

  it('keeps the latest results only, latest first', () => {
    const finished = Array.from({ length: 6 }, (_, i) =>
      match(i + 1, { status: 'finished', finishedAt: `2026-01-01T1${i}:00:00Z` }),
    );
    expect(recentResultsOf(finished).map((m) => m.id)).toEqual([6, 5, 4].slice(0, MAX_RESULTS));
  });
});

describe('the embed’s address', () => {
  it('reads the tab, the scale and the colours, and falls back on anything else', () => {
    expect(readEmbedView(new URLSearchParams('tab=standings&scale=0.75&theme=dark'))).toEqual({
      tab: 'standings',
      scale: 0.75,
      theme: 'dark',
    });
    expect(readEmbedView(new URLSearchParams('tab=x&scale=3&theme=blue'))).toEqual({
      tab: 'bracket',
      scale: 1,
      theme: undefined,
    });
    expect(readEmbedView(new URLSearchParams('scale=abc')).scale).toBe(1);
  });

  it('writes a short address and a snippet whose attributes are escaped', () => {
    expect(embedPath(7, { tab: 'bracket', scale: 1, theme: undefined })).toBe(
      '/embed/tournaments/7',
    );
    const view = { tab: 'standings', scale: 0.5, theme: 'light' } as const;
    expect(embedPath(7, view)).toBe('/embed/tournaments/7?tab=standings&scale=0.5&theme=light');
    const snippet = embedSnippet('https://bidahub.vn', { id: 7, name: 'Giải "A" & <B>' }, view);
    expect(snippet).toBe(
      '<iframe src="https://bidahub.vn/embed/tournaments/7?tab=standings&amp;scale=0.5&amp;theme=light" ' +
        'title="Giải &quot;A&quot; &amp; &lt;B&gt;" width="100%" height="600" ' +
        'style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });
});
