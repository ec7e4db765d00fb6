import { count, sql } from 'drizzle-orm';
import { FIXTURE_ACCOUNT_LIST } from '../../../fixtures/accounts';
import { DEFAULT_CONFIG } from '../../../fixtures/config';
import { toSnakeCase } from '../../shared/wire/case';
import { hashPassword } from '../services/auth';
import type { Db } from './client';
import { appConfig, users } from './schema';

// Same key on every instance: two servers starting on one empty database seed it once.
const SEED_LOCK_KEY = 7_304_118;

/**
 * Seeds the demo world of fixtures/ into an empty database (no users yet).
 * Returns false, touching nothing, when the database already has users.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // Hashing is the slow part: done before the transaction, in parallel on libuv's pool.
  const accounts = await Promise.all(
    FIXTURE_ACCOUNT_LIST.map(async ({ password, ...account }) => ({
      ...account,
      permissions: [...account.permissions],
      passwordHash: await hashPassword(password),
    })),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    await tx
      .insert(appConfig)
      .values(
        Object.entries(DEFAULT_CONFIG).map(([key, value]) => ({ key: toSnakeCase(key), value })),
      )
      .onConflictDoNothing();
    await tx.insert(users).values(accounts);
    return true;
  });
}

async function hasUsers(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}
