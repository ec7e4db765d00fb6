// The server as a process: what a user committed survives `kill -9`, and SIGTERM lets the
// requests under way finish, ends live subscriptions, refuses newcomers and exits 0.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import {
  disposableDatabases,
  killServerProcesses,
  pgliteDirectory,
  signIn,
  startServerProcess,
  type DisposableDatabase,
} from '../support/server-process';
import { tournamentInput } from '../support/tournament-world';

const { organizer, player } = FIXTURE_ACCOUNTS;
// Startup migrates and, on an empty database, seeds the demo world: seconds, not milliseconds.
const PROCESS_TEST_TIMEOUT = 120_000;
const ENTRY_FEE = 30;

let databases: DisposableDatabase[] = [];
afterEach(async () => {
  await killServerProcesses();
  await Promise.all(databases.map((database) => database.drop()));
  databases = [];
});

async function freshDatabase(create: () => Promise<DisposableDatabase>) {
  const database = await create();
  databases.push(database);
  return database;
}

describe.each(disposableDatabases())('kill -9 on $label', ({ create }) => {
  it(
    'keeps every committed write, signs nobody out, does not reseed and takes new writes',
    async () => {
      const database = await freshDatabase(create);
      const first = await startServerProcess(database.url);

      const asOrganizer = await signIn(first.url, organizer);
      const asPlayer = await signIn(first.url, player);
      const tournamentsBefore = (await asOrganizer.api.tournaments.list.query({ perPage: 1 })).meta
        .total;
      const playersBefore = (await asOrganizer.api.players.list.query({ perPage: 1 })).meta.total;
      const coinBefore = (await asPlayer.api.auth.me.query())?.coin as number;

      const tournament = await asOrganizer.api.tournaments.create.mutate(
        tournamentInput({ name: 'Giải sống sót sau kill -9', entryFee: ENTRY_FEE }),
      );
      const joined = await asPlayer.api.tournaments.join.mutate({ id: tournament.id });
      expect(joined.coin).toBe(coinBefore - ENTRY_FEE);
      const bio = 'Máy chủ sập giữa chừng cũng không mất hồ sơ.';
      expect((await asPlayer.api.auth.updateInfo.mutate({ bio })).bio).toBe(bio);
      const ledger = await asPlayer.api.payment.histories.query({ perPage: 100 });
      expect(ledger.data[0]).toMatchObject({
        type: 'entry_fee',
        amount: -ENTRY_FEE,
        balanceAfter: joined.coin,
        referenceType: 'tournament',
        referenceId: tournament.id,
      });

      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      const second = await startServerProcess(database.url);
      // Sessions are rows too: the tokens issued before the crash still work.
      const againOrganizer = await signIn(second.url, organizer, asOrganizer.token);
      const againPlayer = await signIn(second.url, player, asPlayer.token);

      expect(await againPlayer.api.tournaments.get.query({ id: tournament.id })).toMatchObject({
        name: tournament.name,
        entryFee: ENTRY_FEE,
        status: 'registration',
        playerCount: 1,
        viewer: { joined: true },
      });
      const me = await againPlayer.api.auth.me.query();
      expect(me).toMatchObject({ username: player.username, coin: joined.coin, bio });
      expect(await againPlayer.api.payment.histories.query({ perPage: 100 })).toEqual(ledger);
      // A reseed would have added the demo world again (or reset the balances checked above).
      expect((await againOrganizer.api.tournaments.list.query({ perPage: 1 })).meta.total).toBe(
        tournamentsBefore + 1,
      );
      expect((await againOrganizer.api.players.list.query({ perPage: 1 })).meta.total).toBe(
        playersBefore,
      );

      const left = await againPlayer.api.tournaments.leave.mutate({ id: tournament.id });
      expect(left.coin).toBe(coinBefore);
      const another = await againOrganizer.api.tournaments.create.mutate(
        tournamentInput({ name: 'Giải sau khi khởi động lại' }),
      );
      expect(await againOrganizer.api.tournaments.get.query({ id: another.id })).toMatchObject({
        name: another.name,
      });
    },
    PROCESS_TEST_TIMEOUT,
  );
});

