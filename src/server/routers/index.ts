import { router } from '../trpc';
import { authRouter } from './auth';
import { configRouter } from './config';
import { matchesRouter } from './matches';
import { notificationsRouter } from './notifications';
import { paymentRouter } from './payment';
import { playersRouter } from './players';
import { profileRouter } from './profile';
import { rankingsRouter } from './rankings';
import { storesRouter } from './stores';
import { systemRouter } from './system';
import { toursRouter } from './tours';
import { followsRouter } from './follows';
import { leaguesRouter } from './leagues';
import { tournamentsRouter } from './tournaments';

export const appRouter = router({
  auth: authRouter,
  config: configRouter,
  system: systemRouter,
  tournaments: tournamentsRouter,
  tours: toursRouter,
  follows: followsRouter,
  leagues: leaguesRouter,
  matches: matchesRouter,
  notifications: notificationsRouter,
  stores: storesRouter,
  players: playersRouter,
  rankings: rankingsRouter,
  profile: profileRouter,
  payment: paymentRouter,
});

export type AppRouter = typeof appRouter;
