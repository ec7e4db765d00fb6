import type { Router } from 'express';
import { openDatabase, type Database } from './db/client';
import { seedDemo } from './db/seed';
import { createAppApiRouter, type AppApiDeps } from './routes';
import { createAuthService } from './services/auth';
import { createConfigService } from './services/config';
import { createMatchService } from './services/matches';
import { createPhoneAuthService, type PhoneAuthServiceOptions } from './services/phone-auth';
import { phoneTokenVerifierFromEnv, type PhoneTokenVerifier } from './services/phone-token';
import { createStoreService } from './services/stores';
import { createTournamentService } from './services/tournaments';
import { createWalletService } from './services/wallet';

export type { Database, DatabaseKind, Db } from './db/client';
export { createAppApiRouter, type AppApiDeps } from './routes';

export interface AppApiOptions {
  /** See `openDatabase`: unset → PGlite in ./data/pglite, `memory://`, `postgres://…`. */
  databaseUrl?: string;
  /** `demo` (default) seeds fixtures/ when the database has no users; `none` seeds nothing. */
  seed?: 'demo' | 'none';
}

export interface AppApi {
  router: Router;
  database: Database;
  close(): Promise<void>;
}

/** The embedded upstream: database (migrated, maybe seeded), services, and the HTTP router. */
export async function createAppApi(options: AppApiOptions = {}): Promise<AppApi> {
  const database = await openDatabase(options.databaseUrl);
  try {
    if ((options.seed ?? 'demo') === 'demo') await seedDemo(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const router = createAppApiRouter(createAppApiServices(database.db));
  return { router, database, close: () => database.close() };
}

export interface AppApiServiceOptions {
  /** Proves phones for sign-up and reset; defaults to Firebase as the environment configures it. */
  phoneTokens?: PhoneTokenVerifier;
  phoneAuth?: PhoneAuthServiceOptions;
}

/** Every service of the embedded upstream over one database. */
export function createAppApiServices(
  db: Database['db'],
  options: AppApiServiceOptions = {},
): AppApiDeps {
  const config = createConfigService(db);
  const verifier = options.phoneTokens ?? phoneTokenVerifierFromEnv();
  return {
    auth: createAuthService(db),
    phoneAuth: createPhoneAuthService(db, { verifier, config }, options.phoneAuth),
    config,
    stores: createStoreService(db),
    tournaments: createTournamentService(db),
    matches: createMatchService(db),
    wallet: createWalletService(db),
  };
}
