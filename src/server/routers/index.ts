import { router } from '../trpc';
import { authRouter } from './auth';
import { configRouter } from './config';
import { matchesRouter } from './matches';
import { paymentRouter } from './payment';
import { storesRouter } from './stores';
import { systemRouter } from './system';
import { tournamentsRouter } from './tournaments';

export const appRouter = router({
  auth: authRouter,
  config: configRouter,
  system: systemRouter,
  tournaments: tournamentsRouter,
  matches: matchesRouter,
  stores: storesRouter,
  payment: paymentRouter,
});

export type AppRouter = typeof appRouter;
