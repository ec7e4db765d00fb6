// A closed-loop HTTP load: `connections` keep-alive sockets, each sending its next request as soon
// as the last answer has been read, for `seconds`. Node's own HTTP client drives it.
//
// Why not autocannon, which this bench used first: on this 2-core machine, with the server and
// the load sharing the CPU, autocannon's client stalls some of its own connections. Against a
// bare `node:http` server that burns 2 ms per request, autocannon reported p99 4.1 s and 75
// ten-second timeouts in 10 s, where this loop measured p99 640 ms and a maximum of 653 ms (what
// 200 connections over 450 requests per second must give). The stalls were the tool's, and they
// hid the server's own latency.
import http from 'node:http';

export interface LoopOptions {
  /** Origin of the server, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  connections: number;
  seconds: number;
  /** The path of each next request, e.g. cycling through a list. */
  nextPath: () => string;
  headers?: Record<string, string>;
  /** A request without an answer by then counts as an error and its socket is dropped. */
  timeoutMs?: number;
  /**
   * Keep-alive sockets to reuse, as phones keep theirs. A fresh agent makes every connection's
   * first request wait for its accept: a server busy with the others accepts new sockets slowly,
   * which measures a stampede of connections rather than the requests.
   */
  agent?: http.Agent;
}

export function keepAliveAgent(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections });
}

export interface LoopResult {
  requests: number;
  /** Answers other than 2xx, socket errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Answers by status, e.g. `{ 200: 5120, 504: 3 }`. */
  statuses: Record<number, number>;
  latency: { p50: number; p99: number; max: number };
  requestsPerSecond: number;
  bytesPerSecond: number;
  durationSeconds: number;
}

interface Outcome {
  status: number | null;
  bytes: number;
  timedOut: boolean;
}

function send(agent: http.Agent, options: LoopOptions, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(
      `${options.origin}${options.nextPath()}`,
      { agent, headers: options.headers },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, timedOut: false }),
        );
        response.on('error', () => resolve({ status: null, bytes, timedOut: false }));
      },
    );
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      resolve({ status: null, bytes: 0, timedOut: true });
    });
    request.on('error', () => resolve({ status: null, bytes: 0, timedOut: false }));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

export async function closedLoop(options: LoopOptions): Promise<LoopResult> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const agent = options.agent ?? keepAliveAgent(options.connections);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let timeouts = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  async function connection() {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const outcome = await send(agent, options, timeoutMs);
      latencies.push(performance.now() - sent);
      bytes += outcome.bytes;
      if (outcome.timedOut) timeouts += 1;
      if (outcome.status === null) errors += 1;
      else {
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        if (outcome.status < 200 || outcome.status >= 300) errors += 1;
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: options.connections }, connection));
  } finally {
    if (!options.agent) agent.destroy();
  }
  const durationSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    timeouts,
    statuses,
    latency: {
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? 0),
    },
    requestsPerSecond: latencies.length / durationSeconds,
    bytesPerSecond: bytes / durationSeconds,
    durationSeconds,
  };
}
