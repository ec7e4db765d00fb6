// "Thêm vào lịch" on a phone (issue 21, item 5): a running tournament's page offers its calendar
// file, a player's page their feed to subscribe to; both parse as a calendar app reads them, with
// the times in Vietnam's zone.
import { expect, test } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import type { Match } from '../../src/shared/schemas/matches';
import type { Paginated } from '../../src/shared/schemas/common';
import type { TournamentSummary } from '../../src/shared/schemas/tournaments';
import { query } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const eventsOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

test('a tournament’s calendar file and a player’s feed, from their pages', async ({ page }) => {
  const running = await query<Paginated<TournamentSummary>>(page.request, 'tournaments.list', {
    q: 'Hàng Xanh',
  });
  const tournament = running.data[0];
  if (!tournament) throw new Error('the demo has the Hàng Xanh event');
  const matches = await query<Match[]>(page.request, 'tournaments.matches', { id: tournament.id });
  const next = matches.find((m) => m.scheduledAt !== null && m.status === 'scheduled');
  if (!next?.scheduledAt || !next.player1) throw new Error('a game with a table and a time');

  await page.goto(`/tournaments/${tournament.id}`);
  const add = page.getByRole('link', { name: 'Thêm vào lịch' });
  await expect(add).toHaveAttribute('href', `/calendar/tournaments/${tournament.id}.ics`);
  const file = await page.request.get((await add.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = eventsOf(await file.text());
  expect(events.find((e) => e.uid === `tournament-${tournament.id}@bidahub`)?.summary).toBe(
    tournament.name,
  );
  const timed = events.find((e) => e.uid === `match-${next.id}@bidahub`);
  expect(timed?.start.toISOString().slice(0, 16)).toBe(next.scheduledAt.slice(0, 16));

  await page.goto(`/players/${next.player1.id}`);
  const follow = page.getByRole('link', { name: 'Theo dõi lịch thi đấu' });
  const feedPath = `/calendar/players/${next.player1.id}.ics`;
  await expect(follow).toHaveAttribute('href', new RegExp(`^webcal://[^/]+${feedPath}$`));
  const download = page.getByRole('link', { name: 'Tải tệp lịch (.ics)' });
  await expect(download).toHaveAttribute('href', feedPath);
  const feed = await (await page.request.get(feedPath)).text();
  expect(feed).toContain(`X-WR-CALNAME:Lịch thi đấu của ${next.player1.fullName}`);
  expect(eventsOf(feed).some((e) => e.uid === `match-${next.id}@bidahub`)).toBe(true);
});
