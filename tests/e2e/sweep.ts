// What the page sweep (pages.spec.ts) looks at and how: the pages, axe, and a page settled as a
// user sees it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXTURE_LEAGUE } from '../../fixtures/leagues';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { FIXTURE_RANK_CHANGES } from '../../fixtures/rank-changes';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { RANK_CODES } from '../../src/shared/domain';
import { appReady } from './support';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** A page to sweep; `path` may be found at run time (a player's page comes from the list). */
export interface SweptPage {
  /** Names the test and the screenshots (`.screenshots/<name>-<scheme>-<viewport>.png`). */
  name: string;
  path: string | ((page: Page) => Promise<string>);
  signedIn: boolean;
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
  const input = encodeURIComponent(JSON.stringify({ json: { q: name, page: 1 } }));
  const response = await page.request.get(`/trpc/tournaments.list?input=${input}`);
  const body = (await response.json()) as {
    result: { data: { json: { data: { id: number }[] } } };
  };
  const id = body.result.data.json.data[0]?.id;
  expect(id, `the demo tournament ${name}`).toBeDefined();
  return `/tournaments/${id}${suffix}`;
}

/** A tRPC read's answer, as the sweep's paths need one. */
async function read<T>(page: Page, path: string, input: unknown): Promise<T> {
  const query = encodeURIComponent(JSON.stringify({ json: input }));
  const response = await page.request.get(`/trpc/${path}?input=${query}`);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** The demo's team league, found by its name through the list. */
async function leagueId(page: Page): Promise<number> {
  const list = await read<{ data: { id: number; name: string }[] }>(page, 'leagues.list', {
    page: 1,
  });
  const id = list.data.find((league) => league.name === FIXTURE_LEAGUE.name)?.id;
  expect(id, 'the demo league').toBeDefined();
  return id as number;
}

/** The demo league's team match under way (its week 3, games reported). */
async function liveTeamMatchPath(page: Page): Promise<string> {
  const league = await read<{ matches: { id: number; status: string; homeGames: number }[] }>(
    page,
    'leagues.get',
    { id: await leagueId(page) },
  );
  const live = league.matches.find((m) => m.status === 'playing');
  expect(live, 'a team match under way').toBeDefined();
  return `/team-matches/${live?.id}`;
}

const inCheckIn = FIXTURE_TOURNAMENTS.find((t) => t.checkedIn !== undefined);
if (!inCheckIn) throw new Error('The fixtures have a tournament in check-in');

// A demotion: its history shows the orange "down" badge besides the emerald ones.
const demoted = FIXTURE_RANK_CHANGES.find((change) => {
  const player = FIXTURE_PLAYERS.find((candidate) => candidate.username === change.username);
  return player && RANK_CODES.indexOf(change.rank) < RANK_CODES.indexOf(player.rank);
});
if (!demoted) throw new Error('The fixtures have a player moved down a rank');

export const PAGES: SweptPage[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'tournaments', path: '/tournaments', signedIn: false },
  { name: 'tournament', path: '/tournaments/1', signedIn: false },
  { name: 'tournament-bracket', path: '/tournaments/6', signedIn: false },
  { name: 'tournament-board', path: '/tournaments/6/board', signedIn: false },
  { name: 'tournament-desc', path: '/tournaments/1/desc', signedIn: false },
  { name: 'tournament-players', path: '/tournaments/1/players', signedIn: false },
  { name: 'tournament-ranking', path: '/tournaments/1/ranking', signedIn: false },
  { name: 'match', path: '/matches/2', signedIn: false },
  { name: 'players', path: '/players', signedIn: false },
  { name: 'player', path: (page) => playerPath(page), signedIn: false },
  {
    name: 'player-moved-down',
    path: (page) => playerPath(page, demoted.username),
    signedIn: false,
  },
  { name: 'playing', path: '/playing', signedIn: false },
  { name: 'stores', path: '/stores', signedIn: false },
  { name: 'tours-list', path: '/tours', signedIn: false },
  // The demo's running season: carried points, six events, some not final yet.
  { name: 'tour-season', path: '/tours/2', signedIn: false },
  { name: 'leagues-list', path: '/leagues', signedIn: false },
  {
    name: 'league',
    path: async (page) => `/leagues/${await leagueId(page)}`,
    signedIn: false,
  },
  { name: 'team-match-live', path: liveTeamMatchPath, signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'signup', path: '/signup', signedIn: false },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false },
  { name: 'unknown-page', path: '/khong-co-trang-nay', signedIn: false },
  { name: '403', path: '/403', signedIn: false },
  { name: 'server', path: '/server', signedIn: false },
  { name: 'test', path: '/test', signedIn: false },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'wallet', path: '/payment', signedIn: true },
  { name: 'payment-histories', path: '/payment/histories', signedIn: true },
  { name: 'payment-methods', path: '/payment/payment-methods', signedIn: true },
  { name: 'tournament-create', path: '/tournaments/create', signedIn: true },
  { name: 'tour-new', path: '/tours/new', signedIn: true },
  { name: 'tournaments-managing', path: '/tournaments/managing', signedIn: true },
  { name: 'tournament-manage', path: '/tournaments/7', signedIn: true },
  { name: 'matches-joined', path: '/matches/joined', signedIn: true },
  {
    name: 'tournament-check-in',
    path: (page) => tournamentPath(page, inCheckIn.name, '/check-in'),
    signedIn: true,
  },
];

