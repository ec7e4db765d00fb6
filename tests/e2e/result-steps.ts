// Steps of a result's life that several specs take on a match page: ending a match unplayed (a
// walkover, a retirement, a disqualification), a player's protest, and the organiser's ruling.
import { expect, type Page } from '@playwright/test';
import { expectNoBlockers } from './sweep';
import { toast } from './support';

/** A 1×1 PNG, as a phone's gallery would hand it over. */
export const PHOTO = {
  name: 'ban-3.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

/** Ends the open match page's match: `ending` chosen, `loser` named, the confirmation accepted. */
export async function award(
  page: Page,
  ending: string,
  loser: string,
  options: { fromEvent?: boolean } = {},
) {
  const form = page.getByRole('region', { name: 'Không đấu hết trận' });
  await form.getByLabel('Cách kết thúc').selectOption({ label: ending });
  await form.getByLabel('Cơ thủ bị xử thua').selectOption({ label: loser });
  if (options.fromEvent) {
    await form.getByText('Truất quyền khỏi cả giải (các trận sau xử W.O.)').click();
  }
  await form.getByRole('button', { name: /^Xử thắng cho/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    options.fromEvent ? 'bị truất quyền khỏi cả giải' : `${loser} `,
  );
  await dialog.getByRole('button', { name: 'Xử thắng' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã xử kết quả trận đấu');
}

/** Files a protest with `reason` (and a photo) from the match page open on `page`. */
export async function protest(
  page: Page,
  reason: string,
  photo?: typeof PHOTO,
  { checked = false } = {},
): Promise<void> {
  const card = page.getByRole('region', { name: 'Khiếu nại kết quả' });
  await card.getByRole('button', { name: 'Khiếu nại kết quả' }).click();
  await card.getByLabel('Lý do khiếu nại').fill(reason);
  if (photo) {
    await card.getByLabel('Ảnh kèm theo (không bắt buộc)').setInputFiles(photo);
    await expect(card.getByRole('img', { name: 'Ảnh sẽ gửi kèm' })).toBeVisible();
  }
  // Filled in, with its photo: the form as the player sends it, checked by axe when asked.
  if (checked) await expectNoBlockers(page, 'the protest form, filled in', 'light');
  await card.getByRole('button', { name: 'Gửi khiếu nại' }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã gửi khiếu nại');
  await expect(card.getByRole('listitem').first()).toContainText('Chờ xử lý');
}

/** The organiser rules on the open protest of the match page open on `page`, and confirms. */
export async function rule(page: Page, ruling: 'Giữ nguyên' | 'Cho đấu lại'): Promise<void> {
  const desk = page.getByRole('region', { name: 'Khiếu nại kết quả' });
  await desk.getByRole('button', { name: ruling }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ruling }).click();
  await expect(toast(page, 'Thành công')).toContainText('Đã xử lý khiếu nại');
}
