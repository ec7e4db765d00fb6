import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { ACCOUNTS, signIn, toast } from './support';

test.describe('personal info', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'player');
    await page.goto('/profile');
  });

  test('is filled from the account and saved with a success toast', async ({ page }) => {
    await expect(page.getByLabel('Họ và tên')).toHaveValue(ACCOUNTS.player.fullName);
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.player.email ?? '');
    await page.getByLabel('Địa chỉ').fill('Quận 10, TP. Hồ Chí Minh');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(toast(page, MESSAGES.toastSuccessSummary)).toContainText(MESSAGES.updateSuccess);
    await page.reload();
    await expect(page.getByLabel('Địa chỉ')).toHaveValue('Quận 10, TP. Hồ Chí Minh');
  });

  test('updates the name in the header after saving', async ({ page }) => {
    await page.getByLabel('Họ và tên').fill('Trần Minh Tuấn Anh');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(
      page.getByRole('button', { name: 'Tài khoản của bạn: Trần Minh Tuấn Anh' }),
    ).toBeVisible();
    await page.getByLabel('Họ và tên').fill(ACCOUNTS.player.fullName);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(
      page.getByRole('button', { name: `Tài khoản của bạn: ${ACCOUNTS.player.fullName}` }),
    ).toBeVisible();
  });

  test('shows validation errors on their fields', async ({ page }) => {
    await page.getByLabel('Email').fill('khong-phai-email');
    await page.getByLabel('Ảnh đại diện (URL)').fill('ftp://x');
    await page.getByLabel('Họ và tên').fill('A');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Email không hợp lệ')).toBeVisible();
    await expect(page.getByText('Đường dẫn ảnh đại diện không hợp lệ')).toBeVisible();
    await expect(page.getByText('Họ tên phải có ít nhất 2 ký tự')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('change password', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'viewer');
    await page.goto('/profile/change-password');
  });

  const fill = async (page: Page, current: string, next: string, confirm = next) => {
    await page.getByLabel('Mật khẩu hiện tại').fill(current);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(next);
    await page.getByLabel('Xác nhận mật khẩu mới').fill(confirm);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  };

  test('checks the confirmation before calling the server', async ({ page }) => {
    await fill(page, ACCOUNTS.viewer.password, 'MatKhauMoi1', 'MatKhauKhac1');
    await expect(page.getByText('Mật khẩu xác nhận không khớp')).toBeVisible();
  });

  test('shows the server field error on the current password field', async ({ page }) => {
    await fill(page, 'SaiMatKhau9', 'MatKhauMoi1');
    await expect(page.getByText(MESSAGES.wrongCurrentPassword).first()).toBeVisible();
    await expect(page.getByLabel('Mật khẩu hiện tại')).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, MESSAGES.toastErrorSummary)).toBeVisible();
  });

  test('changes the password with a success toast (and back)', async ({ page }) => {
    await fill(page, ACCOUNTS.viewer.password, 'TamThoi2024');
    await expect(toast(page, MESSAGES.toastSuccessSummary)).toContainText(MESSAGES.passwordChanged);
    await expect(page.getByLabel('Mật khẩu hiện tại')).toHaveValue('');
    await fill(page, 'TamThoi2024', ACCOUNTS.viewer.password);
    await expect(toast(page, MESSAGES.toastSuccessSummary)).toHaveCount(2);
  });
});