/**
 * The rules whose answer depends on colour. The markup is the same in light and dark mode, so
 * dark mode runs these alone; light mode runs every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const BLOCKING = new Set(['serious', 'critical']);
const NODES_SHOWN = 3;

/** Per rule: id, impact, help and node count, then the first few nodes (selector, HTML, why). */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `    ${node.target.join(' ')}\n      ${node.html.slice(0, 120)}\n      ${why}`;
      });
      const more = violation.nodes.length > NODES_SHOWN ? '\n    …' : '';
      return `- ${violation.id} [${violation.impact}] ${violation.help} (${violation.nodes.length} nodes)\n${nodes.join('\n')}${more}`;
    })
    .join('\n');
}

const tally = { checks: 0, blocking: 0, other: new Map<string, number>() };

/** The figures a report quotes (process.stdout: lint keeps console for warnings); one per worker. */
export function printAxeTally() {
  const other = [...tally.other].map(([rule, count]) => `${rule} ×${count}`).join(', ');
  process.stdout.write(
    `axe: ${tally.checks} checks, ${tally.blocking} serious/critical; ` +
      `moderate/minor: ${other || 'none'}\n`,
  );
}

/**
 * Runs axe (every rule in light mode, the colour rules in dark), records the figures and fails,
 * softly so that the screenshots are still taken, on any serious or critical violation.
 */
export async function expectNoBlockers(page: Page, what: string, scheme: 'light' | 'dark') {
  // Only violations are read in full; axe then keeps one example node per passed rule (faster).
  // Legacy mode runs axe in the page itself: the default finishes each check in a new blank page,
  // a new renderer process (about half a second here), which only cross-origin frames need, and
  // the app has none.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const results = await (scheme === 'dark' ? builder.withRules(COLOUR_RULES) : builder).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const other = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  tally.checks += 1;
  tally.blocking += blocking.length;
  for (const violation of other) {
    const key = `${violation.id} [${violation.impact}]`;
    tally.other.set(key, (tally.other.get(key) ?? 0) + 1);
  }
  const annotations = test.info().annotations;
  annotations.push({
    type: 'axe',
    description: `${what}: ${results.passes.length} rules passed, ${blocking.length} serious/critical, ${other.length} moderate/minor`,
  });
  if (other.length > 0) {
    annotations.push({ type: 'axe moderate/minor', description: describeViolations(other) });
  }
  expect
    .soft(
      blocking.length,
      `${what} has serious/critical axe violations:\n${describeViolations(blocking)}`,
    )
    .toBe(0);
}

/** Waits until data, lazy parts and entry animations have settled, as a user sees the page. */
export async function pageSettled(page: Page) {
  await appReady(page);
  const loading = page
    .getByRole('status')
    .filter({ hasText: 'Đang tải' })
    .or(page.getByRole('progressbar', { name: 'Đang tải' }));
  // Data can bring a lazy part (the rating chart) that loads in turn: retry until nothing does.
  await expect(async () => {
    await expect(loading).toHaveCount(0);
    await animationsDone(page.locator('body'));
    expect(await loading.count()).toBe(0);
  }).toPass();
}

/**
 * Entry animations fade in, and colours move when the scheme or the viewport changes: mid-way, axe
 * would measure half-transparent text or a colour between two. A transition may start a frame or
 * two after the change (a re-render on resize), so the page is watched until a pair of frames
 * passes with nothing running.
 */
export async function animationsDone(scope: Locator) {
  await expect(scope).toBeVisible();
  await scope.evaluate(async (element) => {
    for (let round = 0; round < 10; round++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = element
        .getAnimations({ subtree: true })
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
