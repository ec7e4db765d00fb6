// Following (Theo dõi) on a phone: the home page's first section for a player who follows
// clubs, tours and players, the follow button on the clubs' page, and a visitor sent to sign in.
// The demo's player follows Pool Club Phố Huế, the season under way and Hoàng Văn Nam; what a
// test follows it unfollows again, since other specs sign in as the same player.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Follow, FollowFeed } from '../../src/shared/schemas/follows';
import type { StoreListItem } from '../../src/shared/schemas/stores';
import {
  appReady,
  COLOR_SCHEMES,
  fillLogin,
  fitsAndCapture,
  mutate,
  phoneContext,
  query,
  signIn,
  toast,
} from './support';
import { expectNoBlockers, pageSettled } from './sweep';

const THU_DUC = 'Pool Arena Thủ Đức';

const followed = (page: Page) => page.getByRole('region', { name: 'Bạn theo dõi', exact: true });
const chips = (page: Page) => followed(page).getByRole('list', { name: 'Đang theo dõi' });
const cards = (page: Page) =>
  followed(page).getByRole('list', { name: 'Giải từ những gì bạn theo dõi' }).getByRole('article');
const storeCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Shows every followed event (the section opens on the first few). */
async function showAllEvents(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  const more = followed(page).getByRole('button', { name: /^Xem thêm \d+ giải$/ });
  if (await more.isVisible()) await more.click();
}

/**
 * A club the player does not follow, with an event coming up that nothing they follow brings
 * yet (the demo's Thủ Đức event is in the season Hoàng Văn Nam plays, so it is one already).
 */
async function unfollowedClub(page: Page) {
  const [stores, feed] = await Promise.all([
    query<StoreListItem[]>(page.request, 'stores.list'),
    query<FollowFeed>(page.request, 'follows.feed'),
  ]);
  for (const store of stores) {
    if (feed.follows.some((f) => f.kind === 'store' && f.targetId === store.id)) continue;
    const event = store.upcomingTournaments.find(
      (t) => !feed.events.some((e) => e.tournament.id === t.id),
    );
    if (event) return { id: store.id, name: store.name, event: event.name };
  }
  throw new Error('The demo has a club whose events the player does not follow yet');
}

async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0, 'a thumb-sized target').toBeGreaterThanOrEqual(44);
}

