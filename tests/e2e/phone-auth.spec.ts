// Phone sign-up and password reset in Chromium, against the Firebase Auth emulator that the
// run starts beside the server: the browser SDK sends the code, the test reads it from the
// emulator as a person would read the SMS.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeCount, emulatorIdToken, waitForCode } from './auth-emulator';
import { ACCOUNTS, appReady, capture } from './support';

/** A number in the local form people type, and its E.164 form. */
const phoneNumber = (local: string) => ({ local, e164: `+84${local.slice(1)}` });

async function verifyPhone(page: Page, phone: { local: string; e164: string }) {
  await page.getByLabel('Số điện thoại').fill(phone.local);
  const known = await codeCount(phone.e164);
  await page.getByRole('button', { name: 'Gửi mã xác minh' }).click();
  const code = await waitForCode(phone.e164, known);
  await expect(page.getByText(`đã được gửi tới số ${phone.e164}`)).toBeVisible();
  return code;
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Mã xác minh').fill(code);
  await page.getByRole('button', { name: 'Xác minh', exact: true }).click();
}

/** tRPC over HTTP as the app's client sends it (superjson envelope). */
async function trpcMutation(request: APIRequestContext, path: string, input: object) {
  const response = await request.post(`/trpc/${path}`, { data: { json: input } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

async function currentUser(request: APIRequestContext): Promise<unknown> {
  const response = await request.get('/trpc/auth.me');
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

test.describe('sign-up by phone', () => {
  test('a new phone signs up end to end, then signs in with username and password', async ({
    page,
  }) => {
    const phone = phoneNumber('0391110001');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký' })).toBeVisible();
    await expect(page.locator('#recaptcha-container')).toBeAttached();

    const code = await verifyPhone(page, phone);
    // Resend waits for its countdown.
    await expect(page.getByRole('button', { name: /Gửi lại mã sau \d+ giây/ })).toBeDisabled();
    await enterCode(page, code);

    await expect(page.getByText('Bước 2/2 · Thông tin tài khoản')).toBeVisible();
    await page.getByLabel('Tên đăng nhập', { exact: true }).fill('tay_co_moi');
    await page.getByLabel('Họ và tên').fill('Đỗ Thành Nam');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('CoThuMoi2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('CoThuMoi2026');
    await page.getByLabel('Hạng tự đánh giá').selectOption('G');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();

    // Signed in: the guest-only page hands over to the home page.
    await expect(page).toHaveURL('/');
    const userMenu = page.getByRole('button', { name: 'Tài khoản của bạn: Đỗ Thành Nam' });
    await expect(userMenu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Số dư ví: 0 xu' })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập', { exact: true }).fill('tay_co_moi');
    await page.getByLabel('Mật khẩu').fill('CoThuMoi2026');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL('/');
    await expect(userMenu).toBeVisible();
  });

  test('a wrong code shows its message, and the right one still works', async ({ page }) => {
    const phone = phoneNumber('0391110002');
    await page.goto('/signup');
    const code = await verifyPhone(page, phone);
    await enterCode(page, code === '000000' ? '111111' : '000000');
    await expect(page.getByText('Mã xác minh không đúng, vui lòng kiểm tra lại.')).toBeVisible();
    await expect(page.getByLabel('Mã xác minh')).toHaveAttribute('aria-invalid', 'true');

    await enterCode(page, code);
    await expect(page.getByText('Bước 2/2 · Thông tin tài khoản')).toBeVisible();
  });

  test('a registered phone is sent to sign in or reset instead', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Số điện thoại').fill(`0${ACCOUNTS.player.phone.slice(3)}`);
    await page.getByRole('button', { name: 'Gửi mã xác minh' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Số điện thoại này đã được đăng ký' });
    await expect(alert).toBeVisible();
    await alert.getByRole('link', { name: 'Lấy lại mật khẩu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeVisible();
  });
});

test.describe('password reset by phone', () => {
  test('a registered phone resets its password and the old sessions stop working', async ({
    page,
    browser,
  }) => {
    const phone = phoneNumber('0391110003');
    // An account made through the same calls the sign-up page makes, signed in elsewhere.
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const idToken = await emulatorIdToken(phone.e164);
    const { ticket } = (await trpcMutation(elsewhere.request, 'auth.signupVerifyStep1', {
      idToken,
      phone: phone.e164,
    })) as { ticket: string };
    await trpcMutation(elsewhere.request, 'auth.signup', {
      ticket,
      username: 'quen_mat_khau',
      fullName: 'Vũ Thị Hoa',
      password: 'MatKhauCu2026',
      confirmPassword: 'MatKhauCu2026',
      rank: 'H',
    });
    expect(await currentUser(elsewhere.request)).toMatchObject({ username: 'quen_mat_khau' });

    await page.goto('/forgot-password');
    await enterCode(page, await verifyPhone(page, phone));
    await expect(page.getByText('Bước 2/2 · Đặt mật khẩu mới')).toBeVisible();
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('MatKhauMoi2026');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('MatKhauMoi2026');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByText('Đặt lại mật khẩu thành công')).toBeVisible();

    // The session from before the reset is over.
    expect(await currentUser(elsewhere.request)).toBeNull();
    const oldPage = await elsewhere.newPage();
    await oldPage.goto('/');
    await appReady(oldPage);
    await expect(
      oldPage.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }),
    ).toBeVisible();
    await elsewhere.close();

    // And the new password signs in, right from the page.
    await page.getByLabel('Tên đăng nhập', { exact: true }).fill('quen_mat_khau');
    await page.getByLabel('Mật khẩu').fill('MatKhauMoi2026');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Tài khoản của bạn: Vũ Thị Hoa' })).toBeVisible();
  });

  test('an unregistered phone is offered sign-up instead', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Số điện thoại').fill('0391119999');
    await page.getByRole('button', { name: 'Gửi mã xác minh' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Số điện thoại này chưa được đăng ký' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Đăng ký tài khoản mới' })).toBeVisible();
  });
});

test.describe('a server without phone sign-in', () => {
  test('sign-up says what the operator sets, and a demo account signs in with one tap', async ({
    page,
  }) => {
    // The server's answer to config.firebase, wherever it sits in a batch, becomes null: a
    // server with no Firebase project and no emulator.
    await page.route(/\/trpc\/[^?]*config\.firebase/, async (route) => {
      const response = await route.fetch();
      const paths = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
      const body = (await response.json()) as unknown[];
      body[paths.indexOf('config.firebase')] = { result: { data: { json: null } } };
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/signup');
    await expect(page.getByText('Máy chủ này chưa bật xác minh số điện thoại')).toBeVisible();
    await expect(page.getByText('FIREBASE_PROJECT_ID')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const demo = page.getByRole('region', { name: 'Dùng thử bằng tài khoản mẫu' });
    await expect(demo).toContainText(`${ACCOUNTS.player.username} / ${ACCOUNTS.player.password}`);
    await capture(page, 'signup-phone-auth-off-phone');
    await demo.getByRole('button', { name: 'Dùng thử với vai trò Cơ thủ' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: /Tài khoản của bạn/ })).toBeVisible();
    expect(await currentUser(page.request)).toMatchObject({ username: ACCOUNTS.player.username });
  });
});
