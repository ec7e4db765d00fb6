import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import {
  capture,
  COLOR_SCHEMES,
  fitsAndCapture,
  signIn,
  toast,
  viewAs,
  VIEWPORTS,
  type ColorScheme,
  type Viewport,
} from './support';
import { animationsDone, expectNoBlockers, pageSettled, printAxeTally } from './sweep';
import { PAGES } from './sweep-pages';

// Every page swept once, as the visitor who sees it: loaded on a desktop in light mode, checked by
// axe, narrowed to a phone and checked by axe again (the phone's layout is another markup: the
// drawer, stacked cards, scrolled tables) and to fit; then switched to dark mode in place (the
// app follows the system's scheme live) and checked again, without loading it a second time. The
// overlays (toasts, dialogs, menu, drawer) likewise. `npm run screenshots` saves the captures
// in .screenshots/ to look at.

test.afterAll(printAxeTally);

const [desktop, phone] = VIEWPORTS;

/** Switches the loaded page to `scheme` at `viewport` and waits for the change to settle. */
async function switchTo(page: Page, scheme: ColorScheme, viewport: Viewport) {
  await viewAs(page, scheme, viewport);
  await pageSettled(page);
}

for (const entry of PAGES) {
  test(`${entry.name}: no serious axe violation in light and dark, on a desktop and a phone, fits both`, async ({
    page,
  }) => {
    await viewAs(page, 'light', desktop);
    if (entry.as) await signIn(page, entry.as);
    const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
    await page.goto(path);
    const who = entry.as ?? 'anyone';
    for (const scheme of COLOR_SCHEMES) {
      for (const viewport of [desktop, phone]) {
        await switchTo(page, scheme, viewport);
        await expectNoBlockers(page, `${path} as ${who} (${scheme}, ${viewport.name})`, scheme);
        await fitsAndCapture(page, `${entry.name}-${scheme}-${viewport.name}`);
      }
    }
  });
}

/**
 * Opens /test at `viewport`, opens an overlay with `open` (which resolves to the overlay once it
 * is shown), then checks it with axe and captures it in light mode and again in dark.
 */
async function sweepOverlay(
  page: Page,
  name: string,
  open: (page: Page) => Promise<Locator>,
  viewport: Viewport = desktop,
) {
  await viewAs(page, 'light', viewport);
  await page.goto('/test');
  await pageSettled(page);
  const overlay = await open(page);
  for (const scheme of COLOR_SCHEMES) {
    await viewAs(page, scheme, viewport);
    await animationsDone(overlay);
    await animationsDone(page.locator('body'));
    await expectNoBlockers(page, `${name} (${scheme})`, scheme);
    await capture(page, `overlay-${name}-${scheme}`);
  }
}

test('toasts: no serious axe violation, every severity shown', async ({ page }) => {
  await sweepOverlay(page, 'toasts', async () => {
    // The one toast that stays until closed: the timed ones could leave while axe runs.
    await page.getByRole('button', { name: 'Thông báo không tự đóng' }).click();
    return page.getByRole('status', { name: 'Thông báo không tự đóng' });
  });
  for (const button of ['Thông tin', 'Thành công', 'Cảnh báo', 'Lỗi', 'Phụ', 'Tương phản']) {
    await page.getByRole('button', { name: button, exact: true }).click();
  }
  await expect(toast(page, MESSAGES.toastErrorSummary)).toBeVisible();
  await capture(page, 'overlay-toasts-all');
});

test('the confirm dialog: no serious axe violation', async ({ page }) => {
  await sweepOverlay(page, 'confirm', async () => {
    await page.getByRole('button', { name: 'Mở hộp xác nhận' }).click();
    return page.getByRole('alertdialog');
  });
});

test('the login dialog: no serious axe violation', async ({ page }) => {
  await sweepOverlay(page, 'login-dialog', async () => {
    await page.getByRole('button', { name: 'Gọi API cần đăng nhập' }).click();
    return page.getByRole('dialog', { name: 'Đăng nhập' });
  });
});

test('the menu: no serious axe violation', async ({ page }) => {
  await sweepOverlay(page, 'menu', async () => {
    await page
      .getByRole('navigation', { name: 'Menu chính' })
      .getByRole('button', { name: 'Giải đấu' })
      .click();
    return page.getByRole('menu');
  });
});

test('the phone drawer: no serious axe violation', async ({ page }) => {
  await sweepOverlay(
    page,
    'drawer',
    async () => {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      return page.getByRole('dialog');
    },
    phone,
  );
});
