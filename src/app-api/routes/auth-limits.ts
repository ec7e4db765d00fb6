// The upstream's own limits on its account-entry endpoints: it may be called directly, so it
// cannot rely on the BFF's. Per client IP (`req.ip`: the app's `trust proxy` decides whom to
// believe about it), per account where the rule says so, and growing waits per (account,
// client) on the password checks, with the same rules as the BFF's first line.
import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { APP_API } from '../../shared/contract';
import {
  RATE_RULES,
  accountOf,
  backoffDelayMs,
  type RateRule,
  type RateRuleName,
  type RateRuleOverrides,
} from '../../shared/rate-rules';
import { routePath } from './endpoint-route';
import { bearerToken } from './http';

/** Counter stores by name: Redis-backed when the instances share one, else this process's. */
export type LimitStores = (name: string) => Store;

const memoryStores: LimitStores = () => new MemoryStore();

/** The account a request acts on, as the rule reads it; null when it names none. */
function accountIn(req: Request, rule: RateRule): string | null {
  if (rule.account === 'input') return accountOf(req.body);
  // A session by a digest of its token: counters (in Redis, maybe) never hold a usable token.
  const token = bearerToken(req);
  return token ? `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}` : null;
}

/**
 * Each failure of one account from one client makes that client's next attempt wait longer;
 * a success clears its count. Nobody is refused here, so nobody can lock the owner out: the
 * per-IP limit is what finally stops a client that keeps failing.
 */
function backoff(rule: RateRule, slowAfter: number, store: Store): RequestHandler[] {
  // An IPv6 client by its /56 network, as express-rate-limit counts it: one line, many addresses.
  const pairOf = (req: Request) => `${accountIn(req, rule) ?? ''}|${ipKeyGenerator(req.ip ?? '')}`;
  const wait = slowDown({
    windowMs: rule.windowMs,
    delayAfter: slowAfter,
    delayMs: (used) => backoffDelayMs(used, slowAfter),
    skipSuccessfulRequests: rule.failuresOnly ?? false,
    skip: (req) => accountIn(req, rule) === null,
    keyGenerator: pairOf,
    store,
    validate: { delayMs: false },
  });
  const clearOnSuccess: RequestHandler = (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode < 400 && accountIn(req, rule) !== null) void wait.resetKey(pairOf(req));
    });
    next();
  };
  return [wait, clearOnSuccess];
}

/**
 * Limits to mount on the `/v1` router, before its routes and after its JSON parser; `overrides`
 * loosen or tighten them (tests).
 */
export function createAuthLimits(
  stores: LimitStores = memoryStores,
  overrides: RateRuleOverrides = {},
): Router {
  const router = Router();
  for (const [name, base] of Object.entries(RATE_RULES) as [RateRuleName, RateRule][]) {
    const rule: RateRule = { ...base, ...overrides[name] };
    const common = {
      windowMs: rule.windowMs,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skipSuccessfulRequests: rule.failuresOnly ?? false,
      handler: (_req: Request, res: Response) => {
        res.status(429).json({ message: rule.message });
      },
    } as const;
    const guards: RequestHandler[] = [
      rateLimit({ ...common, limit: rule.perIp, store: stores(`${name}:ip`) }),
    ];
    if (rule.perAccount !== undefined) {
      guards.push(
        rateLimit({
          ...common,
          limit: rule.perAccount,
          store: stores(`${name}:account`),
          skip: (req) => accountIn(req, rule) === null,
          keyGenerator: (req) => accountIn(req, rule) ?? '',
        }),
      );
    }
    if (rule.slowAfter !== undefined) {
      guards.push(...backoff(rule, rule.slowAfter, stores(`${name}:backoff`)));
    }
    for (const operation of rule.procedures) {
      const endpoint = APP_API[operation];
      const method = endpoint.method.toLowerCase() as 'post';
      router[method](routePath(endpoint), ...guards);
    }
  }
  return router;
}
