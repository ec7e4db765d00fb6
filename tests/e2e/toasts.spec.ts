import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { toast, toastRegion } from './support';

// Lives are checked on the page's clock, fast-forwarded (page.clock), not waited out.

/**
 * Clicks, waits for the toast, then checks its life: still shown 600 ms before it should end
 * (the margin covers the time it took to appear), gone 1 s after.
 */
async function expectLife(page: Page, button: string, summary: string, life: number) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const item = toast(page, summary);
  await expect(item).toBeVisible();
  await page.clock.runFor(life - 600);
  await expect(item).toBeVisible();
  await page.clock.runFor(1600);
  // Within its exit animation: a toast that waited for real time would still be there.
  await expect(item).toHaveCount(0, { timeout: 1000 });
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/test');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tự kiểm tra giao diện' }),
  ).toBeVisible();
  // The heading comes in the server's document; the buttons only once the app has started, which
  // waits for the first paint. A test that goes offline before that would have no app at all.
  await expect(page.getByRole('button', { name: 'Lỗi', exact: true })).toBeVisible();
});

test('success: "Success" / "Cập nhật thành công", 3 s', async ({ page }) => {
  await page.getByRole('button', { name: 'Thành công', exact: true }).click();
  await expect(toast(page, MESSAGES.toastSuccessSummary)).toContainText(MESSAGES.updateSuccess);
  await page.clock.runFor(3600);
  await expect(toast(page, MESSAGES.toastSuccessSummary)).toHaveCount(0);
  await page.getByRole('button', { name: 'Thành công', exact: true }).click();
  await page.getByRole('button', { name: 'Thành công', exact: true }).click();
  await expect(toast(page, MESSAGES.toastSuccessSummary)).toHaveCount(2);
  await page.getByRole('button', { name: 'Xoá tất cả' }).click();
  await expectLife(page, 'Thành công', MESSAGES.toastSuccessSummary, 3000);
});

test('error: "Error" with the message, 3 s, announced as an alert', async ({ page }) => {
  await page.getByRole('button', { name: 'Lỗi', exact: true }).click();
  const error = page.getByRole('alert', { name: MESSAGES.toastErrorSummary });
  await expect(error).toContainText('Đã có lỗi xảy ra.');
  await expect(error).toHaveAttribute('data-severity', 'error');
  await page.getByRole('button', { name: 'Xoá tất cả' }).click();
  await expectLife(page, 'Lỗi', MESSAGES.toastErrorSummary, 3000);
});

test('warn: 5 s', async ({ page }) => {
  await expectLife(page, 'Cảnh báo', 'Cảnh báo', 5000);
});

test('info, secondary and contrast: each with its severity, 3 s', async ({ page }) => {
  for (const [button, summary, severity] of [
    ['Thông tin', 'Thông báo', 'info'],
    ['Phụ', 'Ghi chú', 'secondary'],
    ['Tương phản', 'Nổi bật', 'contrast'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(toast(page, summary)).toHaveAttribute('data-severity', severity);
    await page.getByRole('button', { name: 'Xoá tất cả' }).click();
    await expectLife(page, button, summary, 3000);
  }
});

test('a toast without life stays until its close button', async ({ page }) => {
  await page.getByRole('button', { name: 'Thông báo không tự đóng' }).click();
  const sticky = toast(page, 'Thông báo không tự đóng');
  // Outlives the longest timed toast (5 s) before it is closed by hand.
  await page.getByRole('button', { name: 'Cảnh báo', exact: true }).click();
  await expect(toast(page, 'Cảnh báo')).toBeVisible();
  await page.clock.runFor(6000);
  await expect(toast(page, 'Cảnh báo')).toHaveCount(0);
  await expect(sticky).toBeVisible();
  await sticky.getByRole('button', { name: 'Đóng thông báo' }).click();
  await expect(sticky).toHaveCount(0);
});

test('groups are removed together, and "remove all" clears every group', async ({ page }) => {
  await page.getByRole('button', { name: 'Thông báo theo nhóm' }).click();
  await page.getByRole('button', { name: 'Thông báo không tự đóng' }).click();
  await expect(toast(page, 'Nhóm thử nghiệm 1')).toBeVisible();
  await expect(toast(page, 'Nhóm thử nghiệm 2')).toBeVisible();
  await page.getByRole('button', { name: 'Xoá nhóm' }).click();
  await expect(toast(page, /Nhóm thử nghiệm/)).toHaveCount(0);
  await expect(toast(page, 'Thông báo không tự đóng')).toBeVisible();
  await page.getByRole('button', { name: 'Thông báo theo nhóm' }).click();
  await page.getByRole('button', { name: 'Xoá tất cả' }).click();
  await expect(toast(page, /Nhóm thử nghiệm|Thông báo không tự đóng/)).toHaveCount(0);
});

test('toasts sit top-right, 20 px from the edges, above everything', async ({ page }) => {
  await page.getByRole('button', { name: 'Thông báo không tự đóng' }).click();
  const region: Locator = toastRegion(page);
  const box = await region.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(Math.round(box.y)).toBe(20);
  expect(Math.round(viewport.width - (box.x + box.width))).toBe(20);
  expect(Number(await region.evaluate((el) => getComputedStyle(el).zIndex))).toBeGreaterThan(1100);
});

test('a toast raised offline before its code arrived still shows, and the page stays', async ({
  page,
  context,
}) => {
  // The toast's code is fetched when the page is idle; the fake clock has not let that happen.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Lỗi', exact: true }).click();
  const error = page.getByRole('alert', { name: MESSAGES.toastErrorSummary });
  await expect(error).toContainText('Đã có lỗi xảy ra.');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tự kiểm tra giao diện' }),
  ).toBeVisible();
  await page.clock.runFor(3600);
  await expect(error).toHaveCount(0);
  // Back online, the toast's own code is fetched, and the next toast is the full one.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Cảnh báo', exact: true }).click();
  await expect(
    toast(page, 'Cảnh báo').getByRole('button', { name: 'Đóng thông báo' }),
  ).toBeVisible();
});
