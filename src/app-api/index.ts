import type { Router } from 'express';
import { openDatabase, type Database } from './db/client';
import { seedDemo } from './db/seed';
import { createAppApiRouter } from './routes';
import { createAuthService } from './services/auth';
import { createConfigService } from './services/config';

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
  const router = createAppApiRouter({
    auth: createAuthService(database.db),
    config: createConfigService(database.db),
  });
  return { router, database, close: () => database.close() };
}
