// The tournament list: filters by status, game and name kept in the URL, and paging with the page
// number in the URL.
import { expect, test } from '@playwright/test';
import { capture, signIn } from './support';
import { createTournament } from './tournament-setup';

test.describe('the tournament list', () => {
  test('filters by status, game and name through the URL', async ({ page }) => {
    await page.goto('/tournaments?status=finished');
    await expect(page.getByLabel('Trạng thái')).toHaveValue('finished');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Đã kết thúc' })).toHaveCount(0);

    await page.getByLabel('Trạng thái').selectOption('registration');
    await expect(page).toHaveURL(/status=registration/);
    await expect(cards.filter({ hasNotText: 'Đang mở đăng ký' })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();

    await page.getByLabel('Thể loại').selectOption('10-ball');
    await expect(page).toHaveURL(/game=10-ball/);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: '10 bi' })).toHaveCount(0);

    await page.getByLabel('Trạng thái').selectOption('');
    await page.getByLabel('Thể loại').selectOption('');
    await page.getByLabel('Tìm theo tên giải').fill('Hoàng Gia');
    await expect(page).toHaveURL(/q=Ho%C3%A0ng(\+|%20)Gia/);
    await expect(cards.first()).toContainText('Hoàng Gia');
    await expect(cards.filter({ hasNotText: 'Hoàng Gia' })).toHaveCount(0);

    // This week, near me: the city narrows the clubs too.
    await page.getByLabel('Tìm theo tên giải').fill('');
    await page.getByLabel('Thời gian').selectOption('week');
    await expect(page).toHaveURL(/when=week/);
    await page.getByLabel('Khu vực').selectOption('TP. Hồ Chí Minh');
    // Picked right after the first, the second filter keeps it.
    await expect(page).toHaveURL(/when=week&city=TP\.(\+|%20)H/);
    await expect(cards.filter({ hasText: 'TP. Hồ Chí Minh' }).first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'TP. Hồ Chí Minh' })).toHaveCount(0);
    const clubs = await page.getByLabel('Câu lạc bộ').locator('option').allTextContents();
    expect(clubs.slice(1).every((club) => club.endsWith('(TP. Hồ Chí Minh)'))).toBe(true);
    await capture(page, 'tournaments-filters-desktop');

    await page.getByLabel('Tìm theo tên giải').fill('không có giải nào như thế');
    await expect(page.getByText('Không có giải đấu phù hợp')).toBeVisible();
    await page.getByRole('button', { name: 'Xoá bộ lọc' }).click();
    await expect(page).toHaveURL('/tournaments');
    await expect(page.getByLabel('Tìm theo tên giải')).toHaveValue('');
  });

  test('pages through the results, page number in the URL', async ({ page }) => {
    await signIn(page, 'organizer');
    const response = await page.request.get(
      `/trpc/tournaments.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
    );
    const { total } = (
      (await response.json()) as { result: { data: { json: { meta: { total: number } } } } }
    ).result.data.json.meta;
    for (let n = total; n < 13; n++) await createTournament(page);

    await page.goto('/tournaments');
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('button', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Trang 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('article')).toHaveCount(12);
    // A page past the end (other specs of the run finish tournaments of their own) is empty.
    await page.goto('/tournaments?page=999&status=finished');
    await expect(page.getByText('Không có giải đấu phù hợp')).toBeVisible();
  });
});
