// A shared link's preview (issue 21, item 4): the document of a tournament's and of a match's page
// carries Open Graph and Twitter-card tags naming what it is, and its picture is a 1200 × 630 PNG,
// as a chat app reads them (without running the page's JavaScript).
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Match } from '../../src/shared/schemas/matches';
import type { Tournament } from '../../src/shared/schemas/tournaments';
import { query } from './support';

/** The tags of an HTML document: `og:title` → its content. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, content] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g,
  )) {
    if (key && content !== undefined) tags.set(key, content.replaceAll('&amp;', '&'));
  }
  return tags;
}

test('a tournament’s and a match’s links preview with their names, facts and picture', async ({
  request,
  baseURL,
}) => {
  const [live] = await query<Match[]>(request, 'matches.live');
  if (!live?.player1 || !live.player2) throw new Error('the demo has a live match');
  const tournament = await query<Tournament>(request, 'tournaments.get', {
    id: live.tournament.id,
  });

  const page = await request.get(`/tournaments/${tournament.id}`);
  const tags = metaTags(await page.text());
  expect(tags.get('og:title')).toBe(tournament.name);
  expect(tags.get('og:description')).toContain(tournament.store?.name ?? '');
  expect(tags.get('og:url')).toBe(`${baseURL}/tournaments/${tournament.id}`);
  expect(tags.get('twitter:card')).toBe('summary_large_image');
  const image = tags.get('og:image');
  expect(image).toBe(`${baseURL}/og/tournaments/${tournament.id}.png`);

  const picture = await request.get(image ?? '');
  expect(picture.headers()['content-type']).toBe('image/png');
  const bytes = await picture.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  if (process.env.E2E_SCREENSHOTS === '1') {
    mkdirSync('.screenshots', { recursive: true });
    writeFileSync('.screenshots/share-tournament.png', bytes);
  }

  const match = metaTags(await (await request.get(`/matches/${live.id}`)).text());
  // The players and the event, not only "Tứ kết · Trận 12".
  expect(match.get('og:title')).toBe(`${live.player1.fullName} – ${live.player2.fullName}`);
  expect(match.get('og:description')).toBe(
    [
      live.tournament.name,
      `${live.roundLabel} · Trận ${live.number}`,
      `Tỉ số ${live.score1} – ${live.score2}`,
      live.tournament.store?.name,
    ]
      .filter(Boolean)
      .join(' · '),
  );
  expect(match.get('og:image')).toBe(`${baseURL}/og/matches/${live.id}.png`);
});
