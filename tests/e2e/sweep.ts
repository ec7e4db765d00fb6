// How the page sweep (pages.spec.ts) and the flows' own checks look: axe, and a page settled as a
// user sees it. The pages swept are in sweep-pages.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady } from './support';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

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
