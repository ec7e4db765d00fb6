import { expect, test, type Browser, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { seededRank } from '../../fixtures/rank-changes';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { MESSAGES } from '../../src/shared/messages';
import {
  ACCOUNTS,
  appReady,
  COLOR_SCHEMES,
  capture,
  fitsAndCapture,
  signIn,
  toast,
  viewAs,
  VIEWPORTS,
} from './support';

/** A demo player by username (the fixtures are the source of names and phones). */
function fixturePlayer(username: string) {
  const found = FIXTURE_PLAYERS.find((player) => player.username === username);
  if (!found) throw new Error(`No fixture player ${username}`);
  return found;
}

/** 'Dương Quốc Vũ' → 'duong quoc vu': what someone types without a Vietnamese keyboard. */
const unaccented = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

const playerList = (page: Page) => page.getByRole('list', { name: 'Danh sách cơ thủ' });
const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Đang tải' });

/** Finds a player through the lookup's search box and opens their page. */
async function openPlayerBySearch(page: Page, query: string, fullName: string) {
  await page.goto('/players');
  await page.getByRole('searchbox', { name: 'Tìm theo tên hoặc tên đăng nhập' }).fill(query);
  await expect(page).toHaveURL(/[?&]q=/);
  const link = playerList(page).getByRole('link', { name: fullName, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('a visitor finds a player by an unaccented name and sees their public header only', async ({
  page,
}) => {
  const vu = fixturePlayer('duongquocvu');
  await openPlayerBySearch(page, unaccented(vu.fullName), vu.fullName);

  await expect(page.getByText(`@${vu.username}`)).toBeVisible();
  await expect(page.getByText(`Hạng ${vu.rank}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Điểm trình độ', { exact: true })).toBeVisible();
  await expect(page.getByText('Trận thắng – thua')).toBeVisible();
  await expect(page.getByText('Ván thắng – thua')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Biểu đồ điểm trình độ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đổi hạng' })).toHaveCount(0);

  // Never the phone number, in any spelling (+84…, 0…).
  await expect(loading(page)).toHaveCount(0);
  const text = (await page.locator('body').innerText()).replace(/[\s.]/g, '');
  expect(text).not.toContain(vu.phone.slice(-9));
});

test('a player without rated matches gets an empty chart, not a broken one', async ({ page }) => {
  await openPlayerBySearch(page, ACCOUNTS.organizer.username, ACCOUNTS.organizer.fullName);
  const chart = page.getByRole('region', { name: 'Biểu đồ điểm trình độ' });
  await expect(chart.getByText('Chưa có trận nào được tính điểm')).toBeVisible();
  // Their rating's uncertainty said in words (issue 56), not a bare "±290" beside "Tạm tính".
  await expect(page.getByText(/^có thể lệch ±\d+ điểm$/)).toBeVisible();
  await expect(page.getByText('Tạm tính', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Tạm tính: chưa đủ trận để chắc chắn, đấu thêm thì điểm sẽ sát hơn.'),
  ).toBeVisible();
});

test('a filter without results offers to clear it', async ({ page }) => {
  await page.goto('/players?q=khongcocothunaynhe&rank=K');
  await expect(page.getByText('Không tìm thấy cơ thủ nào')).toBeVisible();
  await page.getByRole('button', { name: 'Xoá bộ lọc' }).click();
  await expect(page).toHaveURL(/\/players$/);
  await expect(playerList(page).getByRole('listitem').first()).toBeVisible();
});

test('a player’s match history links each match to its page', async ({ page }) => {
  const vu = fixturePlayer('duongquocvu');
  await openPlayerBySearch(page, vu.username, vu.fullName);
  await page
    .getByRole('navigation', { name: 'Mục của cơ thủ' })
    .getByRole('link', { name: 'Lịch sử thi đấu' })
    .click();
  await expect(page).toHaveURL(/\/players\/\d+\/match-histories$/);
  const history = page.getByRole('list', { name: 'Lịch sử thi đấu' });
  const first = history.getByRole('link', { name: /^Xem trận gặp / }).first();
  await expect(first).toBeVisible();
  await expect(history.getByText(/^(Thắng|Thua)$/).first()).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await expect(page.getByRole('region', { name: /^Cơ thủ 1: / })).toBeVisible();
});

test('the champion of a finished tournament has it among their achievements', async ({ page }) => {
  const finished = FIXTURE_TOURNAMENTS.findIndex((t) => t.status === 'finished');
  const tournament = FIXTURE_TOURNAMENTS[finished];
  if (!tournament) throw new Error('The fixtures have no finished tournament');
  // Seeded in fixture order, so the n-th fixture is tournament n.
  await page.goto(`/tournaments/${finished + 1}/ranking`);
  const title = page.getByText(/^Vô địch: /);
  await expect(title).toBeVisible();
  const champion = ((await title.textContent()) ?? '').replace(/^Vô địch: /, '');

  // The names in the standings link to the players' pages.
  await page.getByRole('table').getByRole('link', { name: champion, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: champion })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Mục của cơ thủ' })
    .getByRole('link', { name: 'Thành tích' })
    .click();
  await expect(page).toHaveURL(/\/players\/\d+\/achievements$/);
  const item = page
    .getByRole('list', { name: 'Thành tích' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: tournament.name, exact: true }) });
  await expect(item.getByText('Vô địch', { exact: true })).toBeVisible();
  await expect(item.getByText(`${tournament.players.length} cơ thủ`)).toBeVisible();
});

test('the signed-in player sees their own match history and achievements', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/profile/histories');
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử thi đấu' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Lịch sử thi đấu' });
  await expect(history.getByRole('link', { name: /^Xem trận gặp / }).first()).toBeVisible();

  await page.goto('/profile/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Thành tích' })).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Thành tích' }).or(page.getByText('Bạn chưa có thành tích nào')),
  ).toBeVisible();

  // Their own page, public: the same header everyone sees, and no rank button for a player.
  await page.goto('/profile/histories');
  await page.getByRole('link', { name: 'Xem trang cơ thủ của bạn' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: ACCOUNTS.player.fullName }),
  ).toBeVisible();
  await expect(page.getByText(`@${ACCOUNTS.player.username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đổi hạng' })).toHaveCount(0);
});

test('an organiser changes a player’s rank with a reason; the decision is recorded', async ({
  page,
  browser,
}) => {
  const hai = fixturePlayer('tranvanhai');
  const current = seededRank(hai);
  const target = current === 'C' ? 'B' : 'C';
  const reason = 'Vô địch hai giải phong trào liên tiếp tại Hà Nội';

  await signIn(page, 'organizer');
  await openPlayerBySearch(page, hai.username, hai.fullName);
  await page.getByRole('button', { name: 'Đổi hạng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi hạng cơ thủ' });
  await expect(dialog).toBeVisible();

  // A reason too short is refused on its field.
  await dialog.getByRole('combobox', { name: /^Hạng mới/ }).selectOption(target);
  await dialog.getByRole('textbox', { name: /^Lý do/ }).fill('abc');
  await dialog.getByRole('button', { name: 'Lưu quyết định' }).click();
  await expect(dialog.getByText('Lý do tối thiểu 5 ký tự')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Lý do/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Lưu quyết định' }).click();
  await expect(toast(page, MESSAGES.toastSuccessSummary)).toContainText(
    `${hai.fullName} thành hạng ${target}`,
  );
  await expect(dialog).toBeHidden();

  const decisions = page.getByRole('list', { name: 'Lịch sử hạng' });
  const decision = decisions.getByRole('listitem').first();
  await expect(decision.getByText(reason)).toBeVisible();
  await expect(decision.getByText(`Hạng ${current}`, { exact: true })).toBeVisible();
  await expect(decision.getByText(`Hạng ${target}`, { exact: true })).toBeVisible();
  await expect(
    decision.getByRole('link', { name: ACCOUNTS.organizer.fullName, exact: true }),
  ).toBeVisible();
  const playerUrl = page.url();

  // A visitor sees the decision, the new rank, and no button to change it.
  const visitor = await visitorPage(browser);
  await visitor.goto(playerUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: hai.fullName })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Lịch sử hạng' }).getByText(reason)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Đổi hạng' })).toHaveCount(0);
  await visitor.context().close();
});

for (const scheme of COLOR_SCHEMES) {
  test(`screenshots of the player pages, ${scheme}`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'organizer');
    for (const viewport of VIEWPORTS) {
      await viewAs(page, scheme, viewport);
      const vu = fixturePlayer('duongquocvu');
      await openPlayerBySearch(page, vu.username, vu.fullName);
      const detail = page.url();
      const shots = [
        { name: 'players', path: '/players' },
        { name: 'player-detail', path: detail },
        { name: 'player-matches', path: `${detail}/match-histories` },
        { name: 'player-achievements', path: `${detail}/achievements` },
      ];
      for (const shot of shots) {
        await page.goto(shot.path);
        await appReady(page);
        await expect(loading(page)).toHaveCount(0);
        await fitsAndCapture(page, `${shot.name}-${scheme}-${viewport.name}`);
      }
      await page.goto(detail);
      const chart = page.getByRole('region', { name: 'Biểu đồ điểm trình độ' });
      const line = chart.locator('.recharts-line-curve');
      // On a phone the chart starts below the fold: it loads when the reader scrolls to it, and
      // the pointer can only reach what is on screen.
      await chart.scrollIntoViewIfNeeded();
      await expect(line).toBeVisible();
      await line.scrollIntoViewIfNeeded();
      const box = await line.boundingBox();
      if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
      await expect(chart.locator('.recharts-tooltip-wrapper').getByText(/ điểm$/)).toBeVisible();
      await capture(chart, `player-chart-${scheme}-${viewport.name}`);

      await page.getByRole('button', { name: 'Đổi hạng' }).click();
      const dialog = page.getByRole('dialog', { name: 'Đổi hạng cơ thủ' });
      await expect(dialog).toBeVisible();
      // The backdrop fades in apart from the dialog: wait for every finite animation.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      await capture(page, `player-rank-dialog-${scheme}-${viewport.name}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
