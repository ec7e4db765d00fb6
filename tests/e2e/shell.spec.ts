import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { appReady, errorMessage, errorStatus, signIn, toast, toastRegion } from './support';

test('the logo’s home link is named by what it shows: "BidaHub", then where it goes', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  const home = page.getByRole('banner').getByRole('link', { name: 'BidaHub – Trang chủ' });
  // The ball's 8 is drawn, so the only text the link shows is the wordmark, which its name
  // begins with (label-in-name: a voice user says what they see).
  expect(await home.evaluate((link) => link.textContent?.replace(/\s+/g, ''))).toBe('BidaHub');
  const axe = await new AxeBuilder({ page })
    .include('header')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(axe.violations.map((v) => v.nodes.map((n) => n.html))).toEqual([]);
});

test('the warning notice of a call becomes a 5 s warning toast', async ({ page }) => {
  // Its life is checked on the page's clock, fast-forwarded, not waited out.
  await page.clock.install();
  await page.goto('/test');
  await page.getByRole('button', { name: 'Tính số ván chạm K – A' }).click();
  const warning = toast(page, 'Cảnh báo');
  await expect(warning).toContainText(MESSAGES.raceGapWarning);
  await expect(warning).toHaveAttribute('data-severity', 'warn');
  await expect(page.getByTestId('race-result')).toContainText('K chạm');
  // The 5 s run from when the notice arrives; the page's first toast waits for the toasts'
  // code to load before it shows, so it is seen for a little less: still there 3.5 s on.
  await page.clock.runFor(3500);
  await expect(warning).toBeVisible();
  await page.clock.runFor(2500);
  await expect(warning).toHaveCount(0, { timeout: 1000 });
});

test('the loading bar: #e11d48, 3 px, shown while work runs, hidden after', async ({ page }) => {
  // The work is the test page's 2.5 s timer, run on the page's clock, fast-forwarded.
  await page.clock.install();
  await page.goto('/test');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tự kiểm tra giao diện' }),
  ).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Đang tải', includeHidden: true });
  await expect(bar).toBeHidden();
  await page.getByRole('button', { name: 'Chạy thanh tiến trình' }).click();
  await expect(bar).toBeVisible();
  const style = await bar.evaluate((el) => {
    const css = getComputedStyle(el);
    return { color: css.backgroundColor, height: css.height };
  });
  expect(style).toEqual({ color: 'rgb(225, 29, 72)', height: '3px' });
  await page.clock.runFor(1000);
  await expect(bar).toBeVisible();
  await page.clock.runFor(2000);
  await expect(bar).toBeHidden({ timeout: 1000 });
});

test.describe('error page', () => {
  test('a render error shows 500 with its Vietnamese message, the logo, and Về trang chủ', async ({
    page,
  }) => {
    page.on('console', () => {});
    await page.goto('/test');
    await page.getByRole('button', { name: 'Gây lỗi khi hiển thị' }).click();
    await expect(errorStatus(page)).toHaveText('500');
    await expect(errorMessage(page)).toHaveText(MESSAGES.internalError);
    const logo = page.getByRole('img', { name: 'BidaHub' });
    expect((await logo.boundingBox())?.height).toBe(60);
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: /BidaHub/ })).toBeVisible();
  });

  test('the app error state shows the message from the error data', async ({ page }) => {
    await page.goto('/test');
    await page.getByRole('button', { name: 'Lỗi kèm thông điệp máy chủ' }).click();
    await expect(errorStatus(page)).toHaveText('503');
    await expect(errorMessage(page)).toHaveText('Hệ thống đang bảo trì, vui lòng quay lại sau');
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /BidaHub/ })).toBeVisible();
  });
});

test('pages with forms and the handicap tools break no rule of the content security policy', async ({
  page,
}) => {
  // Each document counts its own violations, read before the next one replaces it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${location.pathname}: ${event.violatedDirective} in ${event.sourceFile}`),
    );
  });
  const violations: string[] = [];
  const collect = async () =>
    violations.push(
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
    );
  for (const path of ['/signup', '/playing']) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await collect();
  }
  // A form's validation runs its schema, where zod once probed for eval.
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('main').getByText('Vui lòng nhập tên đăng nhập')).toBeVisible();
  await collect();
  expect(violations).toEqual([]);
});

test('the page title is the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('BidaHub');
  await page.goto('/players');
  await expect(page).toHaveTitle('Cơ thủ · BidaHub');
});

