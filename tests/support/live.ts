// Live updates as an HTTP client sees them: a tRPC subscription read as server-sent events, and
// a match that can be scored at once.
import { expect } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import type { Match, MatchState } from '../../src/shared/schemas/matches';
import type { CreateTournamentInput } from '../../src/shared/schemas/tournaments';
import { sseBlocks } from './sse-blocks';
import { tournamentInput } from './tournament-world';
import { createBidaHubClient } from '../../src/server/typed-client';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

/** Reads a tRPC SSE stream and hands over each data message with its event id. */
export async function* sse(
  url: string,
  signal: AbortSignal,
  lastEventId?: string,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...extraHeaders };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(url, { headers, signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  // A compressor would hold the events back until its buffer fills.
  expect(response.headers.get('content-encoding')).toBeNull();
  for await (const block of sseBlocks(response.body as ReadableStream<Uint8Array>)) {
    const fields = Object.fromEntries(
      block
        .split('\n')
        .map((line) => [
          line.slice(0, line.indexOf(':')),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    if (fields.data && !fields.event) {
      yield { id: fields.id, data: (JSON.parse(fields.data) as { json: MatchState }).json };
    }
  }
}

/** A free single-elimination tournament for four, open for registration, an hour from now. */
export const openTournament = (): CreateTournamentInput =>
  tournamentInput({
    name: 'Giải trực tiếp qua SSE',
    game: '8-ball',
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    maxPlayers: 4,
    raceTo: { early: 2, quarterFinal: 2, semiFinal: 2, final: 2 },
  });

/**
 * A free tournament the fixture player and viewer joined, started by the organiser: its one
 * match, ready to score, and the organiser's signed-in client.
 */
export async function playableMatch(
  serverUrl: string,
  fields: Partial<CreateTournamentInput> = {},
) {
  const asOrganizer = createBidaHubClient({ url: serverUrl });
  await asOrganizer.login(organizer.username, organizer.password);
  const tournament = await asOrganizer.api.tournaments.create.mutate({
    ...openTournament(),
    ...fields,
  });
  for (const account of [player, viewer]) {
    const client = createBidaHubClient({ url: serverUrl });
    await client.login(account.username, account.password);
    await client.api.tournaments.join.mutate({ id: tournament.id });
  }
  await asOrganizer.api.tournaments.start.mutate({ id: tournament.id, seeding: 'rating' });
  const [match] = await asOrganizer.api.tournaments.matches.query({ id: tournament.id });
  return { asOrganizer, match: match as Match };
}
