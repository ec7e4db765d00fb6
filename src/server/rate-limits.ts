// Limits on the account-entry procedures (password guessing, phone enumeration, SMS cost): per
// client IP and per account, counted by express-rate-limit in Redis when the instances share
// one, else in this process. A request over a limit reaches tRPC marked, and its procedure
// answers TOO_MANY_REQUESTS in Vietnamese like any other error (batches stay well-formed).
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import {
  RATE_RULES,
  accountOf,
  type RateRule,
  type RateRuleName,
  type RateRuleOverrides,
} from '../shared/rate-rules';
import type { SharedRedis } from './redis';
import { proceduresOfPath } from './trpc-path';

export type { RateRuleOverrides } from '../shared/rate-rules';

/** Where a request's refusals travel from here to the procedures (see `rateLimitedIn`). */
const REFUSED = Symbol('rate-limited procedures');
type Refusals = Map<string, string>;

function refusals(res: Response): Refusals {
  const locals = res.locals as { [REFUSED]?: Refusals };
  return (locals[REFUSED] ??= new Map());
}

/** The message for `procedure` when this request went over one of its limits, else null. */
export function rateLimitedIn(res: Response, procedure: string): string | null {
  return (res.locals as { [REFUSED]?: Refusals })[REFUSED]?.get(procedure) ?? null;
}

/** The request's JSON body, read as text above: null when it is none or not JSON. */
function jsonBody(req: Request): unknown {
  if (typeof req.body !== 'string') return null;
  try {
    return JSON.parse(req.body) as unknown;
  } catch {
    return null;
  }
}

interface Call {
  procedure: string;
  /** The call's raw input (tRPC bodies: `{json}`, or `{"0": {json}}` when batched). */
  input: unknown;
}

const callsRead = new WeakMap<Request, Call[]>();

/**
 * The calls of a tRPC mutation request, read once however many limits ask. Every guarded
 * procedure is a mutation, so a GET has none.
 */
function callsOf(req: Request): Call[] {
  if (req.method !== 'POST') return [];
  let calls = callsRead.get(req);
  if (!calls) {
    const body = jsonBody(req);
    const batched = req.query.batch === '1' && typeof body === 'object' && body !== null;
    calls = proceduresOfPath(req.path).map((procedure, index) => {
      const entry: unknown = batched ? (body as Record<string, unknown>)[index] : body;
      const input =
        typeof entry === 'object' && entry !== null ? (entry as { json?: unknown }).json : null;
      return { procedure, input };
    });
    callsRead.set(req, calls);
  }
  return calls;
}

/** The calls of a request that `rule` guards. */
function guardedCalls(req: Request, rule: RateRule): Call[] {
  const guarded: readonly string[] = rule.procedures;
  return callsOf(req).filter((call) => guarded.includes(call.procedure));
}

/** The accounts the guarded calls of a request name in their input. */
function accountsIn(req: Request, rule: RateRule): string[] {
  if (rule.account !== 'input') return [];
  return guardedCalls(req, rule).flatMap(({ input }) => accountOf(input) ?? []);
}

/**
 * A counter store that uses Redis while it is reachable and this process's memory meanwhile, so
 * a Redis outage weakens sharing between instances but never turns into refused sign-ins.
 */
class FailoverStore implements Store {
  readonly localKeys = false;
  private options: Options | null = null;

  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: RedisStore,
    private readonly local: MemoryStore,
  ) {}

  init(options: Options) {
    this.options = options;
    this.local.init(options);
    this.reconnected();
  }

  /** Loads the store's scripts again: they may have failed to load while Redis was away. */
  reconnected() {
    if (this.options) this.shared.init(this.options).catch(() => {});
  }

  increment(key: string) {
    return this.use((store) => store.increment(key));
  }
  decrement(key: string) {
    return this.use((store) => store.decrement(key));
  }
  resetKey(key: string) {
    return this.use((store) => store.resetKey(key));
  }
  shutdown() {
    this.local.shutdown();
  }

  private async use<T>(operation: (store: Store) => T | Promise<T>): Promise<T> {
    if (this.redis.ready()) {
      try {
        return await operation(this.shared);
      } catch {
        // The outage is logged once by the Redis connection; count here meanwhile.
      }
    }
    return operation(this.local);
  }
}