test('/server shows the system information; versions to the operator only', async ({ page }) => {
  const { buildId } = JSON.parse(readFileSync('dist/client/build.json', 'utf8')) as {
    buildId: string;
  };
  await page.goto('/server');
  await expect(page.getByText(buildId)).toBeVisible();
  for (const label of [
    'Mã bản dựng',
    'Máy chủ dữ liệu',
    'Độ trễ máy chủ dữ liệu',
    'Cơ sở dữ liệu',
    'Thời gian hoạt động',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('PGlite (nhúng)')).toBeVisible();
  await expect(page.getByText('Hoạt động', { exact: true })).toBeVisible();
  await expect(page.getByText('Node.js', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Phiên bản', { exact: true })).toHaveCount(0);

  await signIn(page, 'operator');
  await page.goto('/server');
  await expect(page.getByText('Node.js', { exact: true })).toBeVisible();
  await expect(page.getByText(process.version)).toBeVisible();
  await expect(page.getByText('Phiên bản', { exact: true })).toBeVisible();
});

test.describe('language', () => {
  test('switches to English on /i18n and keeps it in the locale cookie for a year', async ({
    page,
  }) => {
    await page.goto('/i18n');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('button')).toHaveText(['Tournaments', 'Lookup']);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.getByText('Tiếng Việt', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ngôn ngữ' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
  });
});

test.describe('dark mode follows the system', () => {
  test.use({ colorScheme: 'dark' });

  test('dark system preference → dark theme', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(120);
  });

  test('changes live when the system preference changes', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    // The app's styles may still be on their way when the class changes (a change before the app
    // has loaded is applied when it starts).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
      .toBe('rgb(255, 255, 255)');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu is a drawer, the page fits the width', async ({ page }) => {
    await signIn(page, 'organizer');
    await page.goto('/');
    await appReady(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeHidden();
    // The header's buttons are a thumb's target.
    for (const name of ['Mở menu', /^Tài khoản của bạn/]) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height, String(name)).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Giải đấu' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Tài khoản' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Tạo giải đấu' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Tạo giải đấu' })).toBeVisible();
    // The balance itself depends on what earlier tests spent; the header shows it on a phone.
    await expect(page.getByRole('link', { name: /^Số dư ví: [\d.]+ xu$/ })).toBeVisible();
  });

  test('the open drawer holds the page still and keeps focus; the backdrop and Escape close it', async ({
    page,
  }) => {
    await page.goto('/tournaments');
    await appReady(page);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    const menuButton = page.getByRole('button', { name: 'Mở menu' });

    await menuButton.tap();
    const drawer = page.getByRole('dialog', { name: 'Menu chính' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    // The page behind does not scroll while the menu is open (a wheel scroll shows within frames).
    await page.mouse.wheel(0, 300);
    const afterFrames = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let frames = 10;
            const next = () => (--frames ? requestAnimationFrame(next) : resolve(window.scrollY));
            requestAnimationFrame(next);
          }),
      );
    expect(await afterFrames()).toBe(scrolled);
    // Tab goes round the drawer's links and never reaches the page behind it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    // Scrolling works again once it is closed.
    await page.mouse.wheel(0, -100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
    const back = await afterFrames();

    await menuButton.tap();
    await expect(drawer).toBeVisible();
    // Open for good: its focus inside and its slide-in over (a tap during the slide came before
    // the drawer listened for taps outside it, on a loaded machine).
    await expect
      .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    // A tap on the dimmed page beside the drawer closes it, and the page is where it was.
    await page.touchscreen.tap(360, 400);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(back);
  });

  test('a new page opens at its top, and back returns to where the reader was', async ({
    page,
  }) => {
    await page.goto('/tournaments');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY, 'the last tournament is below the first screen').toBeGreaterThan(100);
    const name = (await last.textContent()) ?? '';
    await last.tap();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(cards.last()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
    // Reloaded, the list opens where it was too.
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
  });

  test('the menu opened offline, before its code came, opens when the network returns', async ({
    page,
    context,
  }) => {
    // The drawer's code has not reached this phone: its download hangs until the network returns
    // (a failed one, while online, reads as a new deploy and reloads the page).
    let networkBack = () => {};
    const back = new Promise<void>((resolve) => (networkBack = resolve));
    await page.route('**/assets/nav-drawer-*.js', async (route) => {
      await back;
      await route.continue();
    });
    await page.goto('/');
    await appReady(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    // Its code cannot come: the page stays as it was, rather than an error page.
    await expect(page.getByRole('heading', { level: 1, name: /BidaHub/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    networkBack();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Giải đấu' })).toBeVisible();
  });

  test('a page whose code cannot come offline waits for the network, then loads', async ({
    page,
    context,
  }) => {
    // The clubs page's code has not reached this phone (nor its background preload).
    const blocked = '**/assets/stores-page-*.js';
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await appReady(page);
    await context.setOffline(true);
    await page
      .getByRole('region', { name: 'Câu lạc bộ', exact: true })
      .getByRole('link', { name: 'Tất cả câu lạc bộ' })
      .click();
    await expect(page.getByRole('status')).toContainText('Đang chờ có mạng để tải trang');
    await page.unroute(blocked);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Câu lạc bộ bida' })).toBeVisible();
    await expect(page).toHaveURL('/stores');
  });

  test('login and the test page work at 375 px', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập', { exact: true }).fill('player');
    await page.getByLabel('Mật khẩu').fill('Player@123');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/test');
    await page.getByRole('button', { name: 'Thành công', exact: true }).click();
    await expect(toast(page, MESSAGES.toastSuccessSummary)).toBeVisible();
    const box = await toastRegion(page).boundingBox();
    expect(box?.x).toBeCloseTo(20, 0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeCloseTo(375 - 20, 0);
  });
});
