// The pages the sweep (pages.spec.ts) loads, each as the visitor who sees it: anyone, the
// organiser of the demo's events, a player (who is also the demo league's home captain) or the
// operator. Paths that depend on the demo's state are found at run time through its reads.
import { expect, type Page } from '@playwright/test';
import { FIXTURE_LEAGUE } from '../../fixtures/leagues';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { FIXTURE_RANK_CHANGES } from '../../fixtures/rank-changes';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { RANK_CODES } from '../../src/shared/domain';
import { query, type AccountName } from './support';

/** A page to sweep; `path` may be found at run time (a player's page comes from the list). */
export interface SweptPage {
  /** Names the test and the screenshots (`.screenshots/<name>-<scheme>-<viewport>.png`). */
  name: string;
  path: string | ((page: Page) => Promise<string>);
  /** Who is signed in; nobody when absent. */
  as?: AccountName;
}

/** A player's page, found through the lookup (the first player, or the one with that username). */
async function playerPath(page: Page, username?: string): Promise<string> {
  await page.goto(username ? `/players?q=${username}` : '/players');
  const link = page
    .getByRole('list', { name: 'Danh sách cơ thủ' })
    .locator('a[href^="/players/"]')
    .first();
  const href = await link.getAttribute('href');
  expect(href, 'a player link in the list').toMatch(/^\/players\/\d+$/);
  return href as string;
}

/** A demo tournament's page, found by its name through the list. */
async function tournamentPath(page: Page, name: string, suffix = ''): Promise<string> {
  const list = await query<{ data: { id: number }[] }>(page.request, 'tournaments.list', {
    q: name,
    page: 1,
  });
  const id = list.data[0]?.id;
  expect(id, `the demo tournament ${name}`).toBeDefined();
  return `/tournaments/${id}${suffix}`;
}

interface LeagueRead {
  teams: { id: number }[];
  matches: { id: number; status: string }[];
}

/** The demo's team league, read whole. */
async function demoLeague(page: Page): Promise<{ id: number; league: LeagueRead }> {
  const list = await query<{ data: { id: number; name: string }[] }>(page.request, 'leagues.list', {
    page: 1,
  });
  const id = list.data.find((league) => league.name === FIXTURE_LEAGUE.name)?.id;
  expect(id, 'the demo league').toBeDefined();
  return { id: id as number, league: await query<LeagueRead>(page.request, 'leagues.get', { id }) };
}

/** The demo league's team match under way (its week 3, games reported). */
async function liveTeamMatchPath(page: Page): Promise<string> {
  const { league } = await demoLeague(page);
  const live = league.matches.find((m) => m.status === 'playing');
  expect(live, 'a team match under way').toBeDefined();
  return `/team-matches/${live?.id}`;
}

interface MatchRead {
  id: number;
  status: string;
  tableLabel: string | null;
  tournament: { id: number; store: { id: number } | null };
  player1: { id: number } | null;
  player2: { id: number } | null;
}

/** A match of the demo's double elimination under way at a table, as its scorer opens it. */
async function liveMatch(page: Page): Promise<MatchRead> {
  const matches = await query<MatchRead[]>(page.request, 'tournaments.matches', { id: BRACKET_ID });
  const live = matches.find((match) => match.status === 'live' && match.tableLabel);
  expect(live, 'a match under way in the demo bracket').toBeDefined();
  return live as MatchRead;
}

/** The two players of a finished demo match, face to face. */
async function headToHeadPath(page: Page): Promise<string> {
  const match = await query<MatchRead>(page.request, 'matches.get', { id: 2 });
  expect(match.player1 && match.player2, 'the demo match has its two players').toBeTruthy();
  return `/players/${match.player1?.id}/vs/${match.player2?.id}`;
}

const inCheckIn = FIXTURE_TOURNAMENTS.find((t) => t.checkedIn !== undefined);
if (!inCheckIn) throw new Error('The fixtures have a tournament in check-in');
const openForEntries = FIXTURE_TOURNAMENTS.find((t) => t.status === 'registration');
if (!openForEntries) throw new Error('The fixtures have a tournament taking entries');

// A demotion: its history shows the orange "down" badge besides the emerald ones.
const demoted = FIXTURE_RANK_CHANGES.find((change) => {
  const player = FIXTURE_PLAYERS.find((candidate) => candidate.username === change.username);
  return player && RANK_CODES.indexOf(change.rank) < RANK_CODES.indexOf(player.rank);
});
if (!demoted) throw new Error('The fixtures have a player moved down a rank');

/** The demo's double elimination under way, and its running tour. */
const BRACKET_ID = 6;
const TOUR_ID = 2;

