import type { PublicChange } from '../live/bus';
import CircuitBreaker from 'opossum';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import {
  APP_API,
  pathOf,
  type AppApi,
  type EndpointShape,
  type HttpMethod,
  type PathParams,
} from '../../shared/contract';
import type { Operation } from '../../shared/permissions';
import type { Notice } from '../../shared/schemas/common';
import { snakeKeys, type DeepCamel } from '../../shared/wire/case';
import { toWire, type DomainOf } from '../../shared/wire/derive';
import { envelopeWire } from '../../shared/wire/envelope';
import { circuitOpen, errorFromResponse, invalidResponse, unreachable } from './errors';
import { exchangeHttp, upstreamPool, upstreamUrl, UpstreamStatusError } from './http';
import { createPublicReads } from './public-reads';

/** Statuses on which a GET is retried, once (the specification's rule). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const DEFAULT_TIMEOUT_MS = 10_000;

export interface UpstreamCall<S extends z.ZodType> {
  method: HttpMethod;
  /** Path below `/app-api`, e.g. `/v1/auth/me`. */
  path: string;
  schema: S;
  body?: object;
  query?: Record<string, string | number | boolean | undefined>;
  token?: string | null;
  /** The browser's IP, forwarded so the upstream's own limits count per client, not per BFF. */
  clientIp?: string | null;
  /** The BFF's request id, forwarded so the upstream's log lines carry it too. */
  requestId?: string | null;
  /**
   * A GET whose answer is the same for every viewer (a public list): it is sent without a token
   * and may be answered from the short cache of public reads. `'visible'`: the same for every
   * viewer who may see it; a 404 without a token (a draft, seen by its managers) is asked again
   * with the caller's.
   */
  public?: boolean | 'visible';
  /** What a write changes among the public reads (the contract's `publicChange`). */
  publicChange?: 'none' | 'announced';
}

interface UpstreamResponse<T> {
  data: T;
  notice: Notice | null;
}

type CircuitState = 'closed' | 'open' | 'half-open';

export interface UpstreamClient {
  readonly baseUrl: () => string;
  request<S extends z.ZodType>(call: UpstreamCall<S>): Promise<UpstreamResponse<z.output<S>>>;
  /** The circuit breaker's state: `open` while calls fail fast after repeated upstream faults. */
  circuitState(): CircuitState;
  /** Drops the cached public reads a change may have made stale (all by default). */
  forgetPublicReads(change?: PublicChange): void;
  /** Stops the breaker's timers. */
  close(): void;
}

export interface CircuitBreakerOptions {
  /** Calls in the rolling window before the failure rate may open the circuit. */
  volumeThreshold?: number;
  /** Failure rate, in percent, above which the circuit opens. */
  errorThresholdPercentage?: number;
  /** The rolling window the failure rate is measured over. */
  rollingWindowMs?: number;
  /** How long an open circuit fails fast before it lets one trial call through (half-open). */
  resetTimeoutMs?: number;
}

const DEFAULT_BREAKER: Required<CircuitBreakerOptions> = {
  volumeThreshold: 10,
  errorThresholdPercentage: 50,
  rollingWindowMs: 10_000,
  resetTimeoutMs: 5_000,
};

export interface UpstreamClientOptions {
  /** Origin of the upstream; `/app-api` is appended. A function when it is known only later. */
  baseUrl: string | (() => string);
  timeoutMs?: number;
  breaker?: CircuitBreakerOptions;
  /** Told when the circuit opens, lets a trial call through, or closes again. */
  onCircuitChange?: (state: CircuitState) => void;
  /** How long a public read is served from the cache as it is; 0 turns the cache off. */
  publicReadTtlMs?: number;
  /** The cache's clock in milliseconds (tests move it by hand). */
  now?: () => number;
}

const DEFAULT_PUBLIC_READ_TTL_MS = 5_000;

interface Exchange {
  status: number;
  body: unknown;
  /** The body read through a schema, kept for the other callers sharing this exchange. */
  read?: { schema: z.ZodType; response: UpstreamResponse<unknown> };
}

