// 10,000 viewers of one live match on one BidaHub process (issue 21, target: every score within
// p99 ≤ 1 s, one upstream read per change). The BFF under test runs in a child process against a
// remote upstream (a second BidaHub process serving /app-api), reached through a counting proxy in
// this process: the proxy sees every read the BFF makes. The viewers hold tRPC SSE streams of
// `matches.onUpdate`, as the match page does, from 50 loopback addresses (a club's Wi-Fi each,
// within the per-IP cap of live views). The organiser scores racks through the BFF; the clock runs
// from sending a rack to its score arriving on each viewer's stream.
// `npm run bench -- live`; LIVE_VIEWERS and LIVE_CHANGES for a smaller or longer run.
import http from 'node:http';
import { FIXTURE_ACCOUNTS } from '../fixtures/accounts';
import { tournamentInput } from '../fixtures/tournament-input';
import { LIVE_VIEWS_PER_IP } from '../src/server/live/slots';
import { createBidaHubClient } from '../src/server/typed-client';
import { startCountingProxy } from '../tests/support/counting-proxy';
import { productionEnv, rssMb, startChildServer, stopAll } from './support/child-server';

const VIEWERS = Number(process.env.LIVE_VIEWERS ?? 10_000);
const CHANGES = Number(process.env.LIVE_CHANGES ?? 20);
/** Connections opened at once while the crowd arrives. */
const ARRIVING = 250;
/** A score that has not reached every viewer after this long counts as never arrived. */
const DEADLINE_MS = 30_000;
const ADDRESSES = Math.ceil(VIEWERS / LIVE_VIEWS_PER_IP);
const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

// ── The upstream, and the proxy that counts what the BFF asks it ──
const upstream = await startChildServer({
  args: ['dist/server/main.js'],
  // The BFF forwards its clients' addresses.
  env: productionEnv('memory://', { TRUST_PROXY: 'loopback' }),
});
const proxy = await startCountingProxy(upstream.base);

const env = productionEnv('memory://');
env.APP_API_BASE_URL = proxy.url;
// PROF=1 writes the BFF's CPU profile into bench/profiles/.
const profile = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
const bff = await startChildServer({ args: [...profile, 'dist/server/main.js'], env });

// ── A match under way ──
const asOrganizer = createBidaHubClient({ url: bff.base });
await asOrganizer.login(organizer.username, organizer.password);
const tournament = await asOrganizer.api.tournaments.create.mutate(
  tournamentInput({
    name: 'Bench 10.000 khán giả',
    maxPlayers: 2,
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    raceTo: { early: 50, quarterFinal: 50, semiFinal: 50, final: 50 },
  }),
);
for (const account of [player, viewer]) {
  const client = createBidaHubClient({ url: bff.base });
  await client.login(account.username, account.password);
  await client.api.tournaments.join.mutate({ id: tournament.id });
}
await asOrganizer.api.tournaments.start.mutate({ id: tournament.id, seeding: 'rating' });
const [match] = await asOrganizer.api.tournaments.matches.query({ id: tournament.id });
if (!match) throw new Error('a two-player knockout has one match');
await asOrganizer.api.matches.start.mutate({ id: match.id });

// ── The crowd ──
const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
const streamPath = `/trpc/matches.onUpdate?input=${input}`;
const matchRead = `GET /app-api/v1/matches/${match.id}`;
/** When each viewer's stream carried each score1 (index: viewer). */
const arrivals: Map<number, number>[] = [];
const requests: http.ClientRequest[] = [];

const EVENT_END = Buffer.from('\n\n');
const SCORE = Buffer.from('"score1":');

/** Player 1's score in one event, or null for another event (connected, ping). */
function scoreIn(event: Buffer): number | null {
  const at = event.indexOf(SCORE);
  if (at < 0) return null;
  const digits = /^\d+/.exec(event.toString('latin1', at + SCORE.length, at + SCORE.length + 6));
  return digits ? Number(digits[0]) : null;
}