describe('SIGTERM on PGlite', () => {
  it(
    'finishes the request under way, ends live subscriptions, refuses new connections and exits 0',
    async () => {
      const database = await freshDatabase(pgliteDirectory);
      const server = await startServerProcess(database.url);
      const asOrganizer = await signIn(server.url, organizer);
      const asPlayer = await signIn(server.url, player);
      const tournament = await asOrganizer.api.tournaments.create.mutate(
        tournamentInput({ name: 'Giải trước khi tắt máy chủ' }),
      );

      const live = await subscribe(`${server.url}/trpc/matches.onLive`);
      expect((await live.next()).value).toMatchObject({ event: null });

      // A request the server has begun (it answered 100 Continue) whose body is still on its way.
      const bio = 'Gửi xong khi máy chủ đang tắt.';
      const held = holdRequest(`${server.url}/trpc/auth.updateInfo`, asPlayer.token as string);
      await held.accepted;

      const signalled = performance.now();
      server.child.kill('SIGTERM');

      // The stream ends without tRPC's `return` event, which would stop the client for good: it
      // reconnects, to this server once it is back or to another instance.
      const rest: Array<{ event: string | null }> = [];
      for await (const message of live) rest.push(message);
      expect(rest.filter((message) => message.event !== 'ping')).toEqual([]);

      expect(await connectError(new URL(server.url).port)).toBe('ECONNREFUSED');

      // Soft, like the exit time below: the checks after them are about other promises.
      const answer = await held.finish(JSON.stringify({ json: { bio } }));
      expect.soft(answer.status, answer.body).toBe(200);
      expect.soft(JSON.parse(answer.body)).toMatchObject({ result: { data: { json: { bio } } } });

      expect(await server.exited).toEqual({ code: 0, signal: null });
      // Under Node's 5 s keep-alive timeout: the server must not wait for the SSE client to
      // drop the connection its ended stream leaves idle.
      expect.soft(Math.round(performance.now() - signalled), 'ms to exit').toBeLessThan(4_000);

      // A clean close: the next start on the same directory has everything.
      const restarted = await startServerProcess(database.url);
      const again = await signIn(restarted.url, player, asPlayer.token);
      expect(await again.api.tournaments.get.query({ id: tournament.id })).toMatchObject({
        name: tournament.name,
      });
      expect.soft(await again.api.auth.me.query()).toMatchObject({ bio });
    },
    PROCESS_TEST_TIMEOUT,
  );
});

/**
 * A tRPC subscription over SSE, on a connection kept alive like a browser's: once the stream
 * has ended, only the server closes it. Yields each message until the stream ends.
 */
async function subscribe(url: string) {
  const agent = new http.Agent({ keepAlive: true });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { agent, headers: { accept: 'text/event-stream' } }, resolve).on('error', reject),
  );
  expect(response.headers['content-type']).toContain('text/event-stream');
  response.setEncoding('utf8');
  return (async function* () {
    let buffer = '';
    for await (const chunk of response as AsyncIterable<string>) {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const fields = new Map(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        buffer = buffer.slice(end + 2);
        if (fields.get('event') === 'connected' || fields.get('event') === 'ping') continue;
        yield { event: fields.get('event') ?? null, data: fields.get('data') ?? '' };
      }
    }
  })();
}

/**
 * A POST whose headers reach the server at once (with `Expect: 100-continue`, so the server
 * says when it has taken the request) and whose body is sent only on `finish`.
 */
function holdRequest(url: string, token: string) {
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
  });
  const accepted = new Promise<void>((resolve, reject) => {
    request.once('continue', resolve);
    answered.then(() => reject(new Error('answered before the body was sent')), reject);
  });
  request.flushHeaders();
  return {
    accepted,
    finish(body: string) {
      request.end(body);
      return answered;
    },
  };
}

/** The error code of a fresh TCP connection to the port, or null when it connects. */
function connectError(port: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
