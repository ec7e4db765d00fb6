// The browser's print of a page (issue 21, item 6): a finished tournament's standings and its
// bracket print without the site's header, footer and tabs, the table whole, on landscape pages.
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Paginated } from '../../src/shared/schemas/common';
import type { TournamentSummary } from '../../src/shared/schemas/tournaments';
import { capture, query } from './support';

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
  await capture(page, 'print-standings');

  await page.goto(`/tournaments/${tournament.id}`);
  await expect(page.getByRole('heading', { name: 'Sơ đồ thi đấu', level: 2 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  // A PDF, as the browser's "Save as PDF" makes it: landscape pages by the page's own @page.
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (process.env.E2E_SCREENSHOTS === '1') {
    mkdirSync('.screenshots', { recursive: true });
    await page.pdf({ path: '.screenshots/print-bracket.pdf', preferCSSPageSize: true });
  }
});
