// Live views that never go stale (issue 21, item 7): a spectator's phone that comes back into
// sight, or back online, opens its live stream again at once and shows the score entered
// meanwhile, without waiting for the watchdog.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
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
