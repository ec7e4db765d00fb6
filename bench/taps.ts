// Taps a user makes first, on the phone of bench/phone.ts (390×844, Slow 4G, CPU 4× slower) and
// on a desktop over loopback (PRODUCT.md §8: a tap answers within 300 ms once the page shows;
// issue 43: its buttons usable within 2 s of the navigation). Each scenario runs in a fresh
// browser context (an empty cache, a first visit) and prints the median of its runs:
// - the header menu's first open on a desktop (a "Giải đấu" group) and the phone's drawer;
// - a player's "Tham gia giải": when it can be tapped, the document's (a form the server drew,
//   server/first-paint-actions.ts) and the app's, and how long each one's dialog takes to show;
//   joining through the document's form, to the page that says so;
// - an organiser's "Bắt đầu trận" (the document's and the app's), the score buttons it brings,
//   and the first rack's +1.
// `npm run bench -- taps`; TAP_RUNS changes the number of runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { FIXTURE_ACCOUNTS } from '../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../fixtures/players';
import { tournamentInput } from '../fixtures/tournament-input';
import { buildIsStale, CHROMIUM_FLAGS, chromiumPath, mustRun } from '../scripts/lib.mjs';
import { createBidaHubClient } from '../src/server/typed-client';
import { productionEnv, startChildServer, stopAll } from './support/child-server';
import { PHONE, throttle } from './support/page-metrics';

const RUNS = Number(process.env.TAP_RUNS ?? 3);
// The main action the server drew into the document, and the app's own button that replaces it.
const DOCUMENT_BUTTON = 'main .fp-button';
const APP_BUTTON = 'main button:not(.fp-button)';
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'vi-VN' };

await mustRun(process.execPath, ['scripts/ensure-chromium.mjs']);
if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bidahub-taps-'));
const server = await startChildServer({
  args: ['dist/server/main.js'],
  env: productionEnv(pathToFileURL(dataDir).href),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });

// In the page: the time of the last pointerdown, so a tap's answer is timed where it happens.
const TAP_CLOCK = `addEventListener('pointerdown', () => { window.__tapAt = performance.now(); }, true);`;

/**
 * Milliseconds from the page's navigation until an element matching `selector` (and holding
 * `text`, when given) shows, visible and enabled.
 */
