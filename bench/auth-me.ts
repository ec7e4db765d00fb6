// Median latency and throughput of auth.me through the BFF (tRPC) and directly against the
// embedded upstream on the same server, on loopback. PRODUCT.md §8: the BFF adds ≤ 1 ms.
import { Agent, request } from 'node:http';
import { FIXTURE_ACCOUNTS } from '../fixtures/accounts';
import { startServer } from '../src/server/server';
import { createBidaHubClient } from '../src/server/typed-client';

const WARMUP = 300;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 3000);
const CONCURRENCY = 16;
const THROUGHPUT_MS = 5_000;

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: 'memory://',
  clientDir: null,
});
const client = createBidaHubClient({ url: server.url });
const { username, password } = FIXTURE_ACCOUNTS.player;
await client.login(username, password);
const token = client.token as string;

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(res.statusCode)
          : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const targets = {
  'tRPC auth.me (cookie)': () => get('/trpc/auth.me', { cookie: `token=${token}` }),
  'upstream GET /app-api/v1/auth/me': () =>
    get('/app-api/v1/auth/me', { authorization: `Bearer ${token}`, accept: 'application/json' }),
};

async function medianMs(call: () => Promise<number>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

async function throughput(call: () => Promise<number>): Promise<number> {
  let done = 0;
  const deadline = Date.now() + THROUGHPUT_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        await call();
        done++;
      }
    }),
  );
  return done / (THROUGHPUT_MS / 1000);
}

const medians: number[] = [];
console.log(
  `auth.me — ${SAMPLES} sequential samples, then ${CONCURRENCY} concurrent for ${THROUGHPUT_MS / 1000} s`,
);
for (const [name, call] of Object.entries(targets)) {
  const median = await medianMs(call);
  const rps = await throughput(call);
  medians.push(median);
  console.log(`  ${name.padEnd(36)} median ${median.toFixed(3)} ms   ${rps.toFixed(0)} req/s`);
}
const [viaBff = 0, direct = 0] = medians;
console.log(`  BFF overhead at the median: ${(viaBff - direct).toFixed(3)} ms (target ≤ 1 ms)`);

agent.destroy();
await server.close();
