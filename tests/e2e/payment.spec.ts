import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_WALLET_CONFIG, FIXTURE_PAYOUT_METHOD } from '../../fixtures/wallet';
import { sendBankTransfer } from './bank-webhook';
import { ACCOUNTS, headerBalance, signIn, toast } from './support';
import { expectNoBlockers } from './sweep';

// The e2e server and its database are shared by every spec: balances are read first and
// checked by difference, and what a test adds it removes again.

const formatNumber = (value: number) => new Intl.NumberFormat('vi-VN').format(value);
const formatCoins = (coins: number) => `${formatNumber(coins)} xu`;

async function newSignedInPage(browser: Browser, account: 'operator' | 'organizer') {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The header's balance once the app has read the session. */
async function balanceNow(page: Page): Promise<number> {
  await expect(page.getByRole('banner').getByRole('link', { name: /^Số dư ví:/ })).toBeVisible();
  return headerBalance(page);
}

test('a player tops up by VietQR and sees the bank confirm it without reloading', async ({
  page,
}) => {
  const COINS = 100;
  const amountVnd = COINS * DEFAULT_WALLET_CONFIG.coinValueVnd;
  await signIn(page, 'player');
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Ví xu' })).toBeVisible();
  const before = await balanceNow(page);
  let loads = 0;
  page.on('load', () => loads++);

  // The radio input is visually hidden inside its card: the card is what a user clicks.
  const packages = page.getByRole('radiogroup', { name: 'Gói nạp' });
  const radio = { name: formatCoins(COINS), exact: true };
  const pack = packages.getByRole('radio', radio);
  await packages.locator('label', { has: page.getByRole('radio', radio) }).click();
  await expect(pack).toBeChecked();
  await expect(page.getByRole('form', { name: 'Nạp xu' })).toContainText(
    `Thanh toán ${formatNumber(amountVnd)} ₫`,
  );
  await page.getByRole('button', { name: 'Nạp xu', exact: true }).click();

  const panel = page.getByTestId('topup-panel');
  await expect(panel.getByRole('img', { name: /^Mã VietQR chuyển/ })).toBeVisible();
  await expect(panel.getByTestId('topup-status')).toHaveText('Chờ chuyển khoản');
  await expect(panel.getByRole('group', { name: 'Số tiền' })).toContainText(
    `${formatNumber(amountVnd)} ₫`,
  );
  await expect(panel.getByRole('group', { name: 'Số tài khoản' })).toContainText(
    DEFAULT_WALLET_CONFIG.bank.accountNumber,
  );
  const memoText = await panel.getByRole('group', { name: 'Nội dung chuyển khoản' }).innerText();
  const memo = /BH[A-Z0-9]{8}/.exec(memoText)?.[0];
  expect(memo, memoText).toBeTruthy();
  await expect(page).toHaveURL(/[?&]topup=\d+/);
  await expectNoBlockers(page, 'the top-up panel', 'light');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoBlockers(page, 'the top-up panel on a phone', 'light');
  if (desktop) await page.setViewportSize(desktop);

  // The copy buttons put the exact text on the clipboard and say so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }).click();
  await expect(toast(page, 'Đã sao chép')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(memo);

  // The bank reports the transfer (memo inside the usual free text), signed as providers do.
  const statementLine = {
    id: `E2E-TOPUP-${Date.now()}`,
    content: `${memo} chuyen tien nap xu`,
    amountVnd,
  };
  const response = await sendBankTransfer(page.request, statementLine);
  expect(response.ok(), await response.text()).toBe(true);

  await expect(panel.getByTestId('topup-status')).toHaveText('Đã thanh toán', {
    timeout: 15_000,
  });
  await expect(panel.getByRole('img', { name: /^Mã VietQR/ })).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBe(before + COINS);
  await expect(page.getByTestId('wallet-balance')).toHaveText(formatCoins(before + COINS));

  await panel.getByRole('link', { name: 'Xem lịch sử giao dịch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử giao dịch' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Trạng thái' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: memo ?? '' });
  await expect(row).toContainText('Nạp xu');
  await expect(row).toContainText('Đã thanh toán');
  await expect(row).toContainText(`+${formatCoins(COINS)}`);
  await expect(row).toContainText(formatCoins(before + COINS));
  // The row links to that very top-up.
  await expect(row.getByRole('link', { name: 'Xem lệnh nạp' })).toHaveAttribute(
    'href',
    /\/payment\?topup=\d+$/,
  );
  // Filtering by another type hides it; the filter lives in the URL.
  await page.getByLabel('Loại giao dịch').selectOption({ label: 'Lệ phí' });
  await expect(page).toHaveURL(/type=entry_fee/);
  await expect(page.getByRole('row').filter({ hasText: memo ?? '' })).toHaveCount(0);
  expect(loads, 'the page never reloaded').toBe(0);

  // The provider retries the same statement line: acknowledged, nothing credited twice.
  const replay = await sendBankTransfer(page.request, statementLine);
  expect(replay.ok()).toBe(true);
  await page.goto('/payment');
  expect(await balanceNow(page)).toBe(before + COINS);
});

test('the history exports the filtered rows as a CSV file', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/payment/histories?type=topup');
  await expect(page.getByRole('row').nth(1)).toContainText('Nạp xu');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bidahub-lich-su-giao-dich.*\.csv$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Mã,Thời gian,Loại,Trạng thái,Số xu,Số dư sau,Nội dung');
  expect(csv).toContain('Nạp xu,Đã thanh toán,');
  expect(csv).not.toContain('Lệ phí');
});

test('an organiser adds a payout account, makes it the default and removes it', async ({
  page,
}) => {
  const accountNumber = String(Date.now()).slice(-12);
  await signIn(page, 'organizer');
  await page.goto('/payment/payment-methods');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Phương thức thanh toán' }),
  ).toBeVisible();
  const accounts = page.getByRole('list', { name: 'Tài khoản ngân hàng' });
  const fixtureAccount = accounts.getByRole('group', {
    name: `Tài khoản Vietcombank ${FIXTURE_PAYOUT_METHOD.accountNumber}`,
  });
  await expect(fixtureAccount).toContainText('Mặc định');

  const form = page.getByRole('form', { name: 'Thêm tài khoản ngân hàng' });
  await form.getByRole('combobox', { name: 'Ngân hàng' }).fill('cong thuong');
  await page.getByRole('option', { name: /^VietinBank/ }).click();
  await expect(form.getByRole('combobox', { name: 'Ngân hàng' })).toHaveValue('VietinBank');
  // Letters in the account number: the shared schema's message, before any request.
  await form.getByLabel('Số tài khoản').fill('12AB345678');
  await form.getByLabel('Tên chủ tài khoản').pressSequentially('Nguyễn Văn Hùng');
  await expect(form.getByLabel('Tên chủ tài khoản')).toHaveValue('NGUYEN VAN HUNG');
  await form.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await expect(form.getByText('Số tài khoản chỉ gồm chữ số')).toBeVisible();
  await expect(form.getByLabel('Số tài khoản')).toBeFocused();

  await form.getByLabel('Số tài khoản').fill(accountNumber);
  await form.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã thêm tài khoản ngân hàng.');
  const added = accounts.getByRole('group', { name: `Tài khoản VietinBank ${accountNumber}` });
  await expect(added).toContainText('NGUYEN VAN HUNG');
  await expect(added).not.toContainText('Mặc định');

  await added.getByRole('button', { name: 'Đặt làm mặc định' }).click();
  await expect(added).toContainText('Mặc định');
  await expect(fixtureAccount).not.toContainText('Mặc định');
  // The wallet sends withdrawals to the new default.
  await page.goto('/payment');
  await expect(page.getByRole('form', { name: 'Rút xu' })).toBeVisible();
  await expect(page.getByText(`•••• ${accountNumber.slice(-4)}`)).toBeVisible();
  await page.goto('/payment/payment-methods');
  await fixtureAccount.getByRole('button', { name: 'Đặt làm mặc định' }).click();
  await expect(fixtureAccount).toContainText('Mặc định');

  // Removing asks first; "Huỷ" keeps the account.
  const remove = added.getByRole('button', { name: `Xoá tài khoản VietinBank ${accountNumber}` });
  const dialog = page.getByRole('alertdialog', { name: 'Xoá tài khoản ngân hàng' });
  await remove.click();
  await expect(dialog).toContainText(accountNumber);
  await dialog.getByRole('button', { name: 'Huỷ' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(added).toBeVisible();
  await remove.click();
  await dialog.getByRole('button', { name: 'Xoá' }).click();
  await expect(added).toHaveCount(0);
  await expect(fixtureAccount).toContainText('Mặc định');
});

test('withdrawals: coins leave at once, the operator pays one and rejects the other', async ({
  page,
  browser,
}) => {
  // Amounts no other test uses, so the operator's cards are these.
  const PAID = 137;
  const REJECTED = 163;
  const organiser = ACCOUNTS.organizer.fullName;
  await signIn(page, 'organizer');
  await page.goto('/payment');
  const before = await balanceNow(page);
  const form = page.getByRole('form', { name: 'Rút xu' });
  const confirmDialog = page.getByRole('alertdialog', { name: 'Rút xu' });

  for (const coins of [PAID, REJECTED]) {
    await form.getByLabel('Số xu muốn rút').fill(String(coins));
    await form.getByRole('button', { name: 'Gửi yêu cầu rút' }).click();
    await expect(confirmDialog).toContainText(FIXTURE_PAYOUT_METHOD.holderName);
    await confirmDialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(toast(page, 'Thành công').last()).toContainText(
      `Đã gửi yêu cầu rút ${formatCoins(coins)}`,
    );
  }
  await expect.poll(() => headerBalance(page)).toBe(before - PAID - REJECTED);
  const payouts = page.getByRole('list', { name: 'Yêu cầu rút xu' });
  await expect(payouts.getByRole('listitem').filter({ hasText: 'Chờ chi trả' })).toHaveCount(2);
  // The history tells a debit waiting for the operator from a paid one.
  const historyRow = (coins: number) =>
    page.getByRole('row').filter({ hasText: `−${formatCoins(coins)}` });
  await page.goto('/payment/histories?type=payout');
  await expect(historyRow(PAID)).toContainText('Chờ chi trả');
  await expect(historyRow(REJECTED)).toContainText('Chờ chi trả');

  const operator = await newSignedInPage(browser, 'operator');
  await operator.goto('/payment/operator');
  await expect(operator.getByRole('heading', { level: 1, name: 'Duyệt rút xu' })).toBeVisible();
  const card = (coins: number) =>
    operator.getByRole('group', { name: `Yêu cầu rút ${formatCoins(coins)} của ${organiser}` });
  await expect(card(PAID)).toContainText(FIXTURE_PAYOUT_METHOD.accountNumber);
  await expect(card(PAID)).toContainText(
    `${formatNumber(PAID * DEFAULT_WALLET_CONFIG.coinValueVnd)} ₫`,
  );

  await card(PAID).getByRole('button', { name: 'Đã chuyển' }).click();
  await operator
    .getByRole('alertdialog', { name: 'Xác nhận đã chuyển tiền' })
    .getByRole('button', { name: 'Đã chuyển' })
    .click();
  await expect(card(PAID)).toHaveCount(0);

  await card(REJECTED).getByRole('button', { name: 'Từ chối' }).click();
  const reject = operator.getByRole('alertdialog', { name: 'Từ chối yêu cầu rút xu' });
  await reject.getByLabel('Lý do từ chối').fill('Sai tên chủ tài khoản');
  await reject.getByRole('button', { name: 'Từ chối và hoàn xu' }).click();
  await expect(card(REJECTED)).toHaveCount(0);
  // Both are in the full list with their outcome.
  await operator.getByLabel('Trạng thái').selectOption({ label: 'Tất cả' });
  await expect(card(PAID)).toContainText('Đã chuyển');
  await expect(card(REJECTED)).toContainText('Bị từ chối');
  await operator.context().close();

  // The rejected coins are back; the history says why each coin moved.
  await page.goto('/payment');
  expect(await balanceNow(page)).toBe(before - PAID);
  await expect(payouts.getByRole('listitem').filter({ hasText: 'Đã chuyển' })).toHaveCount(1);
  await expect(payouts.getByRole('listitem').filter({ hasText: 'Bị từ chối' })).toContainText(
    'Sai tên chủ tài khoản',
  );
  await page.goto('/payment/histories?type=payout');
  await expect(historyRow(PAID)).toHaveCount(1);
  await expect(historyRow(REJECTED)).toHaveCount(1);
  await expect(historyRow(PAID)).toContainText('Đã thanh toán');
  await expect(historyRow(REJECTED)).toContainText('Bị từ chối');
  await page.goto('/payment/histories?type=refund');
  await expect(
    page.getByRole('row').filter({ hasText: `+${formatCoins(REJECTED)}` }),
  ).toContainText('Bị từ chối');

  // "Xem yêu cầu rút" opens the wallet on that very payout, outlined and in view.
  await page.goto('/payment/histories?type=payout');
  await historyRow(PAID).getByRole('link', { name: 'Xem yêu cầu rút' }).click();
  await expect(page).toHaveURL(/\/payment\?payout=\d+$/);
  const focused = page.getByRole('region', { name: 'Yêu cầu rút đang xem' });
  await expect(focused).toContainText(formatCoins(PAID));
  await expect(focused).toContainText('Đã chuyển');
  await expect(focused).toBeInViewport();
  await focused.getByRole('button', { name: 'Bỏ chọn' }).click();
  await expect(focused).toHaveCount(0);
  await expect(page).toHaveURL(/\/payment$/);
});

test('the operator reviews bank transfers that matched no top-up', async ({ page }) => {
  const content = `CK KHONG RO ${Date.now()}`;
  const response = await sendBankTransfer(page.request, { content, amountVnd: 77_000 });
  expect(response.ok(), await response.text()).toBe(true);
  await signIn(page, 'operator');
  await page.goto('/payment/operator?tab=transfers');
  await page.getByLabel('Kết quả đối soát').selectOption({ label: 'Không khớp nội dung' });
  await expect(page).toHaveURL(/outcome=unmatched/);
  const row = page.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('77.000 ₫');
  await expect(row).toContainText('Không khớp nội dung');
});

test('the operator sees a transfer paid into another account, credited to nobody', async ({
  page,
}) => {
  const content = `CK NHAM TAI KHOAN ${Date.now()}`;
  const response = await sendBankTransfer(page.request, {
    content,
    amountVnd: 88_000,
    accountNumber: '1903456789012',
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.json()).toMatchObject({ data: { outcome: 'wrong_account' } });
  await signIn(page, 'operator');
  await page.goto('/payment/operator?tab=transfers');
  await page.getByLabel('Kết quả đối soát').selectOption({ label: 'Sai tài khoản nhận' });
  await expect(page).toHaveURL(/outcome=wrong_account/);
  const row = page.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('88.000 ₫');
  await expect(row).toContainText('Sai tài khoản nhận');
  await expect(row).toContainText('Tài khoản nhận: 1903456789012');
});
