// From a table freed to the next player told (issue 19, target: p95 ≤ 1 s on this machine). Three
// 16-player knockouts on a four-table board; every player keeps BidaHub open (the live notice
// stream, /trpc/notifications.onNew). The organiser plays each called match out; the clock runs
// from sending its last rack to the arrival of "you're up" for the match the freed table calls.
import { FIXTURE_ACCOUNTS } from '../fixtures/accounts';
import { tournamentInput } from '../fixtures/tournament-input';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../fixtures/players';
import type { Board } from '../src/shared/schemas/board';
import { startServer } from '../src/server/server';
import { createBidaHubClient, type BidaHubClient } from '../src/server/typed-client';
import { sseBlocks } from '../tests/support/sse-blocks';

const ROUNDS = 3;
const TABLES = ['Bàn 1', 'Bàn 2', 'Bàn 3', 'Bàn 4'];

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: 'memory://',
  clientDir: null,
});
const organizer = createBidaHubClient({ url: server.url });
await organizer.login(FIXTURE_ACCOUNTS.organizer.username, FIXTURE_ACCOUNTS.organizer.password);
const players: BidaHubClient[] = [];
for (const player of FIXTURE_PLAYERS.slice(0, 16)) {
  const client = createBidaHubClient({ url: server.url });
  await client.login(player.username, DEMO_PLAYER_PASSWORD);
  players.push(client);
}

/** When each match's "you're up" first reached one of its players' open pages. */
const arrivals = new Map<number, number>();
const streams = new AbortController();

/** A player's page listening, as the browser's EventSource would (tRPC's SSE). */
async function listen(client: BidaHubClient): Promise<void> {
  const response = await fetch(`${server.url}/trpc/notifications.onNew`, {
    headers: { authorization: `Bearer ${client.token}`, accept: 'text/event-stream' },
    signal: streams.signal,
  });
  try {
    for await (const block of sseBlocks(response.body as ReadableStream<Uint8Array>)) {
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!data) continue;
      const at = performance.now();
      const notices = (JSON.parse(data) as { json?: unknown[] }).json;
      for (const notice of Array.isArray(notices) ? notices : []) {
        const { kind, match } = notice as { kind: string; match: { id: number } };
        if (kind === 'up' && !arrivals.has(match.id)) arrivals.set(match.id, at);
      }
    }
  } catch {
    // Stopped at the end.
  }
}

for (const player of players) void listen(player);

const latencies: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const t = await organizer.api.tournaments.create.mutate(
    tournamentInput({
      name: `Bench bảng bàn ${round}`,
      maxPlayers: 16,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      raceTo: { early: 3, quarterFinal: 3, semiFinal: 3, final: 3 },
    }),
  );
  for (const player of players) await player.api.tournaments.join.mutate({ id: t.id });
  await organizer.api.tournaments.configureBoard.mutate({
    id: t.id,
    tables: TABLES,
    restMinutes: 0,
  });
  await organizer.api.tournaments.start.mutate({ id: t.id, seeding: 'rating' });

  for (;;) {
    const board: Board = await organizer.api.tournaments.board.query({ id: t.id });
    const match = board.tables.find((table) => table.match)?.match;
    if (!match) break;
    await organizer.api.matches.start.mutate({ id: match.id });
    for (let rack = 1; rack < match.race1; rack++) {
      await organizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
    }
    const freed = performance.now();
    await organizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
    // The match the freed table called: the first of the queue, or a pairing just made.
    const after: Board = await organizer.api.tournaments.board.query({ id: t.id });
    const called = after.tables.find((table) => table.label === match.tableLabel)?.match;
    // Nothing left to call on that table (the queue was empty and no new pairing is ready).
    if (!called || called.id === match.id) continue;
    const deadline = Date.now() + 5_000;
    while (!arrivals.has(called.id) && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const arrived = arrivals.get(called.id);
    if (arrived !== undefined) latencies.push(arrived - freed);
    else latencies.push(Number.POSITIVE_INFINITY);
  }
}

streams.abort();
await server.close();

latencies.sort((a, b) => a - b);
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
const fmt = (ms: number | undefined) => (ms === undefined ? '–' : `${ms.toFixed(0)} ms`);
console.log(`table freed → "you're up" on the player's open page, ${latencies.length} calls`);
console.log(`  median ${fmt(at(0.5))}   p95 ${fmt(at(0.95))}   max ${fmt(latencies.at(-1))}`);
console.log(`  target: p95 ≤ 1000 ms → ${(at(0.95) ?? Infinity) <= 1000 ? 'met' : 'NOT met'}`);
