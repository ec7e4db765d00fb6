import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/test');
  await page.getByRole('button', { name: 'Mở hộp xác nhận' }).click();
});

const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Xác nhận thao tác' });

test('shows the request modal, with the accept button focused', async ({ page }) => {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Bạn có chắc muốn tiếp tục?');
  await expect(dialog(page).getByRole('button', { name: 'Tiếp tục' })).toBeFocused();
  // Modal: the page behind is hidden from assistive technology until the dialog closes.
  await expect(page.getByRole('button', { name: 'Mở hộp xác nhận' })).toHaveCount(0);
});

test('accept runs the accept callback and resolves true', async ({ page }) => {
  await dialog(page).getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('confirm-result')).toHaveText('Kết quả: Đồng ý · Đã đồng ý');
});

test('reject runs the reject callback and resolves false', async ({ page }) => {
  await dialog(page).getByRole('button', { name: 'Huỷ bỏ' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('confirm-result')).toHaveText('Kết quả: Không đồng ý · Đã từ chối');
});

test('Escape dismisses it, with reject semantics', async ({ page }) => {
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('confirm-result')).toHaveText('Kết quả: Không đồng ý · Đã từ chối');
});

test('the close button dismisses it too', async ({ page }) => {
  await dialog(page).getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('confirm-result')).toHaveText('Kết quả: Không đồng ý · Đã từ chối');
});

test('can be dragged by its header', async ({ page }) => {
  const header = dialog(page).getByRole('heading', { name: 'Xác nhận thao tác' });
  // Measure once the opening animation is over.
  await dialog(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const before = await dialog(page).boundingBox();
  const handle = await header.boundingBox();
  if (!before || !handle) throw new Error('dialog not laid out');
  await page.mouse.move(handle.x + 5, handle.y + 5);
  await page.mouse.down();
  await page.mouse.move(handle.x - 115, handle.y + 85, { steps: 5 });
  await page.mouse.up();
  const after = await dialog(page).boundingBox();
  expect((after?.x ?? 0) - before.x).toBeCloseTo(-120, -1);
  expect((after?.y ?? 0) - before.y).toBeCloseTo(80, -1);
  await dialog(page).getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByTestId('confirm-result')).toHaveText('Kết quả: Đồng ý · Đã đồng ý');
});
