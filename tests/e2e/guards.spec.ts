import { expect, test } from '@playwright/test';
import { FIXTURE_ACCOUNT_LIST } from '../../fixtures/accounts';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { MESSAGES } from '../../src/shared/messages';
import { EXPECTED_MENUS, type Menu } from '../support/menus';
import { appReady, capture, errorMessage, errorStatus, signIn, type AccountName } from './support';

/** SPEC §5 (plus the issue's /tournaments/{id}/update) → which fixture accounts may open it. */
const GUARDED: { path: string; heading: string; allowed: AccountName[] }[] = [
  { path: '/tournaments/create', heading: 'Tạo giải đấu', allowed: ['organizer'] },
  { path: '/tournaments/managing', heading: 'Giải đấu đang quản lý', allowed: ['organizer'] },
  { path: '/payment/payment-methods', heading: 'Phương thức thanh toán', allowed: ['organizer'] },
  { path: '/tournaments/1/update', heading: 'Chỉnh sửa giải đấu', allowed: ['organizer'] },
  { path: '/tours/new', heading: 'Tạo tour xếp hạng', allowed: ['organizer'] },
  { path: '/profile', heading: 'Thông tin cá nhân', allowed: ['organizer', 'player', 'operator'] },
  {
    path: '/profile/histories',
    heading: 'Lịch sử thi đấu',
    allowed: ['organizer', 'player', 'operator'],
  },
  {
    path: '/profile/achievements',
    heading: 'Thành tích',
    allowed: ['organizer', 'player', 'operator'],
  },
  {
    path: '/payment/histories',
    heading: 'Lịch sử giao dịch',
    allowed: ['organizer', 'player', 'operator'],
  },
  { path: '/payment/operator', heading: 'Duyệt rút xu', allowed: ['operator'] },
];

const SIGNED_IN_ONLY = [
  { path: '/tournaments/joined', heading: 'Giải đấu của tôi' },
  { path: '/matches/joined', heading: 'Trận đấu của tôi' },
  { path: '/payment', heading: 'Ví xu' },
  { path: '/profile/change-password', heading: 'Đổi mật khẩu' },
];

// Seeded in fixture order: id 3 is the third fixture tournament.
const THIRD_TOURNAMENT = FIXTURE_TOURNAMENTS[2]?.name ?? '';
// The demo players are seeded right after the fixed accounts; player pages are headed by the name.
const FIRST_PLAYER_ID = FIXTURE_ACCOUNT_LIST.length + 1;
const FIRST_PLAYER = FIXTURE_PLAYERS[0]?.fullName ?? '';

const OPEN: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'BidaHub – cộng đồng bida Việt Nam' },
  { path: '/tournaments', heading: 'Danh sách giải đấu' },
  // Tournament pages are headed by the tournament's name, a match page by its round and number.
  { path: '/tournaments/3', heading: THIRD_TOURNAMENT },
  { path: '/tournaments/3/desc', heading: THIRD_TOURNAMENT },
  { path: '/tournaments/3/players', heading: THIRD_TOURNAMENT },
  { path: '/tournaments/3/ranking', heading: THIRD_TOURNAMENT },
  { path: '/matches/2', heading: /· Trận \d+$/ },
  { path: '/players', heading: 'Cơ thủ' },
  { path: `/players/${FIRST_PLAYER_ID}`, heading: FIRST_PLAYER },
  { path: `/players/${FIRST_PLAYER_ID}/achievements`, heading: FIRST_PLAYER },
  { path: `/players/${FIRST_PLAYER_ID}/match-histories`, heading: FIRST_PLAYER },
  { path: '/playing', heading: 'Bảng xếp hạng & luật chấp' },
  { path: '/stores', heading: 'Câu lạc bộ bida' },
  { path: '/login', heading: 'Đăng nhập' },
  { path: '/signup', heading: 'Đăng ký' },
  { path: '/forgot-password', heading: 'Quên mật khẩu' },
  { path: '/i18n', heading: 'Ngôn ngữ' },
  { path: '/server', heading: 'Thông tin máy chủ' },
  { path: '/test', heading: 'Tự kiểm tra giao diện' },
];

