import { Router } from 'express';
import type { AuthService } from '../services/auth';
import type { WalletService } from '../services/wallet';
import { authed, parseQuery, sendPage } from './http';
import { ROWS_PER_PAGE, pageOf, pageQuery } from './queries';

export function createWalletRoutes(deps: { auth: AuthService; wallet: WalletService }): Router {
  const router = Router();

  // A wallet is private: no cache may keep it.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(
    '/transactions',
    authed(deps.auth, async (req, res, { user }) => {
      const query = parseQuery(pageQuery, req.query);
      sendPage(res, await deps.wallet.transactions(user.id, pageOf(query, ROWS_PER_PAGE)));
    }),
  );

  return router;
}