/** An answer from the upstream that says nothing about its health: any status below 500. */
const isHealthyAnswer = (error: unknown) =>
  error instanceof UpstreamStatusError && error.status < 500;

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const baseUrl =
    typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pool = upstreamPool();

  async function send(call: UpstreamCall<z.ZodType>): Promise<Exchange> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.clientIp) headers['x-forwarded-for'] = call.clientIp;
    if (call.requestId) headers['x-request-id'] = call.requestId;
    // One deadline for the whole exchange: a body that stalls after the headers must not hold
    // the request either.
    const signal = AbortSignal.timeout(timeout);
    try {
      return await exchangeHttp(pool, {
        method: call.method,
        url: upstreamUrl(baseUrl(), call.path, call.query),
        headers,
        body: call.body,
        signal,
      });
    } catch (error) {
      if (error instanceof UpstreamStatusError) throw error;
      throw unreachable(signal.aborted);
    }
  }

  // A dead or failing upstream must not hold every request for the whole timeout: after
  // repeated 5xx answers, timeouts or refused connections the circuit opens and calls fail
  // fast with 503, until a trial call after `resetTimeoutMs` finds the upstream well again.
  const settings = { ...DEFAULT_BREAKER, ...options.breaker };
  const breaker = new CircuitBreaker<[UpstreamCall<z.ZodType>], Exchange>(send, {
    timeout: false,
    volumeThreshold: settings.volumeThreshold,
    errorThresholdPercentage: settings.errorThresholdPercentage,
    rollingCountTimeout: settings.rollingWindowMs,
    resetTimeout: settings.resetTimeoutMs,
    errorFilter: isHealthyAnswer,
  });
  breaker.on('open', () => options.onCircuitChange?.('open'));
  breaker.on('halfOpen', () => options.onCircuitChange?.('half-open'));
  breaker.on('close', () => options.onCircuitChange?.('closed'));

  async function guardedSend(call: UpstreamCall<z.ZodType>): Promise<Exchange> {
    try {
      return await breaker.fire(call);
    } catch (error) {
      if (error instanceof Error && CircuitBreaker.isOurError(error)) throw circuitOpen();
      throw error;
    }
  }

  async function sendWithRetry(call: UpstreamCall<z.ZodType>) {
    const attempts = call.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await guardedSend(call);
      } catch (error) {
        if (!(error instanceof UpstreamStatusError)) throw error;
        if (attempt < attempts && RETRY_STATUSES.has(error.status)) continue;
        throw errorFromResponse(error.status, error.data);
      }
    }
  }

  // Identical GETs in flight at once (a crowd opening the same bracket) share one upstream call.
  // Keyed by the token too: what an upstream answers may depend on who asks.
  const inFlight = new Map<string, Promise<Exchange>>();
  function sendShared(call: UpstreamCall<z.ZodType>): Promise<Exchange> {
    if (call.method !== 'GET') return sendWithRetry(call);
    const key = JSON.stringify([call.path, call.query ?? null, call.token ?? null]);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = sendWithRetry(call).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  // Public reads: sent without a token, so one answer serves every viewer (public-reads.ts).
  const publicReads = createPublicReads({
    freshMs: options.publicReadTtlMs ?? DEFAULT_PUBLIC_READ_TTL_MS,
    now: options.now,
  });

  function sendPublic(call: UpstreamCall<z.ZodType>): Promise<Exchange> {
    const anonymous = { ...call, token: null };
    if (!publicReads) return sendShared(anonymous);
    const key = JSON.stringify([call.path, call.query ?? null]);
    return publicReads.read(key, () => sendWithRetry(anonymous));
  }

  async function sendVisible(call: UpstreamCall<z.ZodType>): Promise<Exchange> {
    try {
      return await sendPublic(call);
    } catch (error) {
      const hidden = error instanceof TRPCError && error.code === 'NOT_FOUND';
      if (hidden && call.token) return sendShared(call);
      throw error;
    }
  }

  async function exchange(call: UpstreamCall<z.ZodType>): Promise<Exchange> {
    if (call.method === 'GET') {
      if (call.public === 'visible') return sendVisible(call);
      return call.public ? sendPublic(call) : sendShared(call);
    }
    try {
      const answer = await sendWithRetry(call);
      // Announced: the router's announcement says what changed (forgetPublicReads).
      if (!call.publicChange) publicReads?.clear();
      return answer;
    } catch (error) {
      // Even a write that failed on its way (a timeout) may have changed what a list shows.
      publicReads?.clear();
      throw error;
    }
  }

  return {
    baseUrl,
    async request<S extends z.ZodType>(call: UpstreamCall<S>) {
      const answer = await exchange(call);
      // Callers sharing an exchange (in flight together, or a cached public read) share its
      // parsed answer too, which is therefore never modified: one parse per upstream answer.
      if (answer.read?.schema !== call.schema) {
        answer.read = { schema: call.schema, response: readEnvelope(answer, call.schema) };
      }
      return answer.read.response as UpstreamResponse<z.output<S>>;
    },
    circuitState: () => (breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed'),
    forgetPublicReads(change = 'all') {
      if (change === 'all') return publicReads?.clear();
      const tournaments = change.tournaments.map((id) => `/v1/tournaments/${id}`);
      publicReads?.forget(
        (path) =>
          path.startsWith('/v1/matches') ||
          tournaments.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
      );
    },
    close() {
      breaker.shutdown();
      void pool.close();
    },
  };
}

/** The envelope rule of the specification, and the warning notice it may carry. */
function readEnvelope(answer: Exchange, schema: z.ZodType): UpstreamResponse<unknown> {
  const envelope = envelopeWire.safeParse(answer.body);
  if (!envelope.success) throw invalidResponse(answer.status);
  // The data field, or the whole body when it carries meta.
  const payload = envelope.data.meta != null ? envelope.data : envelope.data.data;
  const parsed = schema.safeParse(payload ?? null);
  if (!parsed.success) throw invalidResponse(answer.status);
  const { show_message, type, message } = envelope.data;
  const notice: Notice | null =
    show_message === true && type === 'warning' && message ? { type: 'warning', message } : null;
  return { data: parsed.data, notice };
}

// A BFF call of a contract endpoint (src/shared/contract): its arguments are typed from the
// declaration, and so is what it returns.
type Query = Record<string, string | number | boolean | undefined>;

type ParamsArg<E extends { path: string }> = [keyof PathParams<E['path']>] extends [never]
  ? unknown
  : { params: PathParams<E['path']> };
// Given in the domain's camelCase, which the call renames for the wire at the hop: a body as its
// wire was derived (with its declared renames), a query string's keys to snake_case.
type QueryArg<E> = E extends { query: infer Q extends z.ZodType }
  ? { query?: DeepCamel<z.input<Q>> }
  : unknown;
type BodyArg<E> = E extends { body: infer B extends z.ZodType }
  ? { body: [DomainOf<B>] extends [never] ? z.input<B> : z.input<DomainOf<B>> }
  : unknown;

/** What a call of `op` needs: the path's ids, the query, the body, as the contract declares. */
export type CallArgs<Op extends Operation> = ParamsArg<AppApi[Op]> &
  QueryArg<AppApi[Op]> &
  BodyArg<AppApi[Op]>;

/** The arguments may be left out when the endpoint needs none. */
export type CallArgList<Op extends Operation> =
  object extends CallArgs<Op> ? [args?: CallArgs<Op>] : [args: CallArgs<Op>];

/** What a call of `op` returns: the declared response, read (camelCase). */
export type CallResult<Op extends Operation> = z.output<AppApi[Op]['response']>;

interface LooseArgs {
  params?: Record<string, number>;
  query?: Query;
  body?: object;
}

/** The upstream request of a call of `op`. */
export function upstreamCallOf(op: Operation, args: unknown): UpstreamCall<z.ZodType> {
  const endpoint: EndpointShape = APP_API[op];
  const { params, query, body } = (args ?? {}) as LooseArgs;
  return {
    method: endpoint.method,
    path: pathOf(endpoint.path, params),
    schema: endpoint.response,
    query: query && (snakeKeys(query) as Query),
    body: body && endpoint.body && (toWire(endpoint.body, body) as object),
    public: endpoint.shared === 'visible' ? 'visible' : endpoint.shared === true,
    publicChange: endpoint.publicChange,
  };
}
