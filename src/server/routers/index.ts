import { router } from '../trpc';
import { authRouter } from './auth';
import { configRouter } from './config';
import { systemRouter } from './system';

export const appRouter = router({
  auth: authRouter,
  config: configRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
