import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { ACCOUNTS, errorStatus, fillLogin, signIn, toast } from './support';

test.describe('login page', () => {
  test('has the labelled fields and links to sign-up and password reset', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Đăng nhập · BidaHub');
    await expect(page.getByLabel('Tên đăng nhập', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Mật khẩu')).toHaveAttribute('type', 'password');
    await page.getByRole('link', { name: 'Chưa có tài khoản? Đăng ký' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký' })).toBeVisible();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeVisible();
  });

  test('validates with the shared schema before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByText('Vui lòng nhập tên đăng nhập')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập mật khẩu')).toBeVisible();
    await expect(page.getByLabel('Tên đăng nhập', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('shows the server message in an error toast on wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập', { exact: true }).fill('player');
    await page.getByLabel('Mật khẩu').fill('SaiMatKhau1');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    const error = toast(page, MESSAGES.toastErrorSummary);
    await expect(error).toContainText(MESSAGES.wrongCredentials);
    await expect(page).toHaveURL('/login');
  });

  test('signs in, shows the coin balance and goes home', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'organizer');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Số dư ví: 1.000 xu' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Tài khoản của bạn: ${ACCOUNTS.organizer.fullName}` }),
    ).toBeVisible();
    // The session is the HttpOnly cookie; nothing is kept in local storage.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  test('redirects back to where the visitor came from', async ({ page }) => {
    await page.goto('/players');
    await page.getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fplayers');
    await fillLogin(page, 'player');
    await expect(page).toHaveURL('/players');
    await expect(page.getByRole('link', { name: 'Số dư ví: 200 xu' })).toBeVisible();
  });

  test('ignores a redirect to another site', async ({ page }) => {
    await page.goto('/login?redirect=//evil.example/x');
    await fillLogin(page, 'viewer');
    await expect(page).toHaveURL('/');
  });
});

test.describe('login modal', () => {
  test('opens on a 401 (a call while signed out), with an error toast, and signs in in place', async ({
    page,
  }) => {
    await page.goto('/test');
    await page.getByRole('button', { name: 'Gọi API cần đăng nhập' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(dialog).toBeVisible();
    await expect(toast(page, MESSAGES.toastErrorSummary)).toContainText(MESSAGES.unauthorized);
    await fillLogin(dialog, 'player');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/test');
    await expect(page.getByRole('link', { name: 'Số dư ví: 200 xu' })).toBeVisible();
    // Signed in, the same call now succeeds.
    await page.getByRole('button', { name: 'Gọi API cần đăng nhập' }).click();
    await expect(toast(page, MESSAGES.toastSuccessSummary)).toContainText(MESSAGES.updateSuccess);
  });

  test('opens on a page that needs a signed-in user and shows it after sign-in', async ({
    page,
  }) => {
    await page.goto('/profile/change-password');
    await expect(errorStatus(page)).toHaveText('401');
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await fillLogin(dialog, 'viewer');
    await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();
    await expect(page).toHaveURL('/profile/change-password');
  });

  test('closes with Escape and its close button', async ({ page }) => {
    await page.goto('/payment');
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await page.goto('/payment');
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('shows no toast for the silent current-user call', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Đăng nhập' }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('logout from the user menu clears the session', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/profile');
  await page.getByRole('button', { name: /Tài khoản của bạn/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  // The toast first: it lives three seconds, which a slow page load could outlast.
  await expect(toast(page, 'Đăng xuất')).toContainText('Bạn đã đăng xuất');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Đăng nhập' }).first()).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await page.goto('/profile');
  await expect(errorStatus(page)).toHaveText('403');
});

test('the user menu links to the profile and the password change', async ({ page }) => {
  await signIn(page, 'organizer');
  await page.goto('/');
  await page.getByRole('button', { name: /Tài khoản của bạn/ }).click();
  await page.getByRole('menuitem', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();
  // Closed for good before it opens again: a tap on the button while the menu still leaves
  // would land in the closing one.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: /Tài khoản của bạn/ }).click();
  await page.getByRole('menuitem', { name: 'Thông tin cá nhân' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeVisible();
  await page.getByRole('link', { name: 'Số dư ví: 1.000 xu' }).click();
  await expect(page).toHaveURL('/payment');
});

test('the user menu stays under its button while the page scrolls', async ({ page }) => {
  await signIn(page, 'organizer');
  await page.goto('/profile/change-password');
  await page.getByRole('button', { name: /Tài khoản của bạn/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Thông tin cá nhân' })).toBeVisible();
  // Measured in the same task as the scroll, before any repositioning could run: a menu placed
  // on the page rather than on the screen slides away from the sticky header with the content,
  // and a tap meant for an item lands on whatever moved under the finger.
  const gap = await page.evaluate(() => {
    window.scrollBy(0, 100);
    const button = document.querySelector('button[aria-haspopup="menu"][aria-expanded="true"]');
    const menu = document.querySelector('[role="menu"]');
    if (!button || !menu || window.scrollY === 0) return null;
    return menu.getBoundingClientRect().top - button.getBoundingClientRect().bottom;
  });
  expect(gap).not.toBeNull();
  expect(Math.abs(gap ?? Infinity)).toBeLessThan(16);
});
