import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { capture, demoPlayerOnPhone, signIn, toast } from './support';
import { createTournament } from './tournament-setup';

const FEE = 15;

async function join(page: Page, id: number) {
  const response = await page.request.post('/trpc/tournaments.join', { data: { json: { id } } });
  expect(response.ok(), 'join').toBe(true);
}

test('check-in at the venue: scan, tick off, and the absent are refunded at the start', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'organizer');
  const { id, name } = await createTournament(page, { entryFee: FEE });
  const [scanner, ticked, absent] = FIXTURE_PLAYERS.filter((p) => p.coin >= 100).slice(3, 6);
  if (!scanner || !ticked || !absent) throw new Error('three demo players with coins');
  const phones = await Promise.all(
    [scanner, ticked, absent].map((player) => demoPlayerOnPhone(browser, player.username)),
  );
  for (const phone of phones) await join(phone, id);
  const [scannerPhone, , absentPhone] = phones as [Page, Page, Page];

  // The organiser opens check-in from the tournament's management panel.
  await page.goto(`/tournaments/${id}`);
  await page.getByRole('link', { name: 'Mở điểm danh' }).click();
  await expect(page).toHaveURL(`/tournaments/${id}/check-in`);
  await page.getByRole('button', { name: 'Mở điểm danh' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mở điểm danh' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã mở điểm danh');
  const code = page.getByTestId('check-in-code');
  await expect(code).toHaveText(/^\d{6}$/);
  await expect(page.getByRole('img', { name: /^Mã QR điểm danh \d{6}$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Có mặt 0/3' })).toBeVisible();

  // A registered player's tournament page asks them to check in.
  await absentPhone.goto(`/tournaments/${id}`);
  await expect(absentPhone.getByRole('link', { name: 'Điểm danh' }).first()).toBeVisible();

  // A wrong code says so in Vietnamese; the scanned link checks the player in at once.
  await scannerPhone.goto(`/tournaments/${id}/check-in`);
  await scannerPhone.getByLabel('Mã điểm danh').fill('12');
  await scannerPhone.getByRole('button', { name: 'Điểm danh', exact: true }).click();
  await expect(scannerPhone.getByText('Mã điểm danh gồm 6 chữ số')).toBeVisible();
  const shown = (await code.textContent()) ?? '';
  await scannerPhone.goto(`/tournaments/${id}/check-in?code=${shown}`);
  await expect(scannerPhone.getByText('Bạn đã điểm danh').first()).toBeVisible();
  await expect(scannerPhone).toHaveURL(`/tournaments/${id}/check-in`);
  const fits = await scannerPhone.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(fits, 'the check-in page fits a 390 px phone').toBe(true);

  // The organiser's list follows live; the second player came without a phone: ticked off.
  await expect(page.getByRole('heading', { name: 'Có mặt 1/3' })).toBeVisible();
  // On the organiser's phone, the whole row is the switch: a tap on the name ticks them present.
  await page.setViewportSize({ width: 390, height: 844 });
  const list = page.getByRole('list', { name: 'Điểm danh cơ thủ' });
  const row = list.getByRole('listitem').filter({ hasText: ticked.fullName });
  // Two players may share a name: the username tells them apart.
  await expect(row).toContainText(`@${ticked.username}`);
  const box = await row.boundingBox();
  expect(box?.height, 'a row a thumb can hit').toBeGreaterThanOrEqual(44);
  const nameStyle = await row
    .getByText(ticked.fullName, { exact: true })
    .evaluate((element) => getComputedStyle(element).textOverflow);
  expect(nameStyle, 'a long name ends in an ellipsis').toBe('ellipsis');
  await row.getByText(ticked.fullName, { exact: true }).click();
  await expect(page).toHaveURL(`/tournaments/${id}/check-in`);
  await expect(page.getByLabel(`${ticked.fullName} có mặt`)).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Có mặt 2/3' })).toBeVisible();
  await capture(page, 'check-in-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The start draws the two present; the third is withdrawn and gets the fee back.
  const balanceBefore = await balanceOf(absentPhone);
  await page.getByRole('button', { name: 'Bắt đầu giải' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bắt đầu giải đấu' });
  await expect(dialog).toContainText('2 cơ thủ đã điểm danh');
  await expect(dialog).toContainText('1 cơ thủ chưa điểm danh sẽ bị rút tên và được hoàn lệ phí');
  await dialog.getByRole('button', { name: 'Bắt đầu', exact: true }).click();
  // The check-in's toast may still be showing: this one is found by its text.
  await expect(toast(page, 'Thành công').filter({ hasText: 'Giải đấu đã bắt đầu' })).toBeVisible();
  // Check-in's work is done: the organiser is taken to the bracket the start drew.
  await expect(page).toHaveURL(`/tournaments/${id}`);
  await expect(page.getByRole('link', { name: 'Sơ đồ thi đấu' })).toBeVisible();
  await page.goto(`/tournaments/${id}/players`);
  await expect(page.getByRole('heading', { name: 'Cơ thủ tham gia (2/8)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await balanceOf(absentPhone)).toBe(balanceBefore + FEE);
});

/** The player's balance, as the API tells it. */
async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/trpc/auth.me');
  const body = (await response.json()) as { result: { data: { json: { coin: number } } } };
  return body.result.data.json.coin;
}