function watch(index: number): Promise<void> {
  const seen = new Map<number, number>();
  arrivals.push(seen);
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${bff.base}${streamPath}`,
      {
        agent: false,
        localAddress: `127.0.0.${2 + (index % ADDRESSES)}`,
        headers: { accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`viewer ${index}: ${res.statusCode}`));
        // Bytes, not text: the score is all a viewer here needs, and decoding or parsing 10,000
        // copies of each state would load this process more than the server under test.
        let partial: Buffer | null = null;
        res.on('data', (chunk: Buffer) => {
          const at = performance.now();
          let bytes = partial ? Buffer.concat([partial, chunk]) : chunk;
          let end: number;
          while ((end = bytes.indexOf(EVENT_END)) >= 0) {
            const score = scoreIn(bytes.subarray(0, end));
            bytes = bytes.subarray(end + EVENT_END.length);
            if (score === null) continue;
            if (!seen.has(score)) seen.set(score, at);
            resolve();
          }
          partial = bytes.length > 0 ? bytes : null;
        });
      },
    );
    req.on('error', reject);
    requests.push(req);
  });
}

const rssBefore = rssMb(bff.pid);
const connectStart = performance.now();
for (let first = 0; first < VIEWERS; first += ARRIVING) {
  const batch = Array.from({ length: Math.min(ARRIVING, VIEWERS - first) }, (_, i) =>
    watch(first + i),
  );
  await Promise.all(batch);
}
const connectMs = performance.now() - connectStart;
const rssWatching = rssMb(bff.pid);
const readsAtConnect = proxy.count(matchRead);

// ── The racks ──
const latencies: number[] = [];
/** The first viewer's wait, and the rack's own round trip: what the fan-out adds is between. */
const firsts: number[] = [];
const roundTrips: number[] = [];
let missed = 0;
let rssPeak = rssWatching;
for (let change = 1; change <= CHANGES; change++) {
  const sent = performance.now();
  await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
  roundTrips.push(performance.now() - sent);
  const deadline = sent + DEADLINE_MS;
  while (arrivals.some((seen) => !seen.has(change)) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  rssPeak = Math.max(rssPeak, rssMb(bff.pid));
  let first = Infinity;
  for (const seen of arrivals) {
    const at = seen.get(change);
    if (at === undefined) missed++;
    else latencies.push(at - sent);
    first = Math.min(first, (at ?? Infinity) - sent);
  }
  firsts.push(first);
}
const readsPerChange = (proxy.count(matchRead) - readsAtConnect) / CHANGES;

for (const req of requests) req.destroy();
await proxy.close();
await stopAll();

latencies.sort((a, b) => a - b);
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
const fmt = (ms: number | undefined) => (ms === undefined ? '–' : `${ms.toFixed(0)} ms`);
const p99 = at(0.99) ?? Infinity;
console.log(
  `${VIEWERS} SSE viewers of one match (${ADDRESSES} client addresses), ${CHANGES} scores`,
);
console.log(
  `  connected in ${(connectMs / 1000).toFixed(1)} s; upstream reads while connecting: ${readsAtConnect}`,
);
console.log(
  `  rack sent → score on every viewer: p50 ${fmt(at(0.5))}   p99 ${fmt(at(0.99))}   max ${fmt(latencies.at(-1))}   missed ${missed}`,
);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `  medians: the rack's own round trip ${fmt(median(roundTrips))}, the first viewer ${fmt(median(firsts))}`,
);
console.log(`  upstream reads of the match per change: ${readsPerChange.toFixed(2)}`);
console.log(
  `  BFF RSS: ${rssBefore.toFixed(0)} MB idle → ${rssWatching.toFixed(0)} MB watching → peak ${rssPeak.toFixed(0)} MB while scoring`,
);
console.log(
  `  target: p99 ≤ 1000 ms, nothing missed, 1 read per change → ${p99 <= 1000 && missed === 0 && readsPerChange <= 1 ? 'met' : 'NOT met'}`,
);