async function shownAt(page: Page, selector: string, text?: string): Promise<number> {
  const handle = await page.waitForFunction(
    ([css, wanted]) => {
      const found = [...document.querySelectorAll<HTMLElement>(css)].find(
        (el) =>
          el.offsetParent !== null &&
          !el.hasAttribute('disabled') &&
          (wanted === undefined || (el.textContent ?? '').includes(wanted)),
      );
      return found ? performance.now() : null;
    },
    [selector, text] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * When the first of the page's `text` buttons in `main` shows, and whether it is the document's
 * (the server leaves its form out when the page's reads take over their budget, 250 ms).
 */
async function firstButton(page: Page, text: string): Promise<{ at: number; document: boolean }> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const found = [...document.querySelectorAll<HTMLElement>('main button')].find(
        (el) =>
          el.offsetParent !== null &&
          !el.hasAttribute('disabled') &&
          (el.textContent ?? '').includes(wanted),
      );
      return found
        ? { at: performance.now(), document: found.classList.contains('fp-button') }
        : null;
    },
    text,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { at: number; document: boolean };
}

/**
 * Taps (or clicks) the middle of `target` as a finger or a mouse would: the raw input alone.
 * Resolves with the bench's clock when the input left, for answers that cross a navigation.
 * A locator's own tap() re-runs its selector in the page after the pointerdown to check what was
 * hit (a role query over the whole page: 55–70 ms of a phone at CPU 4×), which no user pays.
 */
async function press(target: Locator, how: 'tap' | 'click' = 'tap'): Promise<number> {
  await target.waitFor();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press: the target has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const page = target.page();
  const at = Date.now();
  await (how === 'tap' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  return at;
}

/** Presses `target`, then the milliseconds from its pointerdown until `selector` shows. */
async function answerOf(
  target: Locator,
  selector: string,
  text?: string,
  how: 'tap' | 'click' = 'tap',
): Promise<number> {
  const page = target.page();
  await press(target, how);
  const shown = await shownAt(page, selector, text);
  const tapAt = await page.evaluate(() => (window as unknown as { __tapAt: number }).__tapAt);
  return shown - tapAt;
}

/** The page idle after its load: nothing in flight, the main thread free. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
  );
}

async function context(kind: 'phone' | 'desktop', signIn?: { username: string; password: string }) {
  const made = await browser.newContext({
    ...(kind === 'phone' ? PHONE : DESKTOP),
    baseURL: server.base,
  });
  await made.addInitScript(TAP_CLOCK);
  if (signIn) {
    const response = await made.request.post('/trpc/auth.login', { data: { json: signIn } });
    if (!response.ok()) throw new Error(`login ${signIn.username}: ${response.status()}`);
  }
  return made;
}

/**
 * Holds the app's code back until the returned function is called: a tap "before the app has
 * come" is then one, however fast this machine runs.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function phonePage(made: BrowserContext): Promise<Page> {
  const page = await made.newPage();
  await page.bringToFront();
  await throttle(made, page);
  return page;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);
const rows: [string, number[]][] = [];
async function measure(label: string, run: () => Promise<number>) {
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) values.push(await run());
  rows.push([label, values]);
  console.log(
    `${label.padEnd(58)} ${median(values).toFixed(0).padStart(6)} ${max(values).toFixed(0).padStart(6)}`,
  );
}

try {
  const organiser = createBidaHubClient({ url: server.base });
  await organiser.login(FIXTURE_ACCOUNTS.organizer.username, FIXTURE_ACCOUNTS.organizer.password);
  const players = FIXTURE_PLAYERS.filter((p) => p.coin >= 50);

  /** A tournament open for registration, 10 coins to enter, no rank limit. */
  const openTournament = () =>
    organiser.api.tournaments.create.mutate(
      tournamentInput({ name: `Giải đo chạm ${Date.now()}`, entryFee: 10 }),
    );
  /** A started two-player knockout: its one match, scheduled. */
  async function scheduledMatch(): Promise<number> {
    const { id } = await organiser.api.tournaments.create.mutate(
      tournamentInput({ name: `Trận đo chạm ${Date.now()}`, maxPlayers: 2 }),
    );
    for (const player of players.slice(0, 2)) {
      const client = createBidaHubClient({ url: server.base });
      await client.login(player.username, DEMO_PLAYER_PASSWORD);
      await client.api.tournaments.join.mutate({ id });
    }
    await organiser.api.tournaments.start.mutate({ id, seeding: 'rating' });
    const [match] = await organiser.api.tournaments.matches.query({ id });
    if (!match) throw new Error('the started tournament has no match');
    return match.id;
  }

  console.log(
    `Taps: median and worst of ${RUNS} runs, ms, each a first visit; phone = 390×844, Slow 4G, CPU 4×; ${server.base}`,
  );
  console.log(`${'what'.padEnd(58)} ${'p50'.padStart(6)} ${'max'.padStart(6)}`);

  await measure('desktop: first open of the "Giải đấu" menu', async () => {
    const made = await context('desktop');
    const page = await made.newPage();
    await page.goto('/');
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    const ms = await answerOf(
      nav.getByRole('button', { name: 'Giải đấu' }),
      '[role=menu]',
      undefined,
      'click',
    );
    await made.close();
    return ms;
  });
  await measure('phone: first open of the menu drawer', async () => {
    const made = await context('phone');
    const page = await phonePage(made);
    await page.goto('/');
    await settled(page);
    const ms = await answerOf(page.getByRole('button', { name: 'Mở menu' }), '[role=dialog]');
    await made.close();
    return ms;
  });

  /** Loads whose document came without its form: the app's button was the first to show. */
  let withoutForm = 0;
  const player = {
    username: FIXTURE_ACCOUNTS.player.username,
    password: FIXTURE_ACCOUNTS.player.password,
  };
  const join = {
    document: [] as number[],
    usable: [] as number[],
    warm: [] as number[],
    dialog: [] as number[],
    documentDialog: [] as number[],
    documentJoin: [] as number[],
  };
  for (let i = 0; i < RUNS; i++) {
    const { id } = await openTournament();
    const made = await context('phone', player);
    const page = await phonePage(made);
    await page.goto(`/tournaments/${id}`);
    const first = await firstButton(page, 'Tham gia giải');
    join.document.push(first.at);
    if (!first.document) withoutForm++;
    join.usable.push(await shownAt(page, APP_BUTTON, 'Tham gia giải'));
    await settled(page);
    join.dialog.push(
      await answerOf(page.getByRole('button', { name: 'Tham gia giải' }), '[role=alertdialog]'),
    );
    // The same page again, its code in the browser's cache: a player's second visit.
    await page.goto(`/tournaments/${id}`);
    join.warm.push(await shownAt(page, APP_BUTTON, 'Tham gia giải'));
    await made.close();

    // Tapped as soon as the document shows it, the app's code still on its way.
    const { id: other } = await openTournament();
    const early = await context('phone', player);
    const earlyPage = await phonePage(early);
    const releaseApp = await holdApp(earlyPage);
    await earlyPage.goto(`/tournaments/${other}`);
    // Parsed by now (goto waits for the load event, which the held app's code does not hold).
    if ((await earlyPage.locator(DOCUMENT_BUTTON).count()) === 0) {
      withoutForm++;
      releaseApp();
      await early.close();
      continue;
    }
    join.documentDialog.push(
      await answerOf(
        earlyPage.locator(DOCUMENT_BUTTON, { hasText: 'Tham gia giải' }),
        '#fp-ask h2',
      ),
    );
    // A post and a new document: timed from the bench's side, the page's clock starts again.
    const tapped = await press(
      earlyPage.getByRole('alertdialog').getByRole('button', { name: 'Tham gia' }),
    );
    releaseApp();
    await earlyPage.getByRole('button', { name: 'Rút khỏi giải' }).first().waitFor();
    join.documentJoin.push(Date.now() - tapped);
    await early.close();
  }
  rows.push(['phone: "Tham gia giải" usable (the first button to show)', join.document]);
  rows.push(['phone: "Tham gia giải" usable, the app\'s button', join.usable]);
  rows.push(['phone: "Tham gia giải" usable on a second visit (app)', join.warm]);
  rows.push(['phone: the app\'s "Tham gia giải" → its dialog', join.dialog]);
  rows.push(['phone: the document\'s "Tham gia giải" → its dialog', join.documentDialog]);
  rows.push(['phone: the document\'s "Tham gia" → "Rút khỏi giải" shows', join.documentJoin]);

  const organizerAccount = {
    username: FIXTURE_ACCOUNTS.organizer.username,
    password: FIXTURE_ACCOUNTS.organizer.password,
  };
  const start = {
    document: [] as number[],
    usable: [] as number[],
    buttons: [] as number[],
    rack: [] as number[],
    documentStart: [] as number[],
  };
  for (let i = 0; i < RUNS; i++) {
    const id = await scheduledMatch();
    const made = await context('phone', organizerAccount);
    const page = await phonePage(made);
    await page.goto(`/matches/${id}`);
    const first = await firstButton(page, 'Bắt đầu trận');
    start.document.push(first.at);
    if (!first.document) withoutForm++;
    start.usable.push(await shownAt(page, APP_BUTTON, 'Bắt đầu trận'));
    await settled(page);
    start.buttons.push(
      await answerOf(
        page.getByRole('button', { name: 'Bắt đầu trận' }),
        '[aria-label^="Cộng 1 ván cho"]',
      ),
    );
    await settled(page);
    start.rack.push(
      await answerOf(
        page.getByRole('button', { name: /^Cộng 1 ván cho/ }).first(),
        '[data-testid="score-1"]',
        '1',
      ),
    );
    await made.close();

    // The document's "Bắt đầu trận", tapped before the app has come: a post, then the page
    // again, until the scorer's buttons show.
    const other = await scheduledMatch();
    const early = await context('phone', organizerAccount);
    const earlyPage = await phonePage(early);
    const releaseApp = await holdApp(earlyPage);
    await earlyPage.goto(`/matches/${other}`);
    // Parsed by now (goto waits for the load event, which the held app's code does not hold).
    if ((await earlyPage.locator(DOCUMENT_BUTTON).count()) === 0) {
      withoutForm++;
      releaseApp();
      await early.close();
      continue;
    }
    const tapped = await press(earlyPage.locator(DOCUMENT_BUTTON, { hasText: 'Bắt đầu trận' }));
    releaseApp();
    await earlyPage
      .getByRole('button', { name: /^Cộng 1 ván cho/ })
      .first()
      .waitFor();
    start.documentStart.push(Date.now() - tapped);
    await early.close();
  }
  rows.push(['phone: "Bắt đầu trận" usable (the first button to show)', start.document]);
  rows.push(['phone: "Bắt đầu trận" usable, the app\'s button', start.usable]);
  rows.push(['phone: "Bắt đầu trận" → the score buttons', start.buttons]);
  rows.push(['phone: the first +1 → the score shows it', start.rack]);
  rows.push(['phone: the document\'s "Bắt đầu trận" → the score buttons', start.documentStart]);
  for (const [label, values] of rows.slice(2)) {
    const [p50, worst] = values.length ? [median(values), max(values)] : [NaN, NaN];
    console.log(
      `${label.padEnd(58)} ${p50.toFixed(0).padStart(6)} ${worst.toFixed(0).padStart(6)}`,
    );
  }
  console.log(
    `documents without their form (reads over budget): ${withoutForm} of ${RUNS * 4} loads`,
  );
} finally {
  await browser.close();
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
