// Tables that rank players, on a phone: the organiser orders the tiebreaks of a round robin and
// the standings say which one placed each player; a groups event shows each group's table; a
// Swiss event is created with its rounds and cut, shows its rounds and ranks by Buchholz.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { fitsAndCapture, signIn } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

function demoTournament(
  format: (typeof FIXTURE_TOURNAMENTS)[number]['format'],
  status: (typeof FIXTURE_TOURNAMENTS)[number]['status'],
) {
  const found = FIXTURE_TOURNAMENTS.find((t) => t.format === format && t.status === status);
  if (!found) throw new Error(`the demo has a ${status} ${format}`);
  return found;
}

async function openTournament(page: Page, name: string) {
  await page.goto(`/tournaments?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an organiser orders the tiebreaks of a round robin, and its page shows that order', async ({
  page,
}) => {
  const open = demoTournament('round_robin', 'registration');
  await signIn(page, 'organizer');
  await openTournament(page, open.name);
  const id = /\/tournaments\/(\d+)/.exec(page.url())?.[1];
  await page.goto(`/tournaments/${id}/update`);
  const items = page.getByTestId('tiebreak-item');
  await expect(items).toHaveText([/Điểm trận/, /Đối đầu/, /Hiệu số ván/]);

  await page.getByRole('button', { name: 'Đưa Hiệu số ván lên' }).click();
  await page.getByRole('button', { name: 'Số ván thắng' }).click();
  await expect(items).toHaveText([/Điểm trận/, /Hiệu số ván/, /Đối đầu/, /Số ván thắng/]);
  await page.getByRole('button', { name: 'Bỏ Đối đầu' }).click();
  await expect(items).toHaveCount(3);
  await fitsAndCapture(page, 'tiebreaks-form-phone');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();

  await page.getByRole('link', { name: 'Giới thiệu' }).click();
  await expect(page.getByText('Điểm trận → Hiệu số ván → Số ván thắng → Hạt giống')).toBeVisible();
});

test('the standings of a finished round robin say which tiebreak placed each player', async ({
  page,
}) => {
  const finished = demoTournament('round_robin', 'finished');
  await openTournament(page, finished.name);
  await page.getByRole('link', { name: 'Xếp hạng' }).click();
  await expect(page.getByRole('heading', { name: 'Xếp hạng chung cuộc' })).toBeVisible();
  await expect(page.getByTestId('tiebreak-order')).toHaveText(
    'Bằng điểm thì xếp theo: Điểm trận → Đối đầu → Hiệu số ván → Hạt giống.',
  );
  // Six players, one place each: ties were broken, never shared.
  const places = page.getByRole('table', { name: 'Xếp hạng chung cuộc' }).getByRole('row');
  await expect(places).toHaveCount(7);
  await expect(
    page.getByText(/^Xếp trên nhờ (đối đầu|hiệu số ván|hạt giống)$/).first(),
  ).toBeVisible();
  await fitsAndCapture(page, 'tiebreaks-round-robin-phone');
});

test('a groups event shows each group’s table, with who goes through', async ({ page }) => {
  const groups = demoTournament('groups_knockout', 'finished');
  await openTournament(page, groups.name);
  await page.getByRole('link', { name: 'Xếp hạng' }).click();
  await expect(page.getByRole('heading', { name: 'Vòng bảng' })).toBeVisible();
  for (const name of ['Bảng A', 'Bảng B', 'Bảng C']) {
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('row')).toHaveCount(5);
    // Two go through from each group of this event.
    await expect(table.getByText('Vị trí đi tiếp')).toHaveCount(2);
  }
  await fitsAndCapture(page, 'tiebreaks-groups-phone');
});

test('a Swiss event shows its rounds, paired by points, and ranks by Buchholz', async ({
  page,
}) => {
  const swiss = demoTournament('swiss', 'ongoing');
  await openTournament(page, swiss.name);
  const rounds = page.getByRole('group', { name: 'Sơ đồ Hệ Thụy Sĩ' });
  // On a phone the rounds scroll sideways: the view opens on round 2, the one being played.
  // (Scrolled to down the page first: the event's tabs may take two lines above it.)
  await rounds.scrollIntoViewIfNeeded();
  await expect(rounds.getByText('Vòng 2', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(rounds.getByText('Vòng 1', { exact: true })).not.toBeInViewport({ ratio: 1 });
  // Round 1 played, round 2 paired and waiting: 12 players, 6 matches each.
  await expect(page.getByText(/^Vòng 1 · \d+$/)).toHaveCount(6);
  await expect(page.getByText(/^Vòng 2 · \d+$/)).toHaveCount(6);
  await page.getByRole('link', { name: 'Xếp hạng' }).click();
  await expect(page.getByTestId('tiebreak-order')).toHaveText(
    'Bằng điểm thì xếp theo: Điểm trận → Buchholz → Đối đầu → Hiệu số ván → Hạt giống.',
  );
  const table = page.getByRole('table', { name: 'Xếp hạng hiện tại' });
  await expect(table.getByRole('row')).toHaveCount(13);
  // Each tiebreak's figure is a column, on the phone too: the table scrolls, the page does not.
  await expect(table.getByTestId('tiebreak-column')).toHaveText(['Điểm', 'BH', 'ĐĐ', 'HS']);
  const first = table.getByRole('row').nth(1).getByRole('cell');
  await expect(first.nth(3)).toHaveText(/^\d+$/);
  await expect(first.nth(4)).toHaveText(/^\d+$/);
  await fitsAndCapture(page, 'swiss-ranking-phone');
});

test('an organiser creates a Swiss event with a cut on a phone; too many rounds are refused', async ({
  page,
}) => {
  await signIn(page, 'organizer');
  await page.goto('/tournaments/create');
  const name = `Giải Thụy Sĩ ${Date.now()}`;
  await page.getByLabel('Tên giải đấu').fill(name);
  await page.getByLabel('Thể thức', { exact: true }).selectOption('swiss');
  // Buchholz comes with the format.
  await expect(page.getByTestId('tiebreak-item')).toHaveText([
    /Điểm trận/,
    /Buchholz/,
    /Đối đầu/,
    /Hiệu số ván/,
  ]);
  await page.getByLabel('Số cơ thủ tối đa').fill('8');
  await page.getByLabel('Số vòng').fill('5');
  await page.getByRole('button', { name: 'Tạo giải đấu' }).click();
  await expect(page.getByText('Với 8 cơ thủ, hệ Thụy Sĩ có tối đa 4 vòng')).toBeVisible();

  await page.getByLabel('Số vòng').fill('3');
  await page.getByLabel('Số người vào vòng loại trực tiếp').fill('4');
  await page.getByRole('button', { name: 'Tạo giải đấu' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Giới thiệu' }).click();
  await expect(
    page.getByText('3 vòng, không gặp lại đối thủ cũ; 4 người đầu bảng vào vòng loại trực tiếp'),
  ).toBeVisible();
  await expect(
    page.getByText('Điểm trận → Buchholz → Đối đầu → Hiệu số ván → Hạt giống'),
  ).toBeVisible();
});