export const PAGES: SweptPage[] = [
  { name: 'home', path: '/' },
  { name: 'tournaments', path: '/tournaments' },
  { name: 'tournament', path: '/tournaments/1' },
  { name: 'tournament-bracket', path: `/tournaments/${BRACKET_ID}` },
  { name: 'tournament-board', path: `/tournaments/${BRACKET_ID}/board` },
  { name: 'tournament-desc', path: '/tournaments/1/desc' },
  { name: 'tournament-players', path: '/tournaments/1/players' },
  { name: 'tournament-ranking', path: '/tournaments/1/ranking' },
  { name: 'match', path: '/matches/2' },
  { name: 'players', path: '/players' },
  { name: 'player', path: (page) => playerPath(page) },
  {
    name: 'player-achievements',
    path: async (page) => `${await playerPath(page)}/achievements`,
  },
  {
    name: 'player-match-histories',
    path: async (page) => `${await playerPath(page)}/match-histories`,
  },
  { name: 'player-moved-down', path: (page) => playerPath(page, demoted.username) },
  { name: 'head-to-head', path: headToHeadPath },
  { name: 'playing', path: '/playing' },
  { name: 'stores', path: '/stores' },
  { name: 'tours-list', path: '/tours' },
  // The demo's running season: carried points, six events, some not final yet.
  { name: 'tour-season', path: `/tours/${TOUR_ID}` },
  { name: 'leagues-list', path: '/leagues' },
  { name: 'league', path: async (page) => `/leagues/${(await demoLeague(page)).id}` },
  {
    name: 'league-team',
    path: async (page) => `/league-teams/${(await demoLeague(page)).league.teams[0]?.id}`,
  },
  { name: 'team-match-live', path: liveTeamMatchPath },
  // The screens of a venue: a TV, a page embedded in a club's site, a stream's overlay.
  { name: 'tv-tournament', path: `/tv/tournaments/${BRACKET_ID}` },
  {
    name: 'tv-club',
    path: async (page) => `/tv/clubs/${(await liveMatch(page)).tournament.store?.id}`,
  },
  { name: 'tv-tour', path: `/tv/tours/${TOUR_ID}` },
  { name: 'embed-tournament', path: `/embed/tournaments/${BRACKET_ID}` },
  { name: 'embed-tour', path: `/embed/tours/${TOUR_ID}` },
  { name: 'overlay-match', path: async (page) => `/overlay/matches/${(await liveMatch(page)).id}` },
  {
    name: 'overlay-table',
    path: async (page) => {
      const match = await liveMatch(page);
      const table = match.tableLabel?.replace(/\D/g, '');
      return `/overlay/stores/${match.tournament.store?.id}/tables/${table}`;
    },
  },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'unknown-page', path: '/khong-co-trang-nay' },
  { name: '403', path: '/403' },
  { name: 'server', path: '/server' },
  { name: 'test', path: '/test' },
  // A player's own pages.
  { name: 'profile', path: '/profile', as: 'player' },
  { name: 'profile-achievements', path: '/profile/achievements', as: 'player' },
  { name: 'profile-histories', path: '/profile/histories', as: 'player' },
  { name: 'change-password', path: '/profile/change-password', as: 'player' },
  { name: 'wallet', path: '/payment', as: 'player' },
  { name: 'tournaments-joined', path: '/tournaments/joined', as: 'player' },
  { name: 'matches-joined', path: '/matches/joined', as: 'player' },
  {
    name: 'tournament-as-player',
    path: (page) => tournamentPath(page, openForEntries.name),
    as: 'player',
  },
  // The organiser's.
  { name: 'payment-histories', path: '/payment/histories', as: 'organizer' },
  { name: 'payment-methods', path: '/payment/payment-methods', as: 'organizer' },
  { name: 'tournament-create', path: '/tournaments/create', as: 'organizer' },
  { name: 'tournament-update', path: '/tournaments/7/update', as: 'organizer' },
  { name: 'tour-new', path: '/tours/new', as: 'organizer' },
  { name: 'tour-edit', path: `/tours/${TOUR_ID}/edit`, as: 'organizer' },
  { name: 'league-new', path: '/leagues/new', as: 'organizer' },
  { name: 'tournaments-managing', path: '/tournaments/managing', as: 'organizer' },
  { name: 'tournament-manage', path: '/tournaments/7', as: 'organizer' },
  { name: 'board-managing', path: `/tournaments/${BRACKET_ID}/board`, as: 'organizer' },
  {
    name: 'scorer',
    path: async (page) => `/matches/${(await liveMatch(page)).id}`,
    as: 'organizer',
  },
  {
    name: 'tournament-check-in',
    path: (page) => tournamentPath(page, inCheckIn.name, '/check-in'),
    as: 'organizer',
  },
  // The operator's: withdrawals to pay, bank transfers to match.
  { name: 'payment-operator', path: '/payment/operator', as: 'operator' },
];
