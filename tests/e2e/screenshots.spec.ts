import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { appReady, COLOR_SCHEMES, fitsAndCapture, signIn, viewContext, VIEWPORTS } from './support';

// Captures the main pages in light and dark mode, on a desktop and a phone, into .screenshots/.
const PAGES = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: '403', path: '/403', signedIn: false },
  { name: 'server', path: '/server', signedIn: false },
  { name: 'test', path: '/test', signedIn: false },
  { name: 'tournaments', path: '/tournaments', signedIn: false },
  { name: 'tournament-bracket', path: '/tournaments/6', signedIn: false },
  { name: 'tournament-desc', path: '/tournaments/1/desc', signedIn: false },
  { name: 'tournament-players', path: '/tournaments/1/players', signedIn: false },
  { name: 'tournament-ranking', path: '/tournaments/1/ranking', signedIn: false },
  { name: 'match', path: '/matches/2', signedIn: false },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'tournament-manage', path: '/tournaments/7', signedIn: true },
  { name: 'tournament-create', path: '/tournaments/create', signedIn: true },
  { name: 'tournaments-managing', path: '/tournaments/managing', signedIn: true },
  { name: 'matches-joined', path: '/matches/joined', signedIn: true },
  { name: 'playing', path: '/playing', signedIn: false },
  { name: 'wallet', path: '/payment', signedIn: true },
  { name: 'payment-histories', path: '/payment/histories', signedIn: true },
  { name: 'payment-methods', path: '/payment/payment-methods', signedIn: true },
];

for (const scheme of COLOR_SCHEMES) {
  for (const viewport of VIEWPORTS) {
    test(`main pages, ${scheme}, ${viewport.name}`, async ({ browser }) => {
      // Twenty pages in one test, each loaded, settled and captured: the suite's 30 s per test
      // is for one action, and this sweep took up to 30 s on a busy two-core CI machine.
      test.setTimeout(90_000);
      const context = await viewContext(browser, scheme, viewport);
      const page = await context.newPage();
      for (const entry of PAGES) {
        if (entry.signedIn) await signIn(page, 'organizer');
        await page.goto(entry.path);
        await appReady(page);
        await expect(page.getByRole('status').filter({ hasText: 'Đang tải' })).toHaveCount(0);
        await fitsAndCapture(page, `${entry.name}-${scheme}-${viewport.name}`);
      }
      await context.close();
    });
  }
}

for (const scheme of COLOR_SCHEMES) {
  test(`overlays, ${scheme}`, async ({ browser }) => {
    mkdirSync('.screenshots', { recursive: true });
    const context = await viewContext(browser, scheme, VIEWPORTS[0]);
    const page = await context.newPage();
    await page.goto('/test');
    for (const button of ['Thông tin', 'Thành công', 'Cảnh báo', 'Lỗi', 'Phụ', 'Tương phản']) {
      await page.getByRole('button', { name: button, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Mở hộp xác nhận' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page
      .getByRole('alertdialog')
      .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: `.screenshots/overlays-${scheme}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Gọi API cần đăng nhập' }).click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
    await page.screenshot({ path: `.screenshots/login-modal-${scheme}.png` });
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: 'Menu chính' })
      .getByRole('button', { name: 'Giải đấu' })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot({ path: `.screenshots/menu-${scheme}.png` });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page
      .getByRole('dialog')
      .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: `.screenshots/drawer-${scheme}-phone.png` });
    await context.close();
  });
}
