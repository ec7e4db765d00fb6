import { mkdirSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD } from '../../fixtures/players';

export type AccountName = keyof typeof FIXTURE_ACCOUNTS;
export const ACCOUNTS = FIXTURE_ACCOUNTS;

/** Signs in through the API (the page's cookie jar gets the HttpOnly session cookie). */
export async function signIn(page: Page, name: AccountName): Promise<void> {
  const { username, password } = FIXTURE_ACCOUNTS[name];
  const response = await page.request.post('/trpc/auth.login', {
    data: { json: { username, password } },
  });
  expect(response.ok(), `login as ${name}`).toBe(true);
}

/**
 * Signs in through the visible form (page or modal). Exact labels: right after a navigation the
 * previous page may still be on screen, and /players has a search box labelled '… tên đăng nhập'.
 */
export async function fillLogin(scope: Page | ReturnType<Page['getByRole']>, name: AccountName) {
  const { username, password } = FIXTURE_ACCOUNTS[name];
  await scope.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await scope.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Đăng nhập' }).click();
}

export const toastRegion = (page: Page) => page.getByRole('region', { name: 'Thông báo' }).first();

/** A toast by its summary (toasts are labelled by their title). */
export const toast = (page: Page, summary: string | RegExp) =>
  page.getByRole('alert', { name: summary }).or(page.getByRole('status', { name: summary }));

export const errorStatus = (page: Page) => page.getByTestId('error-status');
export const errorMessage = (page: Page) => page.getByTestId('error-message');

/** Waits until the app has rendered its first page (header or error layout). */
export async function appReady(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
}

/** Signs in any account (the demo players too) through the API. */
export async function signInWith(page: Page, username: string, password: string): Promise<void> {
  const response = await page.request.post('/trpc/auth.login', {
    data: { json: { username, password } },
  });
  expect(response.ok(), `login as ${username}`).toBe(true);
}

/** The wallet balance the header shows ("Số dư ví: 1.000 xu" → 1000). */
export async function headerBalance(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Số dư ví:/ })
    .getAttribute('aria-label');
  return Number((label ?? '').replace(/\D/g, ''));
}

/** The screen sizes every page is looked at in: a desktop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * Shows `page` in one colour mode and screen size. The test's own page, not a new context: the
 * context is reused from test to test (`reuseContext`), which Playwright resets in between.
 */
export async function viewAs(
  page: Page,
  scheme: (typeof COLOR_SCHEMES)[number],
  viewport: Viewport,
): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
}

/** A fresh phone in the hand (390 × 844, touch), on the test server. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
}

/** A demo player signed in on a phone of their own (a new phone context). */
export async function demoPlayerOnPhone(browser: Browser, username: string): Promise<Page> {
  const page = await (await phoneContext(browser)).newPage();
  await signInWith(page, username, DEMO_PLAYER_PASSWORD);
  return page;
}

/**
 * Screenshots are for people to look at, and cost half a second each: `npm run screenshots`
 * (E2E_SCREENSHOTS=1) takes them into `.screenshots/`; `npm test` checks the same pages without.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Saves `.screenshots/<name>.png` of the page (whole length) or of one element, when asked to. */
export async function capture(target: Page | Locator, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync('.screenshots', { recursive: true });
  const path = `.screenshots/${name}.png`;
  await ('goto' in target
    ? target.screenshot({ path, fullPage: true })
    : target.screenshot({ path }));
}

/** Checks that the loaded page fits the screen's width (no sideways scrolling), then captures it. */
export async function fitsAndCapture(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${new URL(page.url()).pathname} scrolls sideways`).toBeLessThanOrEqual(0);
  await capture(page, name);
}

/**
 * A tRPC query over HTTP, as a browser would send it (superjson: the value sits under `json`);
 * its answer must be a success.
 */
export async function query<T>(api: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const search =
    input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await api.get(`/trpc/${path}${search}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** A tRPC mutation over HTTP; its answer must be a success. */
export async function mutate<T>(api: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await api.post(`/trpc/${path}`, { data: { json: input } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** As the browser's "Save as PDF" prints: the page's own @page; kept in .screenshots/ when asked. */
export function pdfOptions(name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1')
    return { preferCSSPageSize: true, printBackground: true };
  mkdirSync('.screenshots', { recursive: true });
  return { preferCSSPageSize: true, printBackground: true, path: `.screenshots/${name}.pdf` };
}

/** Sheets of a PDF and the size of the first, in points (A4 landscape: 842 × 595). */
export function sheetsOf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
  return {
    count: (text.match(/\/Type\s*\/Page\b/g) ?? []).length,
    width: Math.round(Number(box?.[1])),
    height: Math.round(Number(box?.[2])),
  };
}
