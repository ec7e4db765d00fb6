// The embedded upstream on the seeded demo world, over real HTTP (embedded-upstream.ts): the demo's
// organiser, player and viewer signed in, and the calls the tests make.
import { afterAll, beforeAll, expect } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { ALL_FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments-organizer2';
import type { TournamentSummary } from '../../src/shared/schemas/tournaments';
import { loginResponseWire } from '../../src/shared/wire/auth';
import { tournamentPageWire } from '../../src/shared/wire/tournaments';
import { startEmbeddedUpstream, type EmbeddedUpstream } from './embedded-upstream';
import { upstreamCaller } from './upstream-http';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

/** Every organiser's public tournaments (the public list is not one organiser's). */
export const publicTournaments = ALL_FIXTURE_TOURNAMENTS.filter((t) => t.status !== 'draft');

export function demoUpstream() {
  let embedded: EmbeddedUpstream;
  const tokens: Record<string, string> = {};
  const { call, expectError } = upstreamCaller(() => `${embedded.origin}/app-api/v1`);

  beforeAll(async () => {
    embedded = await startEmbeddedUpstream();
    for (const account of [organizer, player, viewer]) {
      const reply = await call('POST', '/auth/login', {
        json: { username: account.username, password: account.password },
      });
      tokens[account.username] = loginResponseWire.parse(reply.body.data).token;
    }
  });

  afterAll(async () => embedded?.close());

  /** The public list, every page of it at once. */
  async function listAll(query = ''): Promise<TournamentSummary[]> {
    const reply = await call('GET', `/tournaments?per_page=100${query}`);
    expect(reply.status).toBe(200);
    return tournamentPageWire.parse(reply.body).data;
  }

  /** A tournament the organiser (or `token`'s user) manages, by its name. */
  async function tournamentNamed(name: string, token?: string) {
    const managing = await call('GET', '/tournaments/managing?per_page=100', {
      token: token ?? tokens.organizer,
    });
    const found = tournamentPageWire.parse(managing.body).data.find((t) => t.name === name);
    if (!found) throw new Error(`no tournament ${name}`);
    return found;
  }

  return {
    get db() {
      return embedded.db;
    },
    tokens,
    call,
    expectError,
    listAll,
    tournamentNamed,
  };
}
