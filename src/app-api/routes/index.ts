import express, { Router } from 'express';
import type { AuthService } from '../services/auth';
import type { ConfigService } from '../services/config';
import { createAuthRoutes } from './auth';
import { createConfigRoutes } from './config';
import { errorHandler, notFoundHandler } from './http';

export interface AppApiDeps {
  auth: AuthService;
  config: ConfigService;
}

/** The `/app-api/v1` router: parses its own JSON, so it works wherever it is mounted. */
export function createAppApiRouter(deps: AppApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use('/config', createConfigRoutes(deps));
  router.use('/auth', createAuthRoutes(deps));
  router.use(notFoundHandler);
  router.use(errorHandler);
  return router;
}
