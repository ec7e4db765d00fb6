import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import {
  ACCOUNTS,
  fitsAndCapture,
  headerBalance,
  mutate,
  signIn,
  signInWith,
  toast,
} from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

const formatCoins = (coins: number) => `${new Intl.NumberFormat('vi-VN').format(coins)} xu`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** The name in a scoreboard side's label ("Cơ thủ 1: Trần Minh Tuấn" → "Trần Minh Tuấn"). */
async function scoreboardName(page: Page, slot: 1 | 2): Promise<string> {
  const label = await page
    .getByRole('region', { name: new RegExp(`^Cơ thủ ${slot}: `) })
    .getAttribute('aria-label');
  return (label ?? '').replace(/^Cơ thủ \d: /, '');
}

/**
 * Starts the match on the page and plays player 1's racks until they win. The deciding rack
 * asks first: taken back once as a slip, then confirmed.
 */
async function playToWin(page: Page, race: number, watcher?: Page) {
  await page.getByRole('button', { name: 'Bắt đầu trận' }).click();
  const winner = await scoreboardName(page, 1);
  const plus = page.getByRole('button', { name: `Cộng 1 ván cho ${winner}` });
  for (let rack = 1; rack < race; rack++) {
    await plus.click();
    await expect(page.getByTestId('score-1')).toHaveText(String(rack));
    if (watcher) await expect(watcher.getByTestId('score-1')).toHaveText(String(rack));
  }
  const decide = page.getByRole('alertdialog', { name: 'Ván quyết định' });
  await plus.click();
  await expect(decide).toContainText(`${winner} thắng ${race} – 0?`);
  await decide.getByRole('button', { name: 'Chưa, bấm nhầm' }).click();
  await expect(page.getByTestId('score-1')).toHaveText(String(race - 1));
  await expect(page.getByText('Đang đấu', { exact: true })).toBeVisible();
  await plus.click();
  await decide.getByRole('button', { name: 'Kết thúc trận' }).click();
  await expect(page.getByTestId('score-1')).toHaveText(String(race));
  if (watcher) await expect(watcher.getByTestId('score-1')).toHaveText(String(race));
  await expect(page.getByText('Đã kết thúc', { exact: true })).toBeVisible();
  return winner;
}

