import express, { Router } from 'express';
import type { AuthService } from '../services/auth';
import type { ConfigService } from '../services/config';
import type { MatchService } from '../services/matches';
import type { PhoneAuthService } from '../services/phone-auth';
import type { StoreService } from '../services/stores';
import type { TournamentService } from '../services/tournaments';
import type { WalletService } from '../services/wallet';
import { createAuthRoutes } from './auth';
import { createConfigRoutes } from './config';
import { errorHandler, notFoundHandler } from './http';
import { createMatchRoutes } from './matches';
import { createStoreRoutes } from './stores';
import { createTournamentRoutes } from './tournaments';
import { createWalletRoutes } from './wallet';

export interface AppApiDeps {
  auth: AuthService;
  phoneAuth: PhoneAuthService;
  config: ConfigService;
  stores: StoreService;
  tournaments: TournamentService;
  matches: MatchService;
  wallet: WalletService;
}

/** The `/app-api/v1` router: parses its own JSON, so it works wherever it is mounted. */
export function createAppApiRouter(deps: AppApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use('/config', createConfigRoutes(deps));
  router.use('/auth', createAuthRoutes(deps));
  router.use('/stores', createStoreRoutes(deps));
  router.use('/tournaments', createTournamentRoutes(deps));
  router.use('/matches', createMatchRoutes(deps));
  router.use('/wallet', createWalletRoutes(deps));
  router.use(notFoundHandler);
  router.use(errorHandler);
  return router;
}