test.describe('a player who follows', () => {
  let page: Page;

  test.beforeEach(async ({ browser }) => {
    page = await (await phoneContext(browser)).newPage();
    await signIn(page, 'player');
  });

  /** The club a test follows, unfollowed after it whatever happened. */
  let club: Awaited<ReturnType<typeof unfollowedClub>> | undefined;
  /** A follow of the demo's that a test stops, followed again after it. */
  let restore: Follow | undefined;

  test.afterEach(async () => {
    // The demo's player follows as before: other specs sign in as them too.
    if (club) {
      await mutate(page.request, 'follows.set', {
        kind: 'store',
        targetId: club.id,
        following: false,
      });
    }
    if (restore) {
      const { kind, targetId } = restore;
      await mutate(page.request, 'follows.set', { kind, targetId, following: true });
    }
    club = undefined;
    restore = undefined;
    await page.context().close();
  });

  test('sees the events of what they follow first on the home page', async () => {
    const feed = await query<FollowFeed>(page.request, 'follows.feed');
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Bạn theo dõi');

    // What they follow, each a link to its page.
    await expect(chips(page).getByRole('listitem')).toHaveCount(feed.follows.length);
    await expect(
      chips(page).getByRole('link', { name: 'Câu lạc bộ: Pool Club Phố Huế' }),
    ).toHaveAttribute('href', /^\/stores\?q=/);
    await expect(
      chips(page).getByRole('link', { name: 'Tour: BidaHub Pool Tour — Mùa 2' }),
    ).toHaveAttribute('href', /^\/tours\/\d+$/);
    await expect(chips(page).getByRole('link', { name: 'Cơ thủ: Hoàng Văn Nam' })).toHaveAttribute(
      'href',
      /^\/players\/\d+$/,
    );
    await expectThumbSized(chips(page).getByRole('button', { name: 'Bỏ theo dõi Hoàng Văn Nam' }));

    // The club's and the season's events, in the feed's order, each saying why it is there.
    expect(feed.events.some((e) => e.because.some((b) => b.kind === 'store'))).toBe(true);
    expect(feed.events.some((e) => e.because.some((b) => b.kind === 'tour'))).toBe(true);
    await showAllEvents(page);
    await expect(cards(page)).toHaveCount(feed.events.length);
    for (const [index, event] of feed.events.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('heading')).toHaveText(event.tournament.name);
      for (const reason of event.because) await expect(card).toContainText(reason.name);
    }
    await expect(cards(page).filter({ hasText: 'Giải phong trào Phố Huế' })).toContainText(
      'Bạn theo dõi: Pool Club Phố Huế',
    );
  });

  test('follows a club from the clubs page, sees its events at home, and unfollows', async () => {
    club = await unfollowedClub(page);
    const { name, event } = club;
    await page.goto('/stores');
    const card = storeCard(page, name);
    const follow = card.getByRole('button', { name: `Theo dõi ${name}` });
    await expectThumbSized(follow);
    await follow.click();
    await expect(card.getByRole('button', { name: `Đang theo dõi ${name}` })).toBeVisible();
    // Already followed clubs say so too (one read of the follows for the whole list).
    await expect(
      storeCard(page, 'Pool Club Phố Huế').getByRole('button', { name: /^Đang theo dõi/ }),
    ).toBeVisible();

    // Back home inside the app: the section has the club and its event.
    await page.getByRole('link', { name: /^BidaHub – / }).click();
    await expect(chips(page).getByRole('link', { name: `Câu lạc bộ: ${name}` })).toBeVisible();
    await showAllEvents(page);
    const shown = cards(page).filter({ hasText: event });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(`Bạn theo dõi: ${name}`);

    // Unfollowed from its chip: the club and its event leave, and stay gone.
    await chips(page)
      .getByRole('button', { name: `Bỏ theo dõi ${name}` })
      .click();
    await expect(chips(page).getByRole('link', { name: `Câu lạc bộ: ${name}` })).toHaveCount(0);
    await expect(cards(page).filter({ hasText: event })).toHaveCount(0);
    await page.reload();
    await expect(
      chips(page).getByRole('link', { name: 'Câu lạc bộ: Pool Club Phố Huế' }),
    ).toBeVisible();
    await expect(chips(page).getByRole('link', { name: `Câu lạc bộ: ${name}` })).toHaveCount(0);
  });

  test('an unfollow from its chip says so, and “Hoàn tác” follows again', async () => {
    const feed = await query<FollowFeed>(page.request, 'follows.feed');
    const nam = feed.follows.find((f) => f.kind === 'player' && f.name === 'Hoàng Văn Nam');
    if (!nam) throw new Error('The demo’s player follows Hoàng Văn Nam');
    restore = nam;
    await page.goto('/');
    const chip = chips(page).getByRole('link', { name: 'Cơ thủ: Hoàng Văn Nam' });
    await expect(chip).toBeVisible();

    // One tap on the cross: the chip leaves at once, and a toast offers to take it back.
    await chips(page).getByRole('button', { name: 'Bỏ theo dõi Hoàng Văn Nam' }).click();
    await expect(chip).toHaveCount(0);
    const told = toast(page, 'Thành công').filter({ hasText: 'Đã bỏ theo dõi Hoàng Văn Nam.' });
    await expect(told).toBeVisible();
    await expect
      .poll(async () => (await query<Follow[]>(page.request, 'follows.list')).length)
      .toBe(feed.follows.length - 1);
    await expectThumbSized(told.getByRole('button', { name: 'Hoàn tác' }));

    // "Hoàn tác": followed again, on the screen and on the server, and the toast gone.
    await told.getByRole('button', { name: 'Hoàn tác' }).click();
    await expect(told).toHaveCount(0);
    await expect(chip).toBeVisible();
    await expect
      .poll(async () =>
        (await query<Follow[]>(page.request, 'follows.list')).some(
          (f) => f.kind === 'player' && f.targetId === nam.targetId,
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(chip).toBeVisible();
    restore = undefined;
  });

  test('a follow that fails comes back as it was, with a toast', async () => {
    const { name } = await unfollowedClub(page);
    await page.goto('/stores');
    const button = storeCard(page, name).getByRole('button', { name: `Theo dõi ${name}` });
    await expect(button).toBeVisible();
    await page.route('**/trpc/follows.set*', (route) => route.abort('internetdisconnected'));
    await button.click();
    await expect(toast(page, 'Lỗi')).toContainText('Không kết nối được tới máy chủ');
    await expect(button).toBeVisible();
    await page.unroute('**/trpc/follows.set*');
  });

  test('follows from a player’s profile and a tour’s page, never their own profile', async () => {
    const [feed, me] = await Promise.all([
      query<FollowFeed>(page.request, 'follows.feed'),
      query<{ id: number }>(page.request, 'auth.me'),
    ]);
    const nam = feed.follows.find((f) => f.kind === 'player' && f.name === 'Hoàng Văn Nam');
    const tour = feed.follows.find((f) => f.kind === 'tour');
    if (!nam || !tour) throw new Error('The demo’s player follows Hoàng Văn Nam and a tour');
    restore = nam;

    await page.goto(`/players/${nam.targetId}`);
    const following = page.getByRole('button', { name: 'Đang theo dõi Hoàng Văn Nam' });
    await expectThumbSized(following);
    await following.click();
    const follow = page.getByRole('button', { name: 'Theo dõi Hoàng Văn Nam' });
    await expect(follow).toBeVisible();
    await expect(follow).not.toHaveAttribute('aria-busy');
    await expect
      .poll(async () => (await query<Follow[]>(page.request, 'follows.list')).length)
      .toBe(feed.follows.length - 1);
    await follow.click();
    await expect(following).not.toHaveAttribute('aria-busy');
    await expect
      .poll(async () => (await query<Follow[]>(page.request, 'follows.list')).length)
      .toBe(feed.follows.length);

    await page.goto(`/tours/${tour.targetId}`);
    await expect(page.getByRole('button', { name: `Đang theo dõi ${tour.name}` })).toBeVisible();

    await page.goto(`/players/${me.id}`);
    await expect(page.getByRole('button', { name: 'So sánh với…' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Theo dõi/ })).toHaveCount(0);
  });

  for (const scheme of COLOR_SCHEMES) {
    // The sweep looks at the home page as a visitor: this is its signed-in first section.
    test(`the section, ${scheme}, phone: no serious axe violation, screenshot`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await pageSettled(page);
      await expect(cards(page).first()).toBeVisible();
      await expectNoBlockers(page, 'home, signed in', scheme);
      await fitsAndCapture(page, `home-following-${scheme}-phone`);
    });
  }
});

test('a visitor is sent to sign in, and comes back to the clubs', async ({ browser }) => {
  const page = await (await phoneContext(browser)).newPage();
  await page.goto('/stores?city=TP.%20H%E1%BB%93%20Ch%C3%AD%20Minh');
  await storeCard(page, THU_DUC)
    .getByRole('link', { name: `Theo dõi ${THU_DUC}` })
    .click();
  await expect(page).toHaveURL(/^[^?]+\/login\?redirect=%2Fstores%3Fcity%3D/);
  // The viewer follows nothing: the clubs page offers to, the home page says what it is for.
  await fillLogin(page, 'viewer');
  await expect(page).toHaveURL(/\/stores\?city=/);
  await expect(
    storeCard(page, THU_DUC).getByRole('button', { name: `Theo dõi ${THU_DUC}` }),
  ).toBeVisible();
  await page.getByRole('link', { name: /^BidaHub – / }).click();
  await expect(
    page.getByText('Theo dõi câu lạc bộ, tour hoặc cơ thủ để thấy giải của họ ở đây.'),
  ).toBeVisible();
  await expect(followed(page)).toHaveCount(0);
  await page.context().close();
});