test('an organiser runs a paid tournament: create, three joins, live scores, champion', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Giải 9 bi kiểm thử ${Date.now()}`;
  const RACE = 2;

  // The organiser creates it through the form.
  await signIn(page, 'organizer');
  await page.goto('/tournaments/create');
  await page.getByLabel('Tên giải đấu').fill(name);
  await page.getByLabel('Mô tả').fill('## Điều lệ\n\n- Chạm 2 mọi vòng\n- **Lệ phí 20 xu**');
  await page.getByLabel('Số cơ thủ tối đa').fill('8');
  await page.getByLabel('Lệ phí (xu)').fill('20');
  for (const round of ['Vòng đầu', 'Tứ kết', 'Bán kết', 'Chung kết']) {
    await page.getByLabel(round, { exact: true }).fill(String(RACE));
  }
  await page.getByLabel('Phần thưởng 1').fill('Cúp vô địch');
  // 40 coins to the champion, from the players' fees (three joins: a pot of 60).
  await page.getByLabel('Xu thưởng của giải thưởng 1').fill('40');
  await page.getByLabel('Nguồn xu thưởng').selectOption({ label: 'Quỹ lệ phí của cơ thủ' });
  await page.getByRole('button', { name: 'Tạo giải đấu' }).click();
  await expect(page).toHaveURL(/\/tournaments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The new page opens at its top, not where the form's button was.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toast(page, 'Thành công')).toContainText('Đã tạo giải đấu');
  const tournamentPath = new URL(page.url()).pathname;
  await expect(page.getByText('20 xu', { exact: true })).toBeVisible();

  // Three players join through the confirmation dialog; each balance drops by the fee.
  const demo = FIXTURE_PLAYERS.filter((p) => p.coin >= 100).slice(0, 2);
  const joiners = [
    { username: ACCOUNTS.player.username, password: ACCOUNTS.player.password },
    ...demo.map((p) => ({ username: p.username, password: DEMO_PLAYER_PASSWORD })),
  ];
  for (const joiner of joiners) {
    await page.context().clearCookies();
    await signInWith(page, joiner.username, joiner.password);
    await page.goto(tournamentPath);
    await expect(page.getByRole('button', { name: 'Tham gia giải' })).toBeVisible();
    const before = await headerBalance(page);
    await page.getByRole('button', { name: 'Tham gia giải' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Tham gia giải đấu' });
    await expect(dialog).toContainText('Lệ phí tham gia: 20 xu');
    await expect(dialog).toContainText(`Số dư của bạn: ${formatCoins(before)}`);
    // The coin prize and where it comes from, before anyone pays.
    await expect(dialog).toContainText('Giải thưởng 40 xu trích từ lệ phí của cơ thủ.');
    await dialog.getByRole('button', { name: 'Tham gia', exact: true }).click();
    await expect(
      page.getByRole('link', { name: `Số dư ví: ${formatCoins(before - 20)}` }),
    ).toBeVisible();
    await expect(page.getByText('Bạn đã đăng ký')).toBeVisible();
  }
  // The event's page says who is coming, the last to join among them.
  const coming = page.getByRole('region', { name: /^Ai sẽ đến/ });
  await expect(coming.getByRole('heading')).toHaveText('Ai sẽ đến (3/8)');
  await expect(coming.getByRole('link', { name: demo[1]?.fullName ?? '' })).toBeVisible();

  // The organiser starts it, seeding by hand (the last player moved up one place).
  await page.context().clearCookies();
  await signIn(page, 'organizer');
  // Run without a protest window: the final's result is final at once, and pays (the window
  // and its protests have a test of their own, protests.spec.ts).
  await mutate(page.request, 'tournaments.configureBoard', {
    id: Number(tournamentPath.split('/').pop()),
    tables: [],
    restMinutes: 5,
    protestMinutes: 0,
  });
  await page.goto(tournamentPath);
  await page.getByRole('link', { name: /^Cơ thủ/ }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('link', { name: 'Sơ đồ thi đấu' }).click();
  await page.getByRole('button', { name: 'Bắt đầu giải' }).click();
  const start = page.getByRole('dialog', { name: 'Bắt đầu giải đấu' });
  await expect(start).toContainText('40 xu giải thưởng trích từ quỹ lệ phí (60 xu).');
  await start.getByText('Tự sắp xếp thứ tự hạt giống').click();
  const order = start.getByRole('list', { name: 'Thứ tự hạt giống' }).getByRole('listitem');
  await expect(order).toHaveCount(3);
  const moveUp = order.nth(2).getByRole('button', { name: /^Đưa .* lên$/ });
  const third = ((await moveUp.getAttribute('aria-label')) ?? '').replace(/^Đưa | lên$/g, '');
  await moveUp.click();
  await expect(order.nth(1)).toContainText(third);
  await start.getByRole('button', { name: 'Bắt đầu', exact: true }).click();
  await expect(toast(page, 'Thành công')).toContainText('Giải đấu đã bắt đầu');
  await expect(page.getByText('Đang diễn ra').first()).toBeVisible();

  // Three players in a four-slot bracket: one semi-final is a bye, the other is played.
  const semis = page.getByRole('region', { name: 'Bán kết' });
  await expect(semis.getByText('Miễn đấu').first()).toBeVisible();
  await semis.getByRole('link').click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bán kết · Trận \d+$/ })).toBeVisible();

  // A second browser watches the match: the score moves there without reloading.
  const watcher = await newPage(browser);
  await watcher.goto(page.url());
  await expect(watcher.getByText('Cập nhật trực tiếp')).toBeVisible();
  await expect(watcher.getByRole('button', { name: 'Bắt đầu trận' })).toHaveCount(0);
  const semiWinner = await playToWin(page, RACE, watcher);
  await expect(watcher.getByText('Đã kết thúc', { exact: true })).toBeVisible();
  await watcher.context().close();

  // The bracket advances: the winner now plays the final.
  await page.goto(tournamentPath);
  const final = page.getByRole('region', { name: 'Chung kết' });
  await expect(final).toContainText(semiWinner);
  await final.getByRole('link').click();
  const champion = await playToWin(page, RACE);

  // The last match finishes the tournament: the ranking names the champion.
  await page.goto(`${tournamentPath}/ranking`);
  await expect(page.getByText('Đã kết thúc').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Xếp hạng chung cuộc' })).toBeVisible();
  await expect(page.getByText(`Vô địch: ${champion}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Vô địch' })).toContainText(champion);
  await expect(page.getByRole('row').filter({ hasText: 'Á quân' })).toHaveCount(1);

  // The champion was paid the prize into their wallet, once, and the page says when.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${tournamentPath}/desc`);
  const prizes = page.getByRole('region', { name: 'Giải thưởng' });
  await expect(prizes).toContainText('Tổng 40 xu thưởng trích từ lệ phí của cơ thủ');
  const paid = prizes.getByRole('region', { name: 'Đã trao thưởng' }).getByRole('listitem');
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText(champion);
  await expect(paid).toContainText('Vô địch · 40 xu vào ví');
  await fitsAndCapture(page, 'prize-list-phone');
});

