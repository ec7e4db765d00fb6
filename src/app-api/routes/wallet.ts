import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { PayoutService } from '../services/wallet/payouts';
import type { TopupService } from '../services/wallet/topups';
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
  const serve = endpointRoutes(router, deps);

  /** Public: the top-up page shows packages and limits before signing in. */
  serve(APP_API['payment.config'], async () => await topups.walletConfig());

  serve(
    APP_API['payment.histories'],
    async ({ query: { type, from, to, ...page }, user }) =>
      await wallet.transactions(user.id, pageOf(page, ROWS_PER_PAGE), { type, from, to }),
  );
  serve(
    APP_API['payment.exportHistories'],
    async ({ query, user }) => await wallet.exportTransactions(user.id, query),
  );

  serve(
    APP_API['payment.topups'],
    async ({ query, user }) => await topups.list(user.id, pageOf(query, ROWS_PER_PAGE)),
  );
  serve(
    APP_API['payment.createTopup'],
    async ({ body, user }) => await topups.create(user.id, body),
  );
  serve(APP_API['payment.topup'], async ({ params, user }) => await topups.get(user.id, params.id));

  serve(APP_API['payment.methods'], async ({ user }) => await payouts.methods(user));
  serve(
    APP_API['payment.addMethod'],
    async ({ body, user }) => await payouts.addMethod(user, body),
  );
  serve(
    APP_API['payment.setDefaultMethod'],
    async ({ params, user }) => await payouts.setDefaultMethod(user, params.id),
  );
  serve(
    APP_API['payment.removeMethod'],
    async ({ params, user }) => await payouts.removeMethod(user, params.id),
  );
  serve(
    APP_API['payment.payouts'],
    async ({ query, user }) => await payouts.payouts(user, pageOf(query, ROWS_PER_PAGE)),
  );
  serve(
    APP_API['payment.payout'],
    async ({ params, user }) => await payouts.payout(user, params.id),
  );
  serve(
    APP_API['payment.requestPayout'],
    async ({ body, user }) => await payouts.request(user, body),
  );

  return router;
}
