// Live views that never go stale (issue 21, item 7): a spectator's phone that comes back into
// sight, or back online, opens its live stream again at once and shows the score entered
// meanwhile, without waiting for the watchdog; a connection cut or dead under it is replaced by
// itself, resuming from the last state it had.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { startCuttingProxy } from './cutting-proxy';
import { mutate, signIn } from './support';
import { liveSemiFinal } from './tournament-setup';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PLAYERS = FIXTURE_PLAYERS.slice(4, 8);
const RACE_TO_7 = { early: 7, quarterFinal: 7, semiFinal: 7, final: 7 };

/** The phone comes back: its page is in sight again (a screen unlocked, a tab brought back). */
const backInSight = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('a spectator’s match view reopens its stream on coming back into sight or online', async ({
  page,
  browser,
  playwright,
}) => {
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, PLAYERS, { raceTo: RACE_TO_7 });
  const spectator = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const streams: string[] = [];
  spectator.on('request', (request) => {
    if (request.url().includes('/trpc/matches.onUpdate')) streams.push(request.url());
  });
  await spectator.goto(`/matches/${semi.id}`);
  await expect(spectator.getByTestId('score-1')).toHaveText('0');
  await expect.poll(() => streams.length).toBe(1);

  const reopened = spectator.waitForRequest(/\/trpc\/matches\.onUpdate/);
  await backInSight(spectator);
  await reopened;
  await mutate(page.request, 'matches.score', { id: semi.id, player: 1, delta: 1 });
  await expect(spectator.getByTestId('score-1')).toHaveText('1');

  const again = spectator.waitForRequest(/\/trpc\/matches\.onUpdate/);
  await spectator.evaluate(() => window.dispatchEvent(new Event('online')));
  await again;
  await mutate(page.request, 'matches.score', { id: semi.id, player: 2, delta: 1 });
  await expect(spectator.getByTestId('score-2')).toHaveText('1');
  expect(streams).toHaveLength(3);
  await spectator.close();
});

test('a spectator’s stream cut or silently dead under it comes back by itself', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, FIXTURE_PLAYERS.slice(12, 16), {
    raceTo: RACE_TO_7,
  });
  const proxy = await startCuttingProxy(Number(new URL(baseURL ?? '').port));
  const spectator = await browser.newPage({
    baseURL: proxy.url,
    viewport: { width: 390, height: 844 },
  });
  await spectator.goto(`/matches/${semi.id}`);
  await expect(spectator.getByTestId('score-1')).toHaveText('0');

  // The Wi-Fi drops: every socket closes. The score entered meanwhile shows once it is back.
  proxy.cut();
  await mutate(page.request, 'matches.score', { id: semi.id, player: 1, delta: 1 });
  await expect(spectator.getByTestId('score-1')).toHaveText('1');

  // The connection dies without a word: the 5 s watchdog replaces it. The browser may send the
  // new stream down one of its idle pooled sockets, frozen as well (up to six per origin, more
  // of them open since the page fetches the code of its first taps when idle), so it may take a
  // try per socket: within six tries.
  proxy.freeze();
  await mutate(page.request, 'matches.score', { id: semi.id, player: 2, delta: 1 });
  await expect(spectator.getByTestId('score-2')).toHaveText('1', { timeout: 35_000 });
  await spectator.close();
  await proxy.close();
});
