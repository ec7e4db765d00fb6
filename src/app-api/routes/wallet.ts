import { Router } from 'express';
import type { Payout, PayoutMethod, Topup, WalletConfig } from '../../shared/schemas/payments';
import { historyFilters } from '../../shared/schemas/payments';
import type { WalletTransaction } from '../../shared/schemas/wallet';
import { deepSnakeKeys } from '../../shared/wire/case';
import {
  addPayoutMethodBodyWire,
  createTopupBodyWire,
  requestPayoutBodyWire,
} from '../../shared/wire/payments';
import type { AuthService } from '../services/auth';
import type { PayoutService } from '../services/payouts';
import type { TopupService } from '../services/topups';
import type { WalletService } from '../services/wallet';
import {
  authed,
  parseBody,
  parseQuery,
  pathId,
  permitted,
  sendData,
  sendPage,
  type AuthedHandler,
} from './http';
import { ROWS_PER_PAGE, pageOf, pageQuery } from './queries';

export interface WalletRouteDeps {
  auth: AuthService;
  wallet: WalletService;
  topups: TopupService;
  payouts: PayoutService;
}

const historyQuery = pageQuery.extend(historyFilters.shape);

export function createWalletRoutes(deps: WalletRouteDeps): Router {
  const { auth, wallet, topups, payouts } = deps;
  const router = Router();

  // A wallet is private: no cache may keep it.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  /** Public: the top-up page shows packages and limits before signing in. */
  router.get('/config', async (_req, res) => {
    sendData(res, deepSnakeKeys<WalletConfig>(await topups.walletConfig()));
  });

  // The history pages' permission (src/shared/routes.ts), checked here too.
  router.get(
    '/transactions',
    permitted(auth, 'profile.all', async (req, res, { user }) => {
      const { type, from, to, ...page } = parseQuery(historyQuery, req.query);
      sendPage(
        res,
        await wallet.transactions(user.id, pageOf(page, ROWS_PER_PAGE), { type, from, to }),
      );
    }),
  );

  router.get(
    '/transactions/export',
    permitted(auth, 'profile.all', async (req, res, { user }) => {
      const filters = parseQuery(historyFilters, req.query);
      sendData(
        res,
        deepSnakeKeys<WalletTransaction[]>(await wallet.exportTransactions(user.id, filters)),
      );
    }),
  );

  router.get(
    '/topups',
    authed(auth, async (req, res, { user }) => {
      const query = parseQuery(pageQuery, req.query);
      sendPage(res, await topups.list(user.id, pageOf(query, ROWS_PER_PAGE)));
    }),
  );

  router.post(
    '/topups',
    authed(auth, async (req, res, { user }) => {
      const body = parseBody(createTopupBodyWire, req.body);
      const topup = await topups.create(user.id, body);
      res.status(201);
      sendData(res, deepSnakeKeys<Topup>(topup));
    }),
  );

  router.get(
    '/topups/:id',
    authed(auth, async (req, res, { user }) => {
      sendData(res, deepSnakeKeys<Topup>(await topups.get(user.id, pathId(req))));
    }),
  );

  // Payout accounts and withdrawals are the organisers' (the menu's rule, checked here too).
  const organiser = (handler: AuthedHandler) => permitted(auth, 'tournament.create', handler);
  const sendMethods = (res: Parameters<typeof sendData>[0], methods: PayoutMethod[]) =>
    sendData(res, deepSnakeKeys<PayoutMethod[]>(methods));

  router.get(
    '/payout-methods',
    organiser(async (_req, res, { user }) => {
      sendMethods(res, await payouts.methods(user));
    }),
  );

  router.post(
    '/payout-methods',
    organiser(async (req, res, { user }) => {
      const body = parseBody(addPayoutMethodBodyWire, req.body);
      const methods = await payouts.addMethod(user, body);
      res.status(201);
      sendMethods(res, methods);
    }),
  );

  router.put(
    '/payout-methods/:id/default',
    organiser(async (req, res, { user }) => {
      sendMethods(res, await payouts.setDefaultMethod(user, pathId(req)));
    }),
  );

  router.delete(
    '/payout-methods/:id',
    organiser(async (req, res, { user }) => {
      sendMethods(res, await payouts.removeMethod(user, pathId(req)));
    }),
  );

  router.get(
    '/payouts',
    organiser(async (req, res, { user }) => {
      const query = parseQuery(pageQuery, req.query);
      sendPage(res, await payouts.payouts(user, pageOf(query, ROWS_PER_PAGE)));
    }),
  );

  router.get(
    '/payouts/:id',
    organiser(async (req, res, { user }) => {
      sendData(res, deepSnakeKeys<Payout>(await payouts.payout(user, pathId(req))));
    }),
  );

  router.post(
    '/payouts',
    organiser(async (req, res, { user }) => {
      const body = parseBody(requestPayoutBodyWire, req.body);
      sendData(res, deepSnakeKeys(await payouts.request(user, body)));
    }),
  );

  return router;
}
