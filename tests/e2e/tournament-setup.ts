// Tournaments set up through the API, for the specs that test what comes after creation.
import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PLAYER_PASSWORD, type FixturePlayer } from '../../fixtures/players';
import { tournamentInput } from '../../fixtures/tournament-input';
import { mutate, query } from './support';
import type { Match } from '../../src/shared/schemas/matches';
import type { PlayerSummary } from '../../src/shared/schemas/players';
import type { CreateTournamentInput } from '../../src/shared/schemas/tournaments';

/** A week from now, as the shared schema wants it. */
const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** Sets a tournament up through the API (the organiser must be signed in on `page`). */
export async function createTournament(
  page: Page,
  fields: Partial<CreateTournamentInput> = {},
): Promise<{ id: number; name: string }> {
  const input = tournamentInput({
    name: `Giải kiểm thử ${Date.now()}`,
    startsAt: nextWeek(),
    maxPlayers: 8,
    raceTo: { early: 3, quarterFinal: 3, semiFinal: 3, final: 3 },
    ...fields,
  });
  const response = await page.request.post('/trpc/tournaments.create', {
    data: { json: input },
  });
  expect(response.ok(), 'create tournament').toBe(true);
  const body = (await response.json()) as { result: { data: { json: { id: number } } } };
  return { id: body.result.data.json.id, name: input.name };
}

/** Each demo player signs in on a request context of their own and joins tournament `id`. */
export async function joinAsDemoPlayers(
  playwright: PlaywrightWorkerArgs['playwright'],
  id: number,
  players: readonly Pick<FixturePlayer, 'username'>[],
): Promise<void> {
  for (const player of players) {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await mutate(api, 'auth.login', { username: player.username, password: DEMO_PLAYER_PASSWORD });
    await mutate(api, 'tournaments.join', { id });
    await api.dispose();
  }
}

/**
 * A four-player knockout of `players`, started by the organiser signed in on `page`, with its
 * first semi-final under way: the match, both players known.
 */
export async function liveSemiFinal(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  players: readonly Pick<FixturePlayer, 'username'>[],
  fields: Partial<CreateTournamentInput> = {},
): Promise<Match & { player1: PlayerSummary; player2: PlayerSummary }> {
  const { id } = await createTournament(page, { maxPlayers: 4, ...fields });
  await joinAsDemoPlayers(playwright, id, players);
  await mutate(page.request, 'tournaments.start', { id, seeding: 'rating' });
  const [semi] = await query<Match[]>(page.request, 'tournaments.matches', { id });
  const { player1, player2 } = semi ?? {};
  if (!semi || !player1 || !player2) throw new Error('a four-player knockout starts with a semi');
  await mutate(page.request, 'matches.start', { id: semi.id });
  return { ...semi, player1, player2 };
}
