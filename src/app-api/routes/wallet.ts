import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import { deepSnakeKeys } from '../../shared/wire/case';
import type { PayoutService } from '../services/payouts';
import type { TopupService } from '../services/topups';
import type { WalletService } from '../services/wallet';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import { ROWS_PER_PAGE, pageOf } from './queries';

export interface WalletRouteDeps extends EndpointRoutesOptions {
  wallet: WalletService;
  topups: TopupService;
  payouts: PayoutService;
}

export function createWalletRoutes(deps: WalletRouteDeps): Router {
  const { wallet, topups, payouts } = deps;
  const router = Router();

  // A wallet is private: no cache may keep it.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const serve = endpointRoutes(router, '/v1/wallet', deps);
  const api = APP_API;

  /** Public: the top-up page shows packages and limits before signing in. */
  serve(api['payment.config'], async () => deepSnakeKeys(await topups.walletConfig()));

  serve(api['payment.histories'], async ({ query: { type, from, to, ...page }, user }) =>
    deepSnakeKeys(
      await wallet.transactions(user.id, pageOf(page, ROWS_PER_PAGE), { type, from, to }),
    ),
  );
  serve(api['payment.exportHistories'], async ({ query, user }) =>
    deepSnakeKeys(await wallet.exportTransactions(user.id, query)),
  );

  serve(api['payment.topups'], async ({ query, user }) =>
    deepSnakeKeys(await topups.list(user.id, pageOf(query, ROWS_PER_PAGE))),
  );
  serve(api['payment.createTopup'], async ({ body, user }) =>
    deepSnakeKeys(await topups.create(user.id, body)),
  );
  serve(api['payment.topup'], async ({ params, user }) =>
    deepSnakeKeys(await topups.get(user.id, params.id)),
  );

  serve(api['payment.methods'], async ({ user }) => deepSnakeKeys(await payouts.methods(user)));
  serve(api['payment.addMethod'], async ({ body, user }) =>
    deepSnakeKeys(await payouts.addMethod(user, body)),
  );
  serve(api['payment.setDefaultMethod'], async ({ params, user }) =>
    deepSnakeKeys(await payouts.setDefaultMethod(user, params.id)),
  );
  serve(api['payment.removeMethod'], async ({ params, user }) =>
    deepSnakeKeys(await payouts.removeMethod(user, params.id)),
  );
  serve(api['payment.payouts'], async ({ query, user }) =>
    deepSnakeKeys(await payouts.payouts(user, pageOf(query, ROWS_PER_PAGE))),
  );
  serve(api['payment.payout'], async ({ params, user }) =>
    deepSnakeKeys(await payouts.payout(user, params.id)),
  );
  serve(api['payment.requestPayout'], async ({ body, user }) =>
    deepSnakeKeys(await payouts.request(user, body)),
  );

  return router;
}
