// User text in the server-drawn document: names, titles and descriptions that hold replacement
// patterns (`$&`, `$'`, `` $` ``, `$1`) or markup (`</script>`, `<!--`) go in as they are. A
// document filled with `String.prototype.replace` copied itself into itself on such a name: a
// 79-character display name made a player's page a 78 MB answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DOCUMENT_DATA_ID, type DocumentData } from '../../src/shared/document-data';
import {
  FIRST_PAINT_DIALOG_SLOT,
  FIRST_PAINT_SLOT,
  escapeHtml,
} from '../../src/server/first-paint';
import type { RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { serverWithClient } from '../support/built-client';
import { openTournament } from '../support/live';

const DOCUMENT =
  '<!doctype html><html lang="vi"><head><title>BidaHub</title></head>' +
  `<body><div id="root">${FIRST_PAINT_SLOT}</div>${FIRST_PAINT_DIALOG_SLOT}</body></html>`;

/** Every pattern a replacement string reads, and the markup that would end a block early. */
const HOSTILE = "$`$'$&$1$$</script><!--";
/** A text as long as the fields take, made of the pattern that copies what comes before it. */
const hostile = (plain: string, length: number) =>
  `${plain} ${HOSTILE}${'$`'.repeat(Math.max(0, (length - plain.length - HOSTILE.length - 1) / 2))}`;

const { organizer, organizer2, player } = FIXTURE_ACCOUNTS;
let server: RunningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await serverWithClient({ 'index.html': DOCUMENT }));
});
afterAll(() => close?.());

async function signedIn(account: { username: string; password: string }) {
  const client = createBidaHubClient({ url: server.url });
  await client.login(account.username, account.password);
  return client;
}

/** The document of `pathname`, its data block parsed as the app's entry parses it. */
async function documentOf(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  const html = await response.text();
  const block = new RegExp(
    `<script type="application/json" id="${DOCUMENT_DATA_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  if (block === undefined) throw new Error(`${pathname}: the document has no data block`);
  return { status: response.status, html, data: JSON.parse(block) as DocumentData };
}

describe('user text in the document', () => {
  it('goes in as it is, in the first screen, the preview and the data block, at the size of a plain one', async () => {
    const plainPage = await documentOf('/players');

    // Two players, an organiser and their event, its venue-less season: every text hostile.
    const names = { player: hostile('Cơ thủ', 80), opponent: hostile('Đối thủ', 80) };
    const players = { player: await signedIn(player), opponent: await signedIn(organizer2) };
    await players.player.api.auth.updateInfo.mutate({ fullName: names.player });
    await players.opponent.api.auth.updateInfo.mutate({ fullName: names.opponent });
    const asOrganizer = await signedIn(organizer);
    await asOrganizer.api.auth.updateInfo.mutate({ fullName: hostile('Ban tổ chức', 80) });
    const tourName = hostile('Tour', 120);
    const tour = await asOrganizer.api.tours.create.mutate({
      name: tourName,
      description: hostile('Giới thiệu', 2000),
      family: 'pool',
      startsOn: new Date().toISOString().slice(0, 10),
      endsOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      tiers: [{ name: '$&$`', points: [10, 5] }],
      bestOf: null,
      rollover: 'reset',
    });
    const title = hostile('Giải', 120);
    const { id: tournamentId } = await asOrganizer.api.tournaments.create.mutate({
      ...openTournament(),
      name: title,
      description: hostile('Mô tả', 20_000),
    });
    await asOrganizer.api.tournaments.setTour.mutate({
      id: tournamentId,
      tourId: tour.id,
      tier: '$&$`',
    });
    for (const client of Object.values(players)) {
      await client.api.tournaments.join.mutate({ id: tournamentId });
    }
    await asOrganizer.api.tournaments.start.mutate({ id: tournamentId, seeding: 'rating' });
    const [match] = await asOrganizer.api.tournaments.matches.query({ id: tournamentId });
    if (!match) throw new Error('a started event of two has its match');
    const ids = {
      player: (await players.player.api.auth.me.query())?.id,
      opponent: (await players.opponent.api.auth.me.query())?.id,
    };
    if (!ids.player || !ids.opponent) throw new Error('the fixture accounts have ids');

    const pages = [
      `/tournaments/${tournamentId}`,
      `/tournaments/${tournamentId}/desc`,
      `/matches/${match.id}`,
      `/players/${ids.player}`,
      `/players/${ids.player}/vs/${ids.opponent}`,
      `/tours/${tour.id}`,
    ];
    for (const page of pages) {
      const { status, html, data } = await documentOf(page);
      expect(status, page).toBe(200);
      // A plain page's order of size: its texts once each, never the page copied into itself.
      expect(html.length, page).toBeLessThan(plainPage.html.length + 64_000);
      // Nothing of a text closed the block or opened a comment in the markup.
      expect(html.split('</script>').length, page).toBe(plainPage.html.split('</script>').length);
      expect(html.includes('<!--'), page).toBe(false);
      expect(data.reads.length, page).toBeGreaterThan(0);
    }

    const event = await documentOf(`/tournaments/${tournamentId}`);
    expect(event.html).toContain(`<h1 class="fp-title">${escapeHtml(title)}</h1>`);
    expect(event.html).toContain(`content="${escapeHtml(title)}"`);
    expect(JSON.stringify(event.data)).toContain(JSON.stringify(title).slice(1, -1));

    const onMatch = await documentOf(`/matches/${match.id}`);
    expect(onMatch.html).toContain(escapeHtml(names.player));
    expect(JSON.stringify(onMatch.data)).toContain(JSON.stringify(names.opponent).slice(1, -1));

    const profile = await documentOf(`/players/${ids.player}`);
    expect(profile.html).toContain(`<h1 class="fp-title">${escapeHtml(names.player)}</h1>`);
  });
});
