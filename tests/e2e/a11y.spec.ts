import { RANK_CODES } from '../../src/shared/domain';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { FIXTURE_RANK_CHANGES } from '../../fixtures/rank-changes';
import { appReady, signIn } from './support';

// axe on the main pages and overlays, in light and dark mode: no serious or critical violation.

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** A page to check; `path` may be found at run time (the player page comes from the list). */
interface A11yPage {
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

// A demotion: its history shows the orange "down" badge besides the emerald ones.
const demoted = FIXTURE_RANK_CHANGES.find((change) => {
  const player = FIXTURE_PLAYERS.find((candidate) => candidate.username === change.username);
  return player && RANK_CODES.indexOf(change.rank) < RANK_CODES.indexOf(player.rank);
});
if (!demoted) throw new Error('The fixtures have a player moved down a rank');

const PAGES: A11yPage[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'tournaments', path: '/tournaments', signedIn: false },
  { name: 'tournament', path: '/tournaments/1', signedIn: false },
  { name: 'tournament bracket', path: '/tournaments/6', signedIn: false },
  { name: 'tournament description', path: '/tournaments/1/desc', signedIn: false },
  { name: 'tournament players', path: '/tournaments/1/players', signedIn: false },
  { name: 'tournament ranking', path: '/tournaments/1/ranking', signedIn: false },
  { name: 'match', path: '/matches/2', signedIn: false },
  { name: 'players', path: '/players', signedIn: false },
  { name: 'player', path: (page) => playerPath(page), signedIn: false },
  {
    name: 'player moved down a rank',
    path: (page) => playerPath(page, demoted.username),
    signedIn: false,
  },
  { name: 'playing', path: '/playing', signedIn: false },
  { name: 'stores', path: '/stores', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'signup', path: '/signup', signedIn: false },
  { name: 'forgot password', path: '/forgot-password', signedIn: false },
  { name: 'unknown page', path: '/khong-co-trang-nay', signedIn: false },
  { name: 'forbidden', path: '/403', signedIn: false },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'wallet', path: '/payment', signedIn: true },
  { name: 'payment histories', path: '/payment/histories', signedIn: true },
  { name: 'payment methods', path: '/payment/payment-methods', signedIn: true },
  { name: 'tournament create', path: '/tournaments/create', signedIn: true },
  { name: 'tournaments managing', path: '/tournaments/managing', signedIn: true },
  { name: 'tournament managed', path: '/tournaments/7', signedIn: true },
  { name: 'matches joined', path: '/matches/joined', signedIn: true },
];

const OVERLAYS = ['toast', 'confirm dialog', 'login dialog', 'menu', 'phone drawer'] as const;

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

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

// The figures a report quotes (process.stdout: lint keeps console for warnings); one per worker.
test.afterAll(() => {
  const other = [...tally.other].map(([rule, count]) => `${rule} ×${count}`).join(', ');
  process.stdout.write(
    `axe: ${tally.checks} checks (${PAGES.length} pages + ${OVERLAYS.length} overlays, × ${SCHEMES.length} modes), ` +
      `${tally.blocking} serious/critical; moderate/minor: ${other || 'none'}\n`,
  );
});

/** Runs axe, records the figures and fails (softly: one test checks several overlays) on any blocker. */
async function expectNoBlockers(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
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

const schemeContext = (browser: Browser, colorScheme: Scheme) =>
  browser.newContext({ colorScheme, baseURL: test.info().project.use.baseURL });

/** Waits until data, lazy parts and entry animations have settled, as a user sees the page. */
async function pageSettled(page: Page) {
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

/** Entry animations fade in: mid-way, axe would measure half-transparent text. */
async function animationsDone(scope: Locator) {
  await expect(scope).toBeVisible();
  await scope.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

for (const colorScheme of SCHEMES) {
  test.describe(`${colorScheme} mode`, () => {
    for (const entry of PAGES) {
      test(`${entry.name} has no serious or critical axe violations`, async ({ browser }) => {
        const context = await schemeContext(browser, colorScheme);
        const page = await context.newPage();
        if (entry.signedIn) await signIn(page, 'organizer');
        const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
        await page.goto(path);
        await pageSettled(page);
        await expectNoBlockers(page, `${path} (${colorScheme})`);
        await context.close();
      });
    }

    test('overlays have no serious or critical axe violations', async ({ browser }) => {
      const context = await schemeContext(browser, colorScheme);
      const page = await context.newPage();
      await page.goto('/test');
      await pageSettled(page);

      // The one toast that stays until closed: the timed ones could leave while axe runs.
      await page.getByRole('button', { name: 'Thông báo không tự đóng' }).click();
      await animationsDone(page.getByRole('status', { name: 'Thông báo không tự đóng' }));
      await expectNoBlockers(page, `toast (${colorScheme})`);
      await page.getByRole('button', { name: 'Đóng thông báo' }).click();

      await page.getByRole('button', { name: 'Mở hộp xác nhận' }).click();
      await animationsDone(page.getByRole('alertdialog'));
      await expectNoBlockers(page, `confirm dialog (${colorScheme})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      await page.getByRole('button', { name: 'Gọi API cần đăng nhập' }).click();
      await animationsDone(page.getByRole('dialog', { name: 'Đăng nhập' }));
      await expectNoBlockers(page, `login dialog (${colorScheme})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page
        .getByRole('navigation', { name: 'Menu chính' })
        .getByRole('button', { name: 'Giải đấu' })
        .click();
      await animationsDone(page.getByRole('menu'));
      await expectNoBlockers(page, `menu (${colorScheme})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await animationsDone(page.getByRole('dialog'));
      await expectNoBlockers(page, `phone drawer (${colorScheme})`);
      await context.close();
    });
  });
}
