// The operator's desk: withdrawals to pay or reject, and the transfers the bank reported.
import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { PayoutService } from '../services/wallet/payouts';
import type { TopupService } from '../services/wallet/topups';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import { ROWS_PER_PAGE, pageOf } from './queries';

export interface OperatorRouteDeps extends EndpointRoutesOptions {
  topups: TopupService;
  payouts: PayoutService;
}

export function createOperatorRoutes(deps: OperatorRouteDeps): Router {
  const { topups, payouts } = deps;
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const serve = endpointRoutes(router, deps);

  serve(
    APP_API['payment.operatorPayouts'],
    async ({ query: { status, ...page } }) =>
      await payouts.operatorPayouts(pageOf(page, ROWS_PER_PAGE), status),
  );
  serve(
    APP_API['payment.decidePayout'],
    async ({ params, body, user }) => await payouts.decide(user, params.id, body),
  );
  serve(
    APP_API['payment.bankTransfers'],
    async ({ query: { outcome, ...page } }) =>
      await topups.bankTransfers(pageOf(page, ROWS_PER_PAGE), outcome),
  );

  return router;
}
