// The upstream's own limits on its account-entry endpoints: it may be called directly, so it
// cannot rely on the BFF's. Per client IP (`req.ip`: the app's `trust proxy` decides whom to
// believe about it) and per account, with the same rules as the BFF's first line.
import { Router, type Request, type Response } from 'express';
import { MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { APP_API } from '../../shared/contract';
import {
  RATE_RULES,
  accountOf,
  type RateRule,
  type RateRuleName,
  type RateRuleOverrides,
} from '../../shared/rate-rules';
import { routePath } from './endpoint-route';

/** Counter stores by name: Redis-backed when the instances share one, else this process's. */
export type LimitStores = (name: string) => Store;

const memoryStores: LimitStores = () => new MemoryStore();

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
    const perIp = rateLimit({ ...common, limit: rule.perIp, store: stores(`${name}:ip`) });
    const perAccount = rateLimit({
      ...common,
      limit: rule.perAccount,
      store: stores(`${name}:account`),
      skip: (req) => accountOf(req.body) === null,
      keyGenerator: (req) => accountOf(req.body) ?? '',
    });
    for (const operation of rule.procedures) {
      const endpoint = APP_API[operation];
      const method = endpoint.method.toLowerCase() as 'post';
      router[method](routePath(endpoint, '/v1'), perIp, perAccount);
    }
  }
  return router;
}