export interface RateLimitsOptions {
  rules?: RateRuleOverrides;
  redis: SharedRedis | null;
}

export interface RateLimits {
  /** Mount on the tRPC path, before tRPC. */
  middleware: RequestHandler;
  /** A counter store of its own kind (Redis or memory), closed with these: for the upstream's. */
  storeFor(name: string): Store;
  close(): void;
}

export function createRateLimits(options: RateLimitsOptions): RateLimits {
  const stores: Store[] = [];
  const failover: FailoverStore[] = [];
  const storeFor = (name: string): Store => {
    const local = new MemoryStore();
    if (!options.redis) {
      stores.push(local);
      return local;
    }
    const redis = options.redis;
    const shared = new RedisStore({
      sendCommand: (command: string, ...args: string[]) =>
        redis.commands.call(command, ...args) as Promise<number>,
      prefix: `${redis.namespace}:rate:${name}:`,
    });
    const store = new FailoverStore(redis, shared, local);
    stores.push(store);
    failover.push(store);
    return store;
  };
  options.redis?.commands.on('ready', () => failover.forEach((store) => store.reconnected()));

  const router = Router();

  const guarded = new Set<string>();
  for (const [name, base] of Object.entries(RATE_RULES)) {
    const rule: RateRule = { ...base, ...options.rules?.[name as RateRuleName] };
    rule.procedures.forEach((procedure) => guarded.add(procedure));
    const guards = (req: Request) => guardedCalls(req, rule).length > 0;
    const common = {
      windowMs: rule.windowMs,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skipSuccessfulRequests: rule.failuresOnly ?? false,
      handler: (_req: Request, res: Response, next: () => void) => {
        for (const procedure of rule.procedures) refusals(res).set(procedure, rule.message);
        next();
      },
    } as const;
    // The growing waits per (account, client) are the upstream's alone: it runs the check.
    router.use(
      rateLimit({
        ...common,
        limit: rule.perIp,
        store: storeFor(`${name}:ip`),
        skip: (req) => !guards(req),
      }),
    );
    if (rule.perAccount !== undefined) {
      router.use(
        rateLimit({
          ...common,
          limit: rule.perAccount,
          store: storeFor(`${name}:account`),
          skip: (req) => !guards(req) || accountsIn(req, rule).length === 0,
          // One attempt per request: a batch naming one account several times is refused below.
          keyGenerator: (req) => accountsIn(req, rule)[0] ?? '',
        }),
      );
    }
    router.use((req, res, next) => {
      // A batch may not multiply attempts: one guarded call per request.
      const calls = guardedCalls(req, rule);
      if (calls.length > 1) {
        for (const { procedure } of calls) refusals(res).set(procedure, rule.message);
      }
      next();
    });
  }
  const middleware = Router();
  // The limits need the account in the body. Read as text, not parsed: tRPC takes a string body
  // as the raw one, while a parsed one it would re-serialise (a deeply nested body overflows).
  // The size limit holds for every call.
  // A protest may carry a photo (PROTEST_PHOTO_MAX_BYTES, in base64): a request holding that call,
  // alone or in a batch, gets room for it.
  const roomy = express.text({ type: 'application/json', limit: '1mb' });
  const usual = express.text({ type: 'application/json', limit: '100kb' });
  middleware.use((req, res, next) =>
    (proceduresOfPath(req.path).includes('matches.protest') ? roomy : usual)(req, res, next),
  );
  // Most requests call no guarded procedure (a GET never does): they skip the limits' stack.
  middleware.use((req, res, next) =>
    req.method === 'POST' && proceduresOfPath(req.path).some((name) => guarded.has(name))
      ? router(req, res, next)
      : next(),
  );
  return {
    middleware,
    storeFor,
    close: () => stores.forEach((store) => void store.shutdown?.()),
  };
}
