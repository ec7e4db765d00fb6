// The embedded upstream on the seeded demo world, over real HTTP: its own server on an in-memory
// database, the demo's organiser, player and viewer signed in, and the calls the tests make.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { ALL_FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments-organizer2';
import { createAppApi, type AppApi } from '../../src/app-api';
import type { TournamentSummary } from '../../src/shared/schemas/tournaments';
import { loginResponseWire } from '../../src/shared/wire/auth';
import { tournamentPageWire } from '../../src/shared/wire/tournaments';
import { memoryDatabase } from './databases';
import { upstreamCaller } from './upstream-http';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

/** Every organiser's public tournaments (the public list is not one organiser's). */
export const publicTournaments = ALL_FIXTURE_TOURNAMENTS.filter((t) => t.status !== 'draft');

export function demoUpstream() {
  let appApi: AppApi;
  let server: Server;
  let origin: string;
  const tokens: Record<string, string> = {};
  const { call, expectError } = upstreamCaller(() => origin);

  beforeAll(async () => {
    appApi = await createAppApi({ databaseUrl: memoryDatabase() });
    const app = express();
    app.use('/app-api/v1', appApi.router);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app-api/v1`;
    for (const account of [organizer, player, viewer]) {
      const reply = await call('POST', '/auth/login', {
        json: { username: account.username, password: account.password },
      });
      tokens[account.username] = loginResponseWire.parse(reply.body.data).token;
    }
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await appApi?.close();
  });

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
      return appApi.database.db;
    },
    tokens,
    call,
    expectError,
    listAll,
    tournamentNamed,
  };
}
