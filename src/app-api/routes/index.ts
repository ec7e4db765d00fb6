import express, { Router } from 'express';
import type { AuthService } from '../services/auth';
import type { ConfigService } from '../services/config';
import type { MatchService } from '../services/matches';
import type { NotificationService } from '../services/notifications';
import type { PayoutService } from '../services/wallet/payouts';
import type { PhoneAuthService } from '../services/auth/phone-auth';
import type { PlayerService } from '../services/players';
import type { StoreService } from '../services/stores';
import type { TopupService } from '../services/wallet/topups';
import type { TournamentService } from '../services/tournaments';
import type { TourService } from '../services/tours';
import type { FollowService } from '../services/follows';
import type { LeagueService } from '../services/leagues';
import type { WalletService } from '../services/wallet';
import { createOpenApiDocument } from '../openapi';
import { referencePage, type ApiDocument } from '../reference-page';
import { createAuthRoutes } from './auth';
import type { RateRuleOverrides } from '../../shared/rate-rules';
import { createAuthLimits, type LimitStores } from './auth-limits';
import { createImagePolicy } from './image-policy';
import { createConfigRoutes } from './config';
import { errorHandler, notFoundHandler } from './http';
import { createMatchRoutes } from './matches';
import { createNotificationRoutes, deliverNoticesAfterChanges } from './notifications';
import { createOperatorRoutes } from './operator';
import { createPaymentRoutes } from './payments';
import { createPlayerRoutes, createRankingRoutes, createStoreRoutes } from './players';
import { createTournamentRoutes } from './tournaments';
import { createTourRoutes } from './tours';
import { createFollowRoutes } from './follows';
import { createLeagueRoutes } from './leagues';
import { createWalletRoutes } from './wallet';
import { logRequests } from '../../shared/log';
import { logger } from '../logger';

export interface AppApiDeps {
  auth: AuthService;
  phoneAuth: PhoneAuthService;
  config: ConfigService;
  stores: StoreService;
  tournaments: TournamentService;
  tours: TourService;
  follows: FollowService;
  leagues: LeagueService;
  matches: MatchService;
  players: PlayerService;
  wallet: WalletService;
  topups: TopupService;
  payouts: PayoutService;
  notifications: NotificationService;
  /** The bank webhook's HMAC secret; null refuses every webhook (503). */
  webhookSecret: string | null;
  /** Checks every answer against the contract's response schema (on under test). */
  checkAnswers?: boolean;
  /** Where the sign-in limits count (shared in Redis by the server when it has one). */
  limitStores?: LimitStores;
  /** Looser or tighter sign-in limits than RATE_RULES (tests). */
  limits?: RateRuleOverrides;
  /** The https origins pictures may come from besides BidaHub (IMAGE_ORIGINS); none by default. */
  imageOrigins?: readonly string[];
}

/** The `/app-api/v1` router: parses its own JSON, so it works wherever it is mounted. */
export function createAppApiRouter(appDeps: AppApiDeps): Router {
  const deps = {
    checkAnswers: process.env.NODE_ENV === 'test',
    ...appDeps,
    images: createImagePolicy(appDeps.imageOrigins ?? []),
  };
  const router = Router();
  // An id and a log line per request: the BFF's id when it calls, so both logs share it.
  router.use(logRequests(logger));
  // Before the JSON parser: the webhook's signature covers the raw bytes.
  router.use(createPaymentRoutes(deps));
  // A protest may carry a photo (PROTEST_PHOTO_MAX_BYTES, in base64): its route alone gets room.
  router.use('/matches/:id/protests', express.json({ limit: '1mb' }));
  router.use(express.json({ limit: '100kb' }));
  router.use(createAuthLimits(appDeps.limitStores, appDeps.limits));
  router.use(createConfigRoutes(deps));
  router.use(createAuthRoutes(deps));
  router.use(createStoreRoutes(deps));
  // The changes that write notices (the board's calls, disputes) are the tournaments' and the
  // matches'; what they wrote is sent once they are answered.
  router.use(['/tournaments', '/matches'], deliverNoticesAfterChanges(deps.notifications));
  router.use(createTournamentRoutes(deps));
  router.use(createTourRoutes(deps));
  router.use(createFollowRoutes(deps));
  router.use(createLeagueRoutes(deps));
  router.use(createMatchRoutes(deps));
  router.use(createNotificationRoutes(deps));
  router.use(createPlayerRoutes(deps));
  router.use(createRankingRoutes(deps));
  router.use(createWalletRoutes(deps));
  router.use(createOperatorRoutes(deps));
  // The published API: generated once, from the same contract the routes above serve.
  let published: { document: object; page: string } | undefined;
  const publishedApi = () => {
    if (!published) {
      const document = createOpenApiDocument();
      published = { document, page: referencePage(document as ApiDocument) };
    }
    return published;
  };
  router.get('/openapi.json', (_req, res) => {
    res.json(publishedApi().document);
  });
  router.get('/reference', (_req, res) => {
    res.type('html').send(publishedApi().page);
  });
  router.use(notFoundHandler);
  router.use(errorHandler);
  return router;
}
