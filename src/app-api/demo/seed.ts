import { count, sql } from 'drizzle-orm';
import { FIXTURE_ACCOUNT_LIST } from '../../../fixtures/accounts';
import { DEFAULT_CONFIG } from '../../../fixtures/config';
import { DEFAULT_WALLET_CONFIG } from '../../../fixtures/wallet';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../../fixtures/players';
import { FIXTURE_STORES, storeRows } from '../../../fixtures/stores';
import { toSnakeCase } from '../../shared/wire/case';
import { hashPassword } from '../services/auth';
import { WALLET_CONFIG_KEY } from '../services/config';
import type { Db } from '../db/client';
import { seedDemoWorld } from './demo-world';
import { appConfig, storeManagers, stores, users } from '../db/schema';

// Same key on every instance: two servers starting on one empty database seed it once.
const SEED_LOCK_KEY = 7_304_118;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo world of fixtures/ into an empty database (no users yet): the fixed accounts,
 * the demo players and stores, and the tournaments played through the services.
 * Returns false, touching nothing, when the database already has users.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // Hashing is the slow part: done before the transaction, in parallel on libuv's pool; the
  // demo players share one password, hashed once.
  const [accounts, demoHash] = await Promise.all([
    Promise.all(
      FIXTURE_ACCOUNT_LIST.map(async ({ password, ...account }) => ({
        ...account,
        permissions: [...account.permissions],
        // Coins arrive through the ledger (seedDemoWorld), so that it sums to the balance.
        coin: 0,
        passwordHash: await hashPassword(password),
      })),
    ),
    hashPassword(DEMO_PLAYER_PASSWORD),
  ]);
  const now = Date.now();
  // Members for a while before the demo's first tournament (their rating charts start here).
  const memberSince = (daysAgo: number) => new Date(now - daysAgo * DAY);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    await tx
      .insert(appConfig)
      .values([
        ...Object.entries(DEFAULT_CONFIG).map(([key, value]) => ({ key: toSnakeCase(key), value })),
        { key: WALLET_CONFIG_KEY, value: DEFAULT_WALLET_CONFIG },
      ])
      .onConflictDoNothing();
    const fixed = await tx
      .insert(users)
      .values(accounts.map((account) => ({ ...account, createdAt: memberSince(400) })))
      .returning();
    const demo = await tx
      .insert(users)
      .values(
        FIXTURE_PLAYERS.map(({ coin: _coin, ...player }, i) => ({
          ...player,
          createdAt: memberSince(360 - i * 4),
          permissions: ['profile.all'],
          passwordHash: demoHash,
        })),
      )
      .returning();
    const storeIds = await tx.insert(stores).values(storeRows()).returning({ id: stores.id });
    const people = new Map([...fixed, ...demo].map((row) => [row.username, row.id]));
    await tx.insert(storeManagers).values(
      FIXTURE_STORES.flatMap((store, i) =>
        store.managers.map((username) => ({
          storeId: storeIds[i]?.id as number,
          userId: people.get(username) as number,
        })),
      ),
    );
    await seedDemoWorld(tx, {
      users: new Map([...fixed, ...demo].map((row) => [row.username, row])),
      storeIds: new Map(FIXTURE_STORES.map((store, i) => [store.key, storeIds[i]?.id as number])),
      now,
    });
    return true;
  });
}

async function hasUsers(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}
