import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import {
  capture,
  COLOR_SCHEMES,
  fitsAndCapture,
  signIn,
  toast,
  viewContext,
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
        browser,
      }) => {
        const context = await viewContext(browser, scheme, desktop);
        const page = await context.newPage();
        if (entry.signedIn) await signIn(page, 'organizer');
        const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
        await page.goto(path);
        await pageSettled(page);
        await expectNoBlockers(page, `${path} (${scheme})`, scheme);
        await fitsAndCapture(page, `${entry.name}-${scheme}-${desktop.name}`);

        await page.setViewportSize({ width: phone.width, height: phone.height });
        await pageSettled(page);
        await fitsAndCapture(page, `${entry.name}-${scheme}-${phone.name}`);
        await context.close();
      });
    }

    /** Opens /test in this mode, at `viewport`. */
    const testPage = async (
      browser: Parameters<typeof viewContext>[0],
      viewport: Viewport = desktop,
    ) => {
      const context = await viewContext(browser, scheme, viewport);
      const page = await context.newPage();
      await page.goto('/test');
      await pageSettled(page);
      return page;
    };
    const captureOverlay = (page: Page, name: string) => capture(page, `overlay-${name}-${scheme}`);

    test('toasts: no serious axe violation, every severity shown', async ({ browser }) => {
      const page = await testPage(browser);
      // The one toast that stays until closed: the timed ones could leave while axe runs.
      await page.getByRole('button', { name: 'Thông báo không tự đóng' }).click();
      await animationsDone(page.getByRole('status', { name: 'Thông báo không tự đóng' }));
      await expectNoBlockers(page, `toast (${scheme})`, scheme);
      for (const button of ['Thông tin', 'Thành công', 'Cảnh báo', 'Lỗi', 'Phụ', 'Tương phản']) {
        await page.getByRole('button', { name: button, exact: true }).click();
      }
      await expect(toast(page, MESSAGES.toastErrorSummary)).toBeVisible();
      await captureOverlay(page, 'toasts');
      await page.context().close();
    });

    test('the confirm dialog: no serious axe violation', async ({ browser }) => {
      const page = await testPage(browser);
      await page.getByRole('button', { name: 'Mở hộp xác nhận' }).click();
      await animationsDone(page.getByRole('alertdialog'));
      await expectNoBlockers(page, `confirm dialog (${scheme})`, scheme);
      await captureOverlay(page, 'confirm');
      await page.context().close();
    });

    test('the login dialog: no serious axe violation', async ({ browser }) => {
      const page = await testPage(browser);
      await page.getByRole('button', { name: 'Gọi API cần đăng nhập' }).click();
      await animationsDone(page.getByRole('dialog', { name: 'Đăng nhập' }));
      await expectNoBlockers(page, `login dialog (${scheme})`, scheme);
      await captureOverlay(page, 'login-dialog');
      await page.context().close();
    });

    test('the menu: no serious axe violation', async ({ browser }) => {
      const page = await testPage(browser);
      await page
        .getByRole('navigation', { name: 'Menu chính' })
        .getByRole('button', { name: 'Giải đấu' })
        .click();
      await animationsDone(page.getByRole('menu'));
      await expectNoBlockers(page, `menu (${scheme})`, scheme);
      await captureOverlay(page, 'menu');
      await page.context().close();
    });

    test('the phone drawer: no serious axe violation', async ({ browser }) => {
      const page = await testPage(browser, phone);
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await animationsDone(page.getByRole('dialog'));
      await expectNoBlockers(page, `phone drawer (${scheme})`, scheme);
      await captureOverlay(page, 'drawer');
      await page.context().close();
    });
  });
}
