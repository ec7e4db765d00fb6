import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { DOCUMENT_DATA_ID } from '../../src/shared/document-data';
import { MESSAGES } from '../../src/shared/messages';
import type { Match } from '../../src/shared/schemas/matches';
import { mutate, query, signIn, toast } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

/** A tRPC batch answer carrying one error, as the server formats it. */
const trpcError = (httpStatus: number, code: string, message: string) => ({
  status: httpStatus,
  json: [
    { error: { json: { message, code: -32603, data: { code, httpStatus, fieldErrors: null } } } },
  ],
});

/**
 * Fails every call of `procedure` with `failure`; the other procedures of its batch get their
 * real answers. Returns how many requests carried it.
 */
async function failProcedure(page: Page, procedure: string, failure: ReturnType<typeof trpcError>) {
  const pattern = new RegExp(`/trpc/[^?]*\\b${procedure.replace('.', '\\.')}\\b`);
  const count = { calls: 0, stop: () => page.unroute(pattern) };
  await page.route(pattern, async (route) => {
    count.calls++;
    const procedures = decodeURIComponent(new URL(route.request().url()).pathname)
      .slice('/trpc/'.length)
      .split(',');
    if (procedures.length === 1) return route.fulfill(failure);
    const real = (await (await route.fetch()).json()) as unknown[];
    const answers = procedures.map((name, i) => (name === procedure ? failure.json[0] : real[i]));
    await route.fulfill({ status: 207, json: answers });
  });
  return count;
}

/**
 * The document of `pathname` as when the server's own reads took too long: without its first
 * answers (shared/document-data.ts), so the app asks for them itself.
 */
async function documentWithoutAnswers(page: Page, pathname: string) {
  await page.route(pathname, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      new RegExp(`<script type="application/json" id="${DOCUMENT_DATA_ID}">[^<]*</script>`),
      '',
    );
    await route.fulfill({ response, body });
  });
}

test('a page opened by a link starts from the answers in its document: no read of them goes out', async ({
  page,
}) => {
  await signIn(page, 'player');
  const [live] = await query<Match[]>(page.request, 'matches.live');
  if (!live) throw new Error('the demo has a live match');
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) reads.push(...pathname.slice('/trpc/'.length).split(','));
  });
  await page.goto(`/matches/${live.id}`);
  await expect(page.getByRole('button', { name: /^Tài khoản của bạn/ })).toBeVisible();
  await expect(page.getByTestId('score-1')).toHaveText(String(live.score1));
  expect(reads).not.toContain('auth.me');
  expect(reads).not.toContain('matches.get');
});

test('a failing current-user call is not retried by the browser, stays silent and leaves the visitor signed out', async ({
  page,
}) => {
  await documentWithoutAnswers(page, '/players');
  const me = await failProcedure(
    page,
    'auth.me',
    trpcError(502, 'BAD_GATEWAY', MESSAGES.upstreamUnavailable),
  );
  await page.goto('/players');
  await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The read started with the page's code, once: the header that mounts after it failed shows
  // the failure instead of reading again (the BFF already retried it upstream).
  expect(me.calls).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Cơ thủ' })).toBeVisible();
});

test('a first-screen read that failed before its page mounted is reported by the page, not sent again', async ({
  page,
}) => {
  const list = await failProcedure(
    page,
    'players.list',
    trpcError(503, 'SERVICE_UNAVAILABLE', 'Máy chủ đang bận'),
  );
  await page.goto('/players');
  await expect(toast(page, MESSAGES.toastErrorSummary)).toContainText('Máy chủ đang bận');
  await expect(page.getByText('Không tải được dữ liệu')).toBeVisible();
  expect(list.calls).toBe(1);
  await list.stop();
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('link', { name: /Trần|Nguyễn|Lê|Phạm/ }).first()).toBeVisible();
});

test('a failing query is not retried by the browser (the server already retried upstream): an error toast and an error state', async ({
  page,
}) => {
  let calls = 0;
  await page.route(/\/trpc\/system\.info\b/, async (route) => {
    calls++;
    await route.fulfill(trpcError(503, 'SERVICE_UNAVAILABLE', 'Máy chủ đang bận'));
  });
  await page.goto('/server');
  await expect(toast(page, MESSAGES.toastErrorSummary)).toContainText('Máy chủ đang bận');
  expect(calls).toBe(1);
  await expect(page.getByText('Không tải được dữ liệu')).toBeVisible();
  await page.unroute(/\/trpc\/system\.info\b/);
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByText('Mã bản dựng')).toBeVisible();
});

test('a query is not retried on 404, and a mutation never', async ({ page }) => {
  let queries = 0;
  let mutations = 0;
  await page.route(/\/trpc\/system\.info\b/, async (route) => {
    queries++;
    await route.fulfill(trpcError(404, 'NOT_FOUND', 'Không tìm thấy dữ liệu'));
  });
  await page.route(/\/trpc\/auth\.login\b/, async (route) => {
    mutations++;
    await route.fulfill(trpcError(503, 'SERVICE_UNAVAILABLE', 'Máy chủ đang bận'));
  });
  await page.goto('/server');
  await expect(toast(page, MESSAGES.toastErrorSummary)).toContainText('Không tìm thấy dữ liệu');
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill('player');
  await page.getByLabel('Mật khẩu').fill('Player@123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(toast(page, MESSAGES.toastErrorSummary)).toContainText('Máy chủ đang bận');
  expect(queries).toBe(1);
  expect(mutations).toBe(1);
});

test('the loading bar runs while a page chunk downloads', async ({ page }) => {
  await page.goto('/test');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tự kiểm tra giao diện' }),
  ).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/players-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Đang tải', includeHidden: true });
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('button', { name: 'Tra cứu' })
    .click();
  await page.getByRole('menuitem', { name: 'Cơ thủ' }).click();
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Cơ thủ' })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a live update refreshes what is on screen without the loading bar', async ({
  page,
  playwright,
}) => {
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(0, 4));
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [semi] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  if (!semi) throw new Error('a four-player knockout starts with a semi-final');
  await page.goto(`/tournaments/${id}`);
  const card = page.getByRole('article', { name: new RegExp(`^Trận ${semi.number}: `) });
  await expect(card).toContainText('Sắp đấu');

  // The bracket's refetch after the change takes a second (a slow 4G): long enough to show the
  // bar, were it shown for a read the reader is not waiting for.
  await page.route(/\/trpc\/[^?]*tournaments\.bracket/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // The bar's code comes just after the page's (it is not part of the first load).
  await page.getByRole('progressbar', { name: 'Đang tải', includeHidden: true }).waitFor({
    state: 'attached',
  });
  await page.evaluate(() => {
    const bar = document.querySelector('[role=progressbar]');
    if (!bar) throw new Error('the loading bar is on the page');
    document.body.dataset.barShown = 'no';
    new MutationObserver(() => {
      if (bar.getAttribute('aria-hidden') === 'false') document.body.dataset.barShown = 'yes';
    }).observe(bar, { attributes: true });
  });
  await mutate(page.request, 'matches.start', { id: semi.id });
  await expect(card).toContainText('Đang đấu');
  await expect(page.locator('body')).toHaveAttribute('data-bar-shown', 'no');
});
