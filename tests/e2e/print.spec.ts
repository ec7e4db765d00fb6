// The browser's print of a page (issue 21, item 6): a finished tournament's standings and its
// bracket print without the site's header, footer and tabs, the table whole, on landscape pages.
// A big bracket: the reader's place in it (stage, section, round) lives in the address, and
// "In sơ đồ" prints it a part to a sheet.
import { expect, test, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import type { Paginated } from '../../src/shared/schemas/common';
import type { TournamentSummary } from '../../src/shared/schemas/tournaments';
import { appReady, capture, mutate, pdfOptions, query, sheetsOf, signIn } from './support';
import { createTournament, joinAsDemoPlayers } from './tournament-setup';

test('a finished tournament’s standings and bracket print as clean pages', async ({ page }) => {
  const finished = await query<Paginated<TournamentSummary>>(page.request, 'tournaments.list', {
    status: 'finished',
  });
  const tournament = finished.data[0];
  if (!tournament) throw new Error('the demo has a finished tournament');

  await page.goto(`/tournaments/${tournament.id}/ranking`);
  const table = page.getByRole('table', { name: 'Xếp hạng chung cuộc' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Mục của giải đấu' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
  await expect(table).toBeVisible();
  // Paper has the wide screen's columns, not the phone's narrow ones as well.
  await expect(table.getByRole('columnheader', { name: 'Thắng', exact: true })).toBeVisible();
  await expect(table.locator('th').filter({ hasText: /^T–(H–)?B$/ })).toHaveCount(1);
  await expect(table.locator('th').filter({ hasText: /^T–(H–)?B$/ })).toBeHidden();
  await capture(page, 'print-standings');

  await page.goto(`/tournaments/${tournament.id}`);
  await expect(page.getByRole('heading', { name: 'Sơ đồ thi đấu', level: 2 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  // The browser's own print of the page: its facts, the bracket on a sheet of its own, the
  // schedule; A4 landscape by the page's own @page.
  const pdf = sheetsOf(await page.pdf(pdfOptions('print-bracket-page')));
  expect(pdf.count).toBeGreaterThanOrEqual(2);
  expect(pdf).toMatchObject({ width: 842, height: 595 });
});

test('a reader in dark mode prints on white, and is back in dark mode after', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/tournaments');
  await appReady(page);
  const root = page.locator('html');
  await expect(root).toHaveClass(/\bdark\b/);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(root).toHaveClass(/\blight\b/);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(root).toHaveClass(/\bdark\b/);
});

/** A started 16-player double elimination: a winners' side, a losers' side and a grand final. */
async function doubleElimination(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  await signIn(page, 'organizer');
  const tournament = await createTournament(page, {
    format: 'double_elimination',
    maxPlayers: 16,
  });
  await joinAsDemoPlayers(playwright, tournament.id, FIXTURE_PLAYERS.slice(0, 16));
  await mutate(page.request, 'tournaments.start', { id: tournament.id, seeding: 'rating' });
  return tournament;
}

/** Whether a round's column lies across the phone's screen, whole, or off it to a side. */
async function sideways(column: Locator): Promise<'in view' | 'out of view' | 'partly'> {
  const box = await column.boundingBox();
  const width = column.page().viewportSize()?.width ?? 0;
  if (!box) return 'out of view';
  if (box.x >= 0 && box.x + box.width <= width) return 'in view';
  return box.x + box.width <= 0 || box.x >= width ? 'out of view' : 'partly';
}

test('the place in a big bracket is in its address: a shared or reloaded link opens there', async ({
  page,
  playwright,
}) => {
  const tournament = await doubleElimination(page, playwright);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tournaments/${tournament.id}`);
  const sections = page.getByRole('group', { name: 'Nhánh' });
  await expect(sections.getByRole('button', { name: 'Tất cả' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('group', { name: 'Sơ đồ Nhánh thắng' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sơ đồ Nhánh thua' })).toBeVisible();

  // The losers' side alone, at its fourth round.
  await sections.getByRole('button', { name: 'Nhánh thua' }).click();
  await expect(page).toHaveURL(/[?&]section=2\b/);
  await expect(page.getByRole('group', { name: 'Sơ đồ Nhánh thắng' })).toHaveCount(0);
  const losers = page.getByRole('group', { name: 'Sơ đồ Nhánh thua' });
  await page.getByRole('group', { name: 'Vòng' }).getByRole('button', { name: 'Vòng 4' }).click();
  await expect(page).toHaveURL(/[?&]round=4\b/);
  const fourth = losers.getByRole('region', { name: 'Vòng 4' });
  await expect(fourth).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => sideways(fourth)).toBe('in view');
  await capture(page, 'bracket-place-phone');

  // Reloaded (or opened from a shared link): the same section, scrolled to the same round.
  await page.reload();
  await expect(sections.getByRole('button', { name: 'Nhánh thua' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => sideways(fourth)).toBe('in view');
  expect(await sideways(losers.getByRole('region', { name: 'Vòng 1' }))).toBe('out of view');

  // Scrolling by hand back to the first round moves the address with it.
  await losers.evaluate((box) => box.scrollTo({ left: 0 }));
  await expect(page).toHaveURL(/[?&]round=1\b/);
  await expect(page).toHaveURL(/[?&]section=2\b/);

  // Choosing the section was a step of the back button; scrolling was not.
  await page.goBack();
  await expect(sections.getByRole('button', { name: 'Tất cả' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('"In sơ đồ" prints the bracket a part to a landscape sheet, A4 or A3, and nothing else', async ({
  page,
  playwright,
}) => {
  const tournament = await doubleElimination(page, playwright);
  await page.goto(`/tournaments/${tournament.id}?section=1`);
  await expect(page.getByRole('group', { name: 'Sơ đồ Nhánh thắng' })).toBeVisible();
  // The browser's print dialog is the user's: here the page's print is counted, then printed to PDF.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '');
  });

  await page.getByRole('button', { name: 'In sơ đồ' }).click();
  const dialog = page.getByRole('dialog', { name: 'In sơ đồ thi đấu' });
  // Each paper says how many sheets the side shown takes.
  await expect(dialog.getByLabel('Khổ giấy').locator('option')).toHaveText([
    'A4 ngang · 3 tờ',
    'A3 ngang · 1 tờ',
  ]);
  await capture(page, 'print-dialog');
  await dialog.getByRole('button', { name: 'In', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-printed', '');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lịch thi đấu' })).toBeHidden();
  const sheets = page.locator('[data-sheet]');
  // The winners' side of 16 (8, 4, 2, 1 matches): two halves of its first three rounds, then the final.
  await expect(sheets).toHaveCount(3);
  await expect(sheets.first()).toContainText(`${tournament.name} · Nhánh thắng (1/3)`);
  await capture(page, 'print-bracket-sheets');
  const a4 = sheetsOf(await page.pdf(pdfOptions('print-bracket-a4')));
  expect(a4).toEqual({ count: 3, width: 842, height: 595 });

  // Back to the screen's (page.pdf prints with an emulated screen's media, if one is set).
  await page.emulateMedia({ media: null });
  await page.getByRole('button', { name: 'In sơ đồ' }).click();
  await dialog.getByLabel('Khổ giấy').selectOption('a3');
  await dialog.getByRole('button', { name: 'In', exact: true }).click();
  await expect(page).toHaveURL(/[?&]paper=a3\b/);
  const a3 = sheetsOf(await page.pdf(pdfOptions('print-bracket-a3')));
  // An A3 sheet holds the whole side.
  expect(a3).toEqual({ count: 1, width: 1191, height: 842 });
});
