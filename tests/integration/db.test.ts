import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import { defaultMigrationsFolder, openDatabase, type Database } from '../../src/app-api/db/client';
import { createScratchDatabase } from '../../src/app-api/db/scratch-database';
import {
  appConfig,
  sessions,
  users,
  walletTransactions,
  type NewUserRow,
} from '../../src/app-api/db/schema';
import { seedDemo } from '../../src/app-api/demo/seed';
import { createAuthService, hashPassword, verifyPassword } from '../../src/app-api/services/auth';
import { createConfigService } from '../../src/app-api/services/config';
import { createAccount } from '../support/accounts';
import { rejection } from '../support/rejection';

interface Target {
  label: string;
  prepare(): Promise<{ url: string; cleanup(): Promise<void> }>;
}

// Every database this machine offers: PGlite always, PostgreSQL when TEST_DATABASE_URL names one.
const targets: Target[] = [
  {
    label: 'PGlite (memory://)',
    prepare: async () => ({ url: 'memory://', cleanup: async () => {} }),
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  targets.push({
    label: `PostgreSQL (${new URL(serverUrl).host})`,
    prepare: async () => {
      const scratch = await createScratchDatabase(serverUrl);
      return { url: scratch.url, cleanup: scratch.drop };
    },
  });
}

const { organizer, player } = FIXTURE_ACCOUNTS;

/** The SQLSTATE of a failed query, through Drizzle's wrapping. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
  return undefined;
}

/** Raw rows; both drivers answer `{ rows }`, which the shared Db type leaves unknown. */
async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

async function appliedMigrations(database: Database): Promise<number> {
  return (await queryRows(database, sql`select id from drizzle.__drizzle_migrations`)).length;
}

function journalEntries(): number {
  const journal = path.join(defaultMigrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

describe.each(targets)('database and auth service on $label', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  const clock = new Date();

  const auth = () => createAuthService(database.db, { now: () => clock });

  /** A user of its own, so tests that change passwords do not disturb each other. */
  const createUser = (password: string, overrides: Partial<NewUserRow> = {}) =>
    createAccount(database.db, password, overrides);

  beforeAll(async () => {
    const prepared = await target.prepare();
    cleanup = prepared.cleanup;
    database = await openDatabase(prepared.url);
  });

  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  describe('migrations', () => {
    it('creates the tables and records the migration', async () => {
      const tables = await queryRows<{ table_name: string }>(
        database,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['app_config', 'sessions', 'users']),
      );
      expect(await appliedMigrations(database)).toBe(journalEntries());
      await expect(database.ping()).resolves.toBeUndefined();
      expect(database.kind).toBe(target.label.startsWith('PGlite') ? 'pglite' : 'postgres');
    });
  });

  describe('seed', () => {
    it('seeds the fixture accounts and the config once', async () => {
      expect(await seedDemo(database.db)).toBe(true);
      expect(await seedDemo(database.db)).toBe(false);
      const rows = await database.db.select().from(users);
      expect(rows.map((u) => u.username)).toEqual(
        expect.arrayContaining(Object.keys(FIXTURE_ACCOUNTS)),
      );
      expect(rows).toHaveLength(Object.keys(FIXTURE_ACCOUNTS).length + FIXTURE_PLAYERS.length);
      const organizerRow = rows.find((u) => u.username === 'organizer');
      expect(organizerRow).toMatchObject({ coin: 1000, permissions: organizer.permissions });
      expect(organizerRow?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      const keys = (await database.db.select().from(appConfig)).map((r) => r.key).sort();
      expect(keys).toEqual([
        'carom_shares',
        'race_to_default',
        'ranks',
        'site_name',
        'spot_overrides',
        'wallet',
      ]);
    });
  });

  describe('constraints', () => {
    it('moves coins only through the ledger, and never below zero', async () => {
      const user = await createUser('Coin@12345');
      // A balance changed behind the ledger's back would break "the ledger sums to the balance".
      expect(
        await sqlState(database.db.update(users).set({ coin: 5 }).where(eq(users.id, user.id))),
      ).toBe('23001');
      const credit = {
        userId: user.id,
        type: 'adjustment' as const,
        referenceType: 'adjustment' as const,
        referenceId: null,
        description: 'Điều chỉnh',
        balanceAfter: 0,
      };
      const [row] = await database.db
        .insert(walletTransactions)
        .values({ ...credit, amount: 30 })
        .returning();
      expect(row?.balanceAfter).toBe(30);
      expect(
        await sqlState(database.db.insert(walletTransactions).values({ ...credit, amount: -31 })),
      ).toBe('23514');
      expect(
        await sqlState(
          database.db
            .update(walletTransactions)
            .set({ amount: 300 })
            .where(eq(walletTransactions.userId, user.id)),
        ),
      ).toBe('23001');
      const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(after?.coin).toBe(30);
    });

    it('refuses a movement without its cause', async () => {
      const user = await createUser('Cause@12345');
      expect(
        await sqlState(
          database.db.insert(walletTransactions).values({
            userId: user.id,
            type: 'topup',
            amount: 10,
            balanceAfter: 0,
            referenceType: 'topup',
            referenceId: null,
            description: 'Nạp xu',
          }),
        ),
      ).toBe('23514');
    });

    it('rejects a username that differs from another only by case', async () => {
      expect(await sqlState(createUser('Case@12345', { username: 'Player' }))).toBe('23505');
    });

    it('rejects an unknown rank and a phone outside E.164', async () => {
      expect(await sqlState(createUser('Rank@12345', { rank: 'Z' as 'K' }))).toBe('23514');
      expect(await sqlState(createUser('Phone@12345', { phone: '0912345678' }))).toBe('23514');
    });

    it('never deletes a ledger row, nor a user who has one', async () => {
      const user = await createUser('Keep@12345');
      await database.db.insert(walletTransactions).values({
        userId: user.id,
        type: 'adjustment',
        amount: 40,
        balanceAfter: 0,
        referenceType: 'adjustment',
        referenceId: null,
        description: 'Điều chỉnh',
      });
      const mine = eq(walletTransactions.userId, user.id);
      expect(await sqlState(database.db.delete(walletTransactions).where(mine))).toBe('23001');
      // Refused by the ledger's trigger, or first by the prize payments' foreign key to it.
      expect(['23001', '0A000']).toContain(
        await sqlState(database.db.execute(sql`truncate wallet_transactions`)),
      );
      expect(await sqlState(database.db.execute(sql`truncate wallet_transactions cascade`))).toBe(
        '23001',
      );
      // RESTRICT, not CASCADE: deleting the owner would take the history with it. (PostgreSQL 18
      // reports a RESTRICT violation as 23001, earlier versions as 23503.)
      const [fk] = await queryRows<{ confdeltype: string }>(
        database,
        sql`select confdeltype from pg_constraint
            where conname = 'wallet_transactions_user_id_users_id_fk'`,
      );
      expect(fk?.confdeltype).toBe('r');
      expect(['23001', '23503']).toContain(
        await sqlState(database.db.delete(users).where(eq(users.id, user.id))),
      );
      expect(await database.db.select().from(walletTransactions).where(mine)).toHaveLength(1);
      const [kept] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(kept?.coin).toBe(40);
    });

    it('stores đồng amounts in 64 bits: a bank may report more than 2^31', async () => {
      const columns = await queryRows<{ table_name: string; data_type: string }>(
        database,
        sql`select table_name, data_type from information_schema.columns
            where table_schema = 'public' and column_name = 'amount_vnd' order by table_name`,
      );
      expect(columns).toEqual([
        { table_name: 'bank_transfers', data_type: 'bigint' },
        { table_name: 'payouts', data_type: 'bigint' },
        { table_name: 'topups', data_type: 'bigint' },
      ]);
    });

    it('deletes the sessions of a deleted user', async () => {
      const user = await createUser('Gone@12345');
      await auth().login(user.username, 'Gone@12345');
      await database.db.delete(users).where(eq(users.id, user.id));
      const left = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(left).toEqual([]);
    });
  });

  describe('config service', () => {
    it('reads the seeded config, writes a change and keeps the rest', async () => {
      const config = createConfigService(database.db);
      expect(await config.getConfig()).toEqual(DEFAULT_CONFIG);
      const overrides = [{ stronger: 'D' as const, weaker: 'K' as const, spot: 2 }];
      await config.updateConfig({ spotOverrides: overrides, raceToDefault: 9 });
      expect(await config.getConfig()).toEqual({
        ...DEFAULT_CONFIG,
        spotOverrides: overrides,
        raceToDefault: 9,
      });
      expect(await config.mapRaceTo({ rankA: 'K', rankB: 'D', raceTo: 7 })).toMatchObject({
        raceA: 5,
        raceB: 7,
        spot: 2,
      });
    });

    it('refuses a config without every rank', async () => {
      const config = createConfigService(database.db);
      const error = await rejection(config.updateConfig({ ranks: DEFAULT_CONFIG.ranks.slice(1) }));
      expect(error.status).toBe(422);
      expect(Object.keys(error.errors ?? {})).toEqual(['ranks']);
    });
  });
});

// The third way to open PGlite (a directory), and what the default ./data/pglite relies on.
describe('PGlite on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bidahub-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across restarts and migrates only once', async () => {
    const url = pathToFileURL(dir).toString();
    const first = await openDatabase(url);
    try {
      expect(await seedDemo(first.db)).toBe(true);
    } finally {
      await first.close();
    }
    const second = await openDatabase(url);
    try {
      expect(await seedDemo(second.db)).toBe(false);
      const { user } = await createAuthService(second.db).login(player.username, player.password);
      expect(user.coin).toBe(player.coin);
      expect(await appliedMigrations(second)).toBe(journalEntries());
    } finally {
      await second.close();
    }
    // Seeding the whole demo onto disk takes 15–20 s on a 2-core CI machine, more when shared.
  }, 90_000);
});

describe('password hashes', () => {
  it('verify only the right password and reject malformed records', async () => {
    const stored = await hashPassword('Secret@123', { N: 1024, r: 8, p: 1 });
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Secret@123', stored)).toBe(true);
    expect(await verifyPassword('secret@123', stored)).toBe(false);
    expect(await verifyPassword('Secret@123', 'plain-text')).toBe(false);
    expect(await verifyPassword('Secret@123', stored.replace('$1024$', '$1000$'))).toBe(false);
    expect(
      await verifyPassword(
        'Secret@123',
        stored.replace('$1024$', () => `$${2 ** 30}$`),
      ),
    ).toBe(false);
  });
});