test('a player sees no manager controls; the organiser does', async ({ page }) => {
  const live = FIXTURE_TOURNAMENTS.find((t) => t.status === 'ongoing' && (t.liveMatches ?? 0) > 0);
  if (!live) throw new Error('the demo has a tournament with live matches');
  await page.goto('/tournaments?status=ongoing');
  await page.getByRole('article').filter({ hasText: live.name }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Lịch thi đấu' })).toBeVisible();
  const tournamentPath = new URL(page.url()).pathname;

  await signIn(page, 'player');
  await page.goto(tournamentPath);
  await expect(page.getByRole('heading', { name: 'Lịch thi đấu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quản lý giải đấu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Sắp xếp/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Huỷ giải' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chỉnh sửa' })).toHaveCount(0);
  await page.getByRole('article').filter({ hasText: 'Đang đấu' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await expect(page.getByTestId('score-1')).toHaveText(/^\d+$/);
  await expect(page.getByRole('button', { name: /^Cộng 1 ván/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Trừ 1 ván/ })).toHaveCount(0);
  const matchPath = new URL(page.url()).pathname;

  await page.context().clearCookies();
  await signIn(page, 'organizer');
  await page.goto(tournamentPath);
  await expect(page.getByRole('heading', { name: 'Quản lý giải đấu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sắp xếp/ }).first()).toBeVisible();
  await page.goto(matchPath);
  await expect(page.getByRole('button', { name: /^Cộng 1 ván/ })).toHaveCount(2);
});

test('a manager assigns table, time and referee from the schedule', async ({ page }) => {
  await signIn(page, 'organizer');
  await page.goto('/tournaments?status=ongoing');
  await page.getByRole('article').first().getByRole('link').click();
  await page
    .getByRole('button', { name: /^Sắp xếp/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bàn').fill('Bàn VIP');
  await dialog.getByLabel('Giờ thi đấu').fill('2030-05-01T19:30');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã cập nhật bàn, giờ');
  const row = page.getByRole('row').filter({ hasText: 'Bàn VIP' });
  await expect(row).toContainText('01/05/2030');
});

test.describe('joining', () => {
  test('without enough coins offers a top-up instead', async ({ page }) => {
    await signIn(page, 'organizer');
    const { id } = await createTournament(page, { entryFee: 5000 });
    await page.context().clearCookies();

    // A visitor is asked to sign in.
    await page.goto(`/tournaments/${id}`);
    await page.getByRole('button', { name: 'Đăng nhập để tham gia' }).click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
    await page.keyboard.press('Escape');

    await signIn(page, 'viewer');
    await page.goto(`/tournaments/${id}`);
    await expect(page.getByText('chưa đủ lệ phí')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nạp xu' })).toHaveAttribute('href', '/payment');
    await page.getByRole('button', { name: 'Tham gia giải' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Số dư không đủ' });
    await expect(dialog).toContainText('Lệ phí tham gia là 5.000 xu');
    await expect(dialog).toContainText('không đủ để tham gia');
    await dialog.getByRole('button', { name: 'Nạp xu' }).click();
    await expect(page).toHaveURL('/payment');
  });

  test('and leaving refund the fee in the header balance', async ({ page }) => {
    await signIn(page, 'organizer');
    const { id } = await createTournament(page, { entryFee: 15 });
    await page.context().clearCookies();
    await signIn(page, 'player');
    await page.goto(`/tournaments/${id}`);
    await expect(page.getByRole('button', { name: 'Tham gia giải' })).toBeVisible();
    const before = await headerBalance(page);
    await page.getByRole('button', { name: 'Tham gia giải' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Tham gia', exact: true })
      .click();
    await expect(
      page.getByRole('link', { name: `Số dư ví: ${formatCoins(before - 15)}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Rút khỏi giải' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Rút khỏi giải đấu' });
    await expect(dialog).toContainText('Lệ phí 15 xu sẽ được hoàn vào ví');
    await dialog.getByRole('button', { name: 'Rút khỏi giải' }).click();
    await expect(
      page.getByRole('link', { name: `Số dư ví: ${formatCoins(before)}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tham gia giải' })).toBeVisible();
  });
});

/** Whether a control is drawn in a grey (no hue): red, green and blue within a few steps. */
const isGrey = (control: Locator) =>
  control.evaluate((element) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map(Number);
    return Math.max(r, g, b) - Math.min(r, g, b) <= 12;
  });

test('a join its rank limit refuses is a grey, untappable button with the reason beside it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'organizer');
  // For K to H: the demo's `player` is an F.
  const { id } = await createTournament(page, { maxRank: 'H' });
  await page.context().clearCookies();
  await signIn(page, 'player');
  await page.goto(`/tournaments/${id}`);

  const refused = page.getByRole('button', { name: 'Tham gia giải' });
  await expect(refused).toBeDisabled();
  await expect(refused).toHaveAccessibleDescription(/hạng H trở xuống.+hạng chính thức F/);
  expect(await isGrey(refused), 'grey, not a faded green').toBe(true);
  await expect(refused).toHaveCSS('opacity', '1');
  await expect(refused).toHaveCSS('cursor', 'not-allowed');
  await expect(page.getByText(/^Giải đấu chỉ dành cho cơ thủ hạng H trở xuống; /)).toBeVisible();
  await fitsAndCapture(page, 'join-refused-desktop');

  // The server's button, before the app has come (here: no JavaScript), looks the same.
  const bare = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  const before = await bare.newPage();
  await signIn(before, 'player');
  await before.goto(`/tournaments/${id}`);
  const drawn = before.getByRole('button', { name: 'Tham gia giải' });
  await expect(drawn).toBeDisabled();
  expect(await isGrey(drawn), 'the first paint’s, grey too').toBe(true);
  await expect(drawn).toHaveCSS('opacity', '1');
  await bare.close();
});

test('the tournament form shows Vietnamese field errors', async ({ page }) => {
  await signIn(page, 'organizer');
  await page.goto('/tournaments/create');
  await page.getByLabel('Tên giải đấu').fill('Ab');
  await page.getByLabel('Thời gian bắt đầu').fill('2020-01-01T10:00');
  await page.getByLabel('Hạng tối thiểu').selectOption('C');
  await page.getByLabel('Hạng tối đa').selectOption('K');
  await page.getByLabel('Số cơ thủ tối đa').fill('300');
  await page.getByRole('button', { name: 'Tạo giải đấu' }).click();
  await expect(page.getByText('Thời gian bắt đầu phải ở tương lai')).toBeVisible();
  await expect(page.getByText('Hạng tối đa phải cao hơn hoặc bằng hạng tối thiểu')).toBeVisible();
  await expect(page.getByText('Tên giải đấu phải có ít nhất 3 ký tự')).toBeVisible();
  await expect(page.getByText('Giải đấu có tối đa 256 người chơi')).toBeVisible();
  await expect(page.getByLabel('Thời gian bắt đầu')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Hạng tối đa')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/tournaments/create');
});

test('my matches: upcoming with time and table, tabs in the URL', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/matches/joined');
  await expect(page.getByRole('tab', { name: 'Sắp đấu' })).toHaveAttribute('aria-selected', 'true');
  const upcoming = page.getByRole('article').first();
  await expect(upcoming).toContainText(/Bàn|Chưa xếp bàn/);
  await page.getByRole('tab', { name: 'Đã đấu' }).click();
  await expect(page).toHaveURL(/tab=finished/);
  await expect(page.getByRole('article').first()).toContainText(/Thắng|Thua/);
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /· Trận \d+$/ })).toBeVisible();
  await expect(page.getByText('Đã kết thúc', { exact: true })).toBeVisible();
});

test('a double-elimination bracket explains why its grand final may have a second match', async ({
  page,
}) => {
  const doubleOngoing = FIXTURE_TOURNAMENTS.find(
    (t) => t.format === 'double_elimination' && t.status === 'ongoing',
  );
  if (!doubleOngoing) throw new Error('the demo has a double elimination under way');
  await page.goto(`/tournaments?q=${encodeURIComponent(doubleOngoing.name)}`);
  await page.getByRole('link', { name: doubleOngoing.name }).first().click();
  await expect(page.getByRole('group', { name: 'Sơ đồ Chung kết tổng' })).toBeVisible();
  await expect(page.getByText(/phải bị đánh bại hai lần/)).toBeVisible();
});

test('a bye shows its player going through, not a win', async ({ page, playwright }) => {
  await signIn(page, 'organizer');
  const { id } = await createTournament(page, { maxPlayers: 4 });
  await joinAsDemoPlayers(playwright, id, FIXTURE_PLAYERS.slice(20, 23));
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  await page.goto(`/tournaments/${id}`);
  const bye = page.getByRole('article').filter({ hasText: 'Miễn đấu' }).first();
  await expect(bye).toContainText('Vào thẳng vòng sau');
  await expect(bye.getByLabel('Thắng')).toHaveCount(0);
  await expect(bye.getByText(/^0$/)).toHaveCount(0);
});