test.describe('a visitor', () => {
  test('opens every public page in the default layout with its heading', async ({ page }) => {
    // Two dozen full page loads, several of them fetching a tournament or a match.
    test.setTimeout(60_000);
    for (const { path, heading } of OPEN) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  test('gets 403 with the forbidden message on every permission page', async ({ page }) => {
    for (const { path } of GUARDED) {
      await page.goto(path);
      await expect(errorStatus(page), path).toHaveText('403');
      await expect(errorMessage(page)).toHaveText(MESSAGES.forbidden);
      // In the site's frame: the header is there to go elsewhere.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });

  test('is asked to sign in on pages about their own account', async ({ page }) => {
    for (const { path } of SIGNED_IN_ONLY) {
      await page.goto(path);
      await expect(errorStatus(page), path).toHaveText('401');
      await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toHaveCount(0);
    }
  });

  test('sees only the open menu entries', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav.getByRole('button')).toHaveText(['Giải đấu', 'Tra cứu']);
    await nav.getByRole('button', { name: 'Giải đấu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(EXPECTED_MENUS.visitor['Giải đấu']);
  });
});

for (const account of ['organizer', 'player', 'viewer', 'operator'] as const) {
  test(`${account} opens exactly the guarded pages the specification allows`, async ({ page }) => {
    await signIn(page, account);
    for (const { path, heading, allowed } of GUARDED) {
      await page.goto(path);
      if (allowed.includes(account)) {
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      } else {
        await expect(errorStatus(page), path).toHaveText('403');
        await expect(errorMessage(page)).toHaveText(MESSAGES.forbidden);
      }
    }
    for (const { path, heading } of SIGNED_IN_ONLY) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
  });

  test(`${account} is sent home from the account entry pages`, async ({ page }) => {
    await signIn(page, account);
    for (const path of ['/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: /BidaHub/ })).toBeVisible();
    }
  });
}

/** Each account's menu: its groups, and the entries of each. */
const MENUS: Record<AccountName, Menu> = {
  organizer: EXPECTED_MENUS.organizer,
  // The second organiser holds the same permissions: the same menu.
  organizer2: EXPECTED_MENUS.organizer,
  player: EXPECTED_MENUS.player,
  viewer: EXPECTED_MENUS.viewer,
  operator: EXPECTED_MENUS.operator,
};

// One test per account: five accounts' four menus in one test outgrew its 30 s on a busy machine.
for (const [account, groups] of Object.entries(MENUS) as [AccountName, Menu][]) {
  test(`${account}'s menu follows its permissions`, async ({ page }) => {
    await signIn(page, account);
    await page.goto('/playing');
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav.getByRole('button')).toHaveText(Object.keys(groups));
    for (const [group, items] of Object.entries(groups)) {
      await nav.getByRole('button', { name: group }).click();
      await expect(page.getByRole('menuitem'), group).toHaveText(items);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  });
}

test('the active page is marked in the menu', async ({ page }) => {
  await page.goto('/playing');
  const nav = page.getByRole('navigation', { name: 'Menu chính' });
  await nav.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Bảng xếp hạng & luật chấp' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('menuitem', { name: 'Cơ thủ' }).click();
  await expect(page).toHaveURL('/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Cơ thủ' })).toBeVisible();
});

test.describe('unknown pages', () => {
  test("give 404 in Vietnamese in the site's frame, its menu still there", async ({ page }) => {
    for (const path of [
      '/khong-co-trang-nay',
      '/tournaments/abc',
      '/players/0/achievements',
      '/404',
    ]) {
      await page.goto(path);
      await expect(errorStatus(page), path).toHaveText('404');
      await expect(errorMessage(page)).toHaveText('Không tìm thấy trang');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    }
    await capture(page, 'not-found-desktop');
    // A phone that opens a mistyped link: the 404 keeps the phone's menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/khong-co-trang-nay');
    await expect(errorStatus(page)).toHaveText('404');
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeVisible();
    await capture(page, 'not-found-phone');
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL('/');
    await appReady(page);
  });

  test('/403 shows the forbidden page', async ({ page }) => {
    await page.goto('/403');
    await expect(errorStatus(page)).toHaveText('403');
    await expect(errorMessage(page)).toHaveText(MESSAGES.forbidden);
  });
});
