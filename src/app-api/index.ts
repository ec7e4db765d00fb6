import type { Router } from 'express';
import { openDatabase, type Database } from './db/client';
import { seedDemo } from './demo/seed';
import { createAppApiRouter, type AppApiDeps } from './routes';
import type { LimitStores } from './routes/auth-limits';
import { createAuthService } from './services/auth';
import { createConfigService } from './services/config';
import { createMatchService } from './services/matches';
import { noticeSubjects } from './notice-subjects';
import { createNotificationService } from './services/notifications';
import { replayRatingHistories } from './services/players/rating-replay';
import { startNoShowClock } from './services/tournaments/no-show';
import { startSettling } from './services/tournaments/results-final';
import { createPayoutService } from './services/wallet/payouts';
import { createPushSender, type PushSenderOptions } from './services/push';
import { createPhoneAuthService, type PhoneAuthServiceOptions } from './services/auth/phone-auth';
import { createPlayerService } from './services/players';
import { phoneTokenVerifierFromEnv, type PhoneTokenVerifier } from './services/auth/phone-token';
import { createTourService } from './services/tours';
import { createFollowService } from './services/follows';
import { createLeagueService, startTeamMatchReminders } from './services/leagues';
import { createStoreService } from './services/stores';
import { createTopupService } from './services/wallet/topups';
import { createTournamentService } from './services/tournaments';
import { createWalletService } from './services/wallet';
import { webhookSecretFromEnv } from './services/wallet/webhook-signature';

export type { Database, DatabaseKind, Db } from './db/client';
export { createAppApiRouter, type AppApiDeps } from './routes';

export interface AppApiOptions {
  /** See `openDatabase`: unset → PGlite in ./data/pglite, `memory://`, `postgres://…`. */
  databaseUrl?: string;
  /** `demo` (default) seeds fixtures/ when the database has no users; `none` seeds nothing. */
  seed?: 'demo' | 'none';
  /** Told when something changes that live views follow (e.g. a top-up credited by the bank). */
  onEvent?: (event: AppApiEvent) => void;
  /** Where the sign-in limits count; this process's memory unless the server shares Redis. */
  limitStores?: LimitStores;
  /** See AppApiDeps.imageOrigins. */
  imageOrigins?: readonly string[];
  /** See PushSenderOptions (the HTTPS agent towards push services). */
  push?: PushSenderOptions;
}

/** A change the embedded upstream announces: the BFF turns it into live-bus topics. */
export type AppApiEvent =
  /** A wallet changed (e.g. a top-up credited), or a player has new notices (you're up). */
  | { type: 'wallet' | 'notification'; userId: number }
  /** A match decided by no request: the no-show clock gave its walkover. */
  | { type: 'match'; matchId: number; tournamentId: number };

export interface AppApi {
  router: Router;
  database: Database;
  close(): Promise<void>;
}

/** The embedded upstream: database (migrated, maybe seeded), services, and the HTTP router. */
export async function createAppApi(options: AppApiOptions = {}): Promise<AppApi> {
  const database = await openDatabase(options.databaseUrl);
  try {
    // Before the seed: a new database's replay has nothing to do, and the seed rates as it plays.
    await replayRatingHistories(database.db, new Date());
    if ((options.seed ?? 'demo') === 'demo') await seedDemo(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createAppApiServices(database.db, {
    onEvent: options.onEvent,
    push: options.push,
  });
  const router = createAppApiRouter({
    ...services,
    limitStores: options.limitStores,
    imageOrigins: options.imageOrigins,
  });
  const noShowClock = startNoShowClock(database.db, {
    deliver: () => services.notifications.deliverSoon(),
    onAwarded: (decided) => options.onEvent?.({ type: 'match', ...decided }),
  });
  const reminders = startTeamMatchReminders(database.db, {
    deliver: () => services.notifications.deliverSoon(),
  });
  // Prizes paid when an event's results became final reach the winners' open wallet views.
  const settling = startSettling(database.db, {
    onSettled: (wallets) => {
      for (const userId of wallets) options.onEvent?.({ type: 'wallet', userId });
    },
  });
  return {
    router,
    database,
    close: async () => {
      noShowClock.stop();
      reminders.stop();
      settling.stop();
      await database.close();
    },
  };
}

export interface AppApiServiceOptions {
  /** Proves phones for sign-up and reset; defaults to Firebase as the environment configures it. */
  phoneTokens?: PhoneTokenVerifier;
  phoneAuth?: PhoneAuthServiceOptions;
  /** See AppApiOptions.onEvent. */
  onEvent?: (event: AppApiEvent) => void;
  /** The bank webhook's secret; defaults to PAYMENT_WEBHOOK_SECRET (see webhookSecretFromEnv). */
  webhookSecret?: string | null;
  /** See PushSenderOptions (the HTTPS agent towards push services). */
  push?: PushSenderOptions;
}

/** Every service of the embedded upstream over one database. */
export function createAppApiServices(
  db: Database['db'],
  options: AppApiServiceOptions = {},
): AppApiDeps {
  const config = createConfigService(db);
  const verifier = options.phoneTokens ?? phoneTokenVerifierFromEnv();
  const onWalletChange = options.onEvent
    ? (userId: number) => options.onEvent?.({ type: 'wallet', userId })
    : undefined;
  return {
    auth: createAuthService(db),
    phoneAuth: createPhoneAuthService(db, { verifier, config }, options.phoneAuth),
    config,
    stores: createStoreService(db),
    tournaments: createTournamentService(db),
    tours: createTourService(db),
    follows: createFollowService(db),
    leagues: createLeagueService(db),
    matches: createMatchService(db),
    players: createPlayerService(db, { config }),
    wallet: createWalletService(db),
    topups: createTopupService(db, { config }, { onWalletChange }),
    payouts: createPayoutService(db, { config }, { onWalletChange }),
    notifications: createNotificationService(db, {
      push: createPushSender(db, options.push),
      subjects: noticeSubjects(db),
      onNotice: (userId) => options.onEvent?.({ type: 'notification', userId }),
    }),
    webhookSecret:
      options.webhookSecret === undefined ? webhookSecretFromEnv() : options.webhookSecret,
  };
}
