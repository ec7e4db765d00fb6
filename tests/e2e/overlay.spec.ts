// The stream overlay (issue 21, item 2): OBS's browser source at 1920×1080 shows a match's
// scorebug over a transparent page, fed by the scoring itself, and a club table's overlay
// follows whichever match is on that table.
import { expect, test } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { capture, mutate, query, signIn } from './support';
import { liveSemiFinal } from './tournament-setup';

test.use({ viewport: { width: 1920, height: 1080 } });

const PLAYERS = FIXTURE_PLAYERS.slice(8, 12);
const RACE_TO_5 = { early: 5, quarterFinal: 5, semiFinal: 5, final: 5 };

test('a match’s overlay changes score when a rack is entered, over a transparent page', async ({
  page,
  browser,
  playwright,
}) => {
  await signIn(page, 'organizer');
  const semi = await liveSemiFinal(page, playwright, PLAYERS, { raceTo: RACE_TO_5 });
  const obs = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await obs.goto(`/overlay/matches/${semi.id}`);

  const bug = obs.getByRole('status', { name: `${semi.player1.fullName} 0 – 0`, exact: false });
  await expect(bug).toBeVisible();
  await expect(bug).toContainText(semi.player2.fullName);
  await expect(bug).toContainText('Chạm 5');
  // Nothing of the site over the picture: no header, and the document is see-through.
  await expect(obs.getByRole('banner')).toHaveCount(0);
  const backgrounds = await obs.evaluate(() =>
    [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor),
  );
  expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);

  await mutate(page.request, 'matches.score', { id: semi.id, player: 1, delta: 1 });
  await expect(obs.getByRole('status', { name: /1 – 0/ })).toBeVisible();
  await capture(obs, 'overlay-match-1920');
  await obs.close();
});

test('a club table’s overlay follows the match on that table, and clears when it ends', async ({
  page,
  browser,
  playwright,
}) => {
  await signIn(page, 'organizer');
  // The last club of the list: the club TV's test counts the running events of another.
  const store = (await query<{ id: number }[]>(page.request, 'stores.list')).at(-1);
  if (!store) throw new Error('the demo has clubs');
  const semi = await liveSemiFinal(page, playwright, PLAYERS, {
    raceTo: { early: 2, quarterFinal: 2, semiFinal: 2, final: 2 },
    storeId: store.id,
  });
  const obs = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  // A table number the demo's own events at the club do not use.
  await obs.goto(`/overlay/stores/${store.id}/tables/62`);
  await expect(obs.locator('#main')).toBeAttached();
  await expect(obs.getByRole('status')).toHaveCount(0);

  await mutate(page.request, 'matches.assign', { id: semi.id, tableLabel: 'Bàn 62' });
  const bug = obs.getByRole('status', { name: new RegExp(semi.player1.fullName) });
  await expect(bug).toContainText('Bàn 62');
  await mutate(page.request, 'matches.score', { id: semi.id, player: 2, delta: 1 });
  await expect(obs.getByRole('status', { name: /0 – 1/ })).toBeVisible();
  await mutate(page.request, 'matches.score', { id: semi.id, player: 2, delta: 1 });
  await expect(obs.getByRole('status')).toHaveCount(0);
  await obs.close();
});
