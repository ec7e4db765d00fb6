// The operator's desk: withdrawals to pay or reject, and the transfers the bank reported.
import { Router } from 'express';
import { payoutStatus, transferOutcome, type OperatorPayout } from '../../shared/schemas/payments';
import { deepSnakeKeys } from '../../shared/wire/case';
import { decidePayoutBodyWire } from '../../shared/wire/payments';
import type { AuthService } from '../services/auth';
import type { PayoutService } from '../services/payouts';
import type { TopupService } from '../services/topups';
import type { AuthedHandler } from './http';
import { parseBody, parseQuery, pathId, permitted, sendData, sendPage } from './http';
import { ROWS_PER_PAGE, pageOf, pageQuery } from './queries';

export interface OperatorRouteDeps {
  auth: AuthService;
  topups: TopupService;
  payouts: PayoutService;
}

const payoutsQuery = pageQuery.extend({ status: payoutStatus.optional() });
const transfersQuery = pageQuery.extend({ outcome: transferOutcome.optional() });

export function createOperatorRoutes(deps: OperatorRouteDeps): Router {
  const { auth, topups, payouts } = deps;
  const router = Router();

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const operator = (handler: AuthedHandler) => permitted(auth, 'payment.manage', handler);

  router.get(
    '/payouts',
    operator(async (req, res) => {
      const { status, ...page } = parseQuery(payoutsQuery, req.query);
      sendPage(res, await payouts.operatorPayouts(pageOf(page, ROWS_PER_PAGE), status));
    }),
  );

  router.post(
    '/payouts/:id/decision',
    operator(async (req, res, { user }) => {
      const id = pathId(req);
      const body = parseBody(decidePayoutBodyWire, req.body);
      sendData(res, deepSnakeKeys<OperatorPayout>(await payouts.decide(user, id, body)));
    }),
  );

  router.get(
    '/bank-transfers',
    operator(async (req, res) => {
      const { outcome, ...page } = parseQuery(transfersQuery, req.query);
      sendPage(res, await topups.bankTransfers(pageOf(page, ROWS_PER_PAGE), outcome));
    }),
  );

  return router;
}
