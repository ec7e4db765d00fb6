// One HTTP exchange with the upstream, on undici's `request` over a keep-alive pool. Not `fetch`:
// its WHATWG Request, Response and abort signals made each loopback call about 0.7 ms slower on
// Node 20, and every procedure makes at least one (the BFF's share of auth.me: 1.27 → 1.05 ms at
// the median, docs/benchmarks.md).
import { Agent, request, type Dispatcher } from 'undici';
import type { HttpMethod } from '../../shared/contract';

/** An answer of 400 or more, as the upstream sent it (its body read as JSON when it is JSON). */
export class UpstreamStatusError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`upstream answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

export interface HttpExchange {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: object;
  /** Ends the exchange when it fires: one deadline for the headers and the body together. */
  signal: AbortSignal;
}

/** A pool of keep-alive connections to the upstream, closed with the client. */
export const upstreamPool = (): Agent => new Agent();

/** Sends one exchange; a status of 400 or more throws `UpstreamStatusError`. */
export async function exchangeHttp(
  pool: Dispatcher,
  call: HttpExchange,
): Promise<{ status: number; body: unknown }> {
  const response = await request(call.url, {
    dispatcher: pool,
    method: call.method,
    headers: call.headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: call.signal,
  });
  const status = response.statusCode;
  const type = String(response.headers['content-type'] ?? '');
  const text = await response.body.text();
  const body = type.includes('json') ? parseJson(text) : text;
  if (status >= 400) throw new UpstreamStatusError(status, body);
  return { status, body };
}

// A body that says JSON but is not (a proxy's error page) is kept as text: the envelope check
// then reports an invalid answer instead of a crash.
function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** `base` + `/app-api` + `path`, with the query's defined values. */
export function upstreamUrl(
  base: string,
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const url = `${base.replace(/\/$/, '')}/app-api${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${url}?${encoded}` : url;
}
