// Two BFF instances on one PostgreSQL and one Redis serve the same users: a session made on one
// works on the other, a score posted through one reaches a viewer connected to the other, and a
// rate limit counts the attempts made on both. Runs where the machine offers both servers
// (.ci/run sets TEST_DATABASE_URL and TEST_REDIS_URL); each run has its own database and its own
// Redis namespace, so runs never see each other's counters or events.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { createScratchDatabase, type ScratchDatabase } from '../../src/app-api/db/scratch-database';
import { MESSAGES } from '../../src/shared/messages';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { openTournament, playableMatch, sse } from '../support/live';
import { memoryDatabase } from '../support/databases';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const { organizer, player } = FIXTURE_ACCOUNTS;

/** A wrong password, as the login form would send it. */
async function failLogin(server: RunningServer, username: string) {
  const response = await fetch(`${server.url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { username, password: 'sai-mat-khau' } }),
  });
  const body = (await response.json()) as { error: { json: { message: string } } };
  return { status: response.status, message: body.error.json.message };
}

// Registered only where both servers exist, like the PostgreSQL targets of tests/support/databases.ts.
if (databaseUrl && redisUrl)
  describe('two instances on PostgreSQL and Redis', () => {
    let database: ScratchDatabase;
    let first: RunningServer;
    let second: RunningServer;

    beforeAll(async () => {
      database = await createScratchDatabase(databaseUrl ?? '');
      const shared: ServerOptions = {
        port: 0,
        host: '127.0.0.1',
        databaseUrl: database.url,
        clientDir: null,
        redisUrl,
        redisNamespace: `bidahub-test-${randomBytes(6).toString('hex')}`,
        rateLimits: { login: { perAccount: 4, perIp: 1_000 } },
      };
      // One after the other: the first migrates and seeds, the second finds the work done.
      first = await startServer(shared);
      second = await startServer(shared);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
      await database?.drop();
    });

    it('a session made on one instance is valid on the other', async () => {
      const onFirst = createBidaHubClient({ url: first.url });
      await onFirst.login(player.username, player.password);
      const onSecond = createBidaHubClient({ url: second.url, token: onFirst.token });
      expect(await onSecond.api.auth.me.query()).toMatchObject({ username: player.username });
    });

    it('a score posted through one instance reaches a viewer subscribed on the other', async () => {
      const { asOrganizer, match } = await playableMatch(first.url);
      const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
      const viewing = new AbortController();
      const stream = sse(`${second.url}/trpc/matches.onUpdate?input=${input}`, viewing.signal);
      expect((await stream.next()).value?.data).toMatchObject({
        id: match.id,
        status: 'scheduled',
      });

      await asOrganizer.api.matches.start.mutate({ id: match.id });
      expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });
      await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
      expect((await stream.next()).value?.data).toMatchObject({ score1: 1, score2: 0 });
      viewing.abort();
    });

    it('a registration through one instance shows at once in the list the other had cached', async () => {
      const asOrganizer = createBidaHubClient({ url: first.url });
      await asOrganizer.login(organizer.username, organizer.password);
      const name = `Giải bộ nhớ đệm ${randomBytes(3).toString('hex')}`;
      const tournament = await asOrganizer.api.tournaments.create.mutate({
        ...openTournament(),
        name,
      });
      const onSecond = createBidaHubClient({ url: second.url });
      const listed = async () =>
        (await onSecond.api.tournaments.list.query({ q: name })).data[0]?.playerCount;
      expect(await listed()).toBe(0);

      const asPlayer = createBidaHubClient({ url: first.url });
      await asPlayer.login(player.username, player.password);
      await asPlayer.api.tournaments.join.mutate({ id: tournament.id });
      // The event travels through Redis; no TTL has to pass.
      await vi.waitFor(async () => expect(await listed()).toBe(1), { timeout: 2_000 });
    });

    it('failed logins on both instances count against one limit', async () => {
      const username = organizer.username;
      const statuses = [];
      // Four failures allowed per account: two on each instance.
      for (const server of [first, second, first, second]) {
        statuses.push((await failLogin(server, username)).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400]);
      for (const server of [first, second]) {
        expect(await failLogin(server, username)).toEqual({
          status: 429,
          message: MESSAGES.tooManyAttempts,
        });
      }
    });
  });

describe('without Redis', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: memoryDatabase(),
      clientDir: null,
      // Nothing listens there: the instance must work alone, not fail.
      redisUrl: 'redis://127.0.0.1:1',
      rateLimits: { login: { perAccount: 2, perIp: 1_000 } },
    });
  }, 60_000);
  afterAll(() => server?.close());

  it('an unreachable Redis degrades to this instance: live scores and rate limits still work', async () => {
    const { asOrganizer, match } = await playableMatch(server.url);
    const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
    const viewing = new AbortController();
    const stream = sse(`${server.url}/trpc/matches.onUpdate?input=${input}`, viewing.signal);
    await stream.next();
    await asOrganizer.api.matches.start.mutate({ id: match.id });
    expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });
    viewing.abort();

    const results = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      results.push((await failLogin(server, player.username)).status);
    }
    expect(results).toEqual([400, 400, 429]);
  });
});
