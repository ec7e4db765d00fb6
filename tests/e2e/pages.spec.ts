import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import {
  capture,
  COLOR_SCHEMES,
  fitsAndCapture,
  signIn,
  toast,
  viewAs,
  VIEWPORTS,
  type Viewport,
} from './support';
import { animationsDone, expectNoBlockers, PAGES, pageSettled, printAxeTally } from './sweep';

// Every page swept once per colour mode: loaded on a desktop, checked by axe, captured; then the
// same page narrowed to a phone, checked to fit the width and captured again. The overlays
// (toasts, dialogs, menu, drawer) likewise. `npm run screenshots` saves the captures in
// .screenshots/ to look at.

test.afterAll(printAxeTally);

const [desktop, phone] = VIEWPORTS;

for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} mode`, () => {
    for (const entry of PAGES) {
      test(`${entry.name}: no serious axe violation, fits a desktop and a phone`, async ({
        page,
      }) => {
        await viewAs(page, scheme, desktop);
        if (entry.signedIn) await signIn(page, 'organizer');
        const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
        await page.goto(path);
        await pageSettled(page);
        await expectNoBlockers(page, `${path} (${scheme})`, scheme);
        await fitsAndCapture(page, `${entry.name}-${scheme}-${desktop.name}`);

        await page.setViewportSize({ width: phone.width, height: phone.height });
        await pageSettled(page);
        await fitsAndCapture(page, `${entry.name}-${scheme}-${phone.name}`);
      });
    }

    /** Opens /test on `page` in this mode, at `viewport`. */
    const testPage = async (page: Page, viewport: Viewport = desktop) => {
      await viewAs(page, scheme, viewport);
      await page.goto('/test');
      await pageSettled(page);
    };
    const captureOverlay = (page: Page, name: string) => capture(page, `overlay-${name}-${scheme}`);

    test('toasts: no serious axe violation, every severity shown', async ({ page }) => {
      await testPage(page);
      // The one toast that stays until closed: the timed ones could leave while axe runs.
      await page.getByRole('button', { name: 'Thông báo không tự đóng' }).click();
      await animationsDone(page.getByRole('status', { name: 'Thông báo không tự đóng' }));
      await expectNoBlockers(page, `toast (${scheme})`, scheme);
      for (const button of ['Thông tin', 'Thành công', 'Cảnh báo', 'Lỗi', 'Phụ', 'Tương phản']) {
        await page.getByRole('button', { name: button, exact: true }).click();
      }
      await expect(toast(page, MESSAGES.toastErrorSummary)).toBeVisible();
      await captureOverlay(page, 'toasts');
    });

    test('the confirm dialog: no serious axe violation', async ({ page }) => {
      await testPage(page);
      await page.getByRole('button', { name: 'Mở hộp xác nhận' }).click();
      await animationsDone(page.getByRole('alertdialog'));
      await expectNoBlockers(page, `confirm dialog (${scheme})`, scheme);
      await captureOverlay(page, 'confirm');
    });

    test('the login dialog: no serious axe violation', async ({ page }) => {
      await testPage(page);
      await page.getByRole('button', { name: 'Gọi API cần đăng nhập' }).click();
      await animationsDone(page.getByRole('dialog', { name: 'Đăng nhập' }));
      await expectNoBlockers(page, `login dialog (${scheme})`, scheme);
      await captureOverlay(page, 'login-dialog');
    });

    test('the menu: no serious axe violation', async ({ page }) => {
      await testPage(page);
      await page
        .getByRole('navigation', { name: 'Menu chính' })
        .getByRole('button', { name: 'Giải đấu' })
        .click();
      await animationsDone(page.getByRole('menu'));
      await expectNoBlockers(page, `menu (${scheme})`, scheme);
      await captureOverlay(page, 'menu');
    });

    test('the phone drawer: no serious axe violation', async ({ page }) => {
      await testPage(page, phone);
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await animationsDone(page.getByRole('dialog'));
      await expectNoBlockers(page, `phone drawer (${scheme})`, scheme);
      await captureOverlay(page, 'drawer');
    });
  });
}
