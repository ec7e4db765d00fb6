import { existsSync, mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from './paths';
import * as schema from './schema';
import { logger } from '../logger';

type Schema = typeof schema;

/** One database type for both drivers; services take this and never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: writes its whole data directory as a tar file (see `memoryUrlFrom`). */
  dumpTo?(file: string): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Defaults to `src/app-api/db/migrations` under the directory holding package.json. */
  migrationsFolder?: string;
  /** Told of every statement the app's queries send (tests count them). */
  onQuery?: (sql: string) => void;
}

const DEFAULT_PGLITE_DIR = 'data/pglite';

const MIGRATIONS_PATH = path.join('src', 'app-api', 'db', 'migrations');
// Any fixed number works: it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_304_117;

/**
 * Opens the database named by `url` and brings its schema up to date.
 * - unset: PGlite on disk in `./data/pglite` (relative to the working directory)
 * - `memory://`: in-memory PGlite (tests)
 * - `memory://?from=<dump>`: in-memory PGlite that starts as a copy of a dump (`memoryUrlFrom`)
 * - `file:///abs/dir`: PGlite on disk in that directory
 * - `postgres://…` / `postgresql://…`: PostgreSQL through a node-postgres pool
 */
export async function openDatabase(
  url?: string,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const settings: Settings = {
    migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder(),
    logger: options.onQuery ? { logQuery: options.onQuery } : undefined,
  };
  if (url && /^postgres(ql)?:\/\//i.test(url)) return openPostgres(url, settings);
  if (!url) {
    const dataDir = path.resolve(DEFAULT_PGLITE_DIR);
    mkdirSync(dataDir, { recursive: true });
    return openPglite(dataDir, settings);
  }
  if (url === 'memory://') return openPglite('memory://', settings);
  if (url.startsWith('memory://?from=')) {
    const dump = new URL(url).searchParams.get('from') ?? '';
    return openPglite('memory://', settings, new Blob([await readFile(dump)]));
  }
  if (url.startsWith('file:')) {
    const dataDir = fileURLToPath(url);
    mkdirSync(dataDir, { recursive: true });
    return openPglite(dataDir, settings);
  }
  throw new Error(
    `DATABASE_URL không được hỗ trợ: "${redact(url)}" (dùng memory://, file://… hoặc postgres://…)`,
  );
}

interface Settings {
  migrationsFolder: string;
  logger: { logQuery: (sql: string) => void } | undefined;
}

/**
 * Postgres settings for the embedded database: its defaults are sized for a server of its own
 * (128 MB of shared buffers, all of it resident in the WebAssembly heap). The demo data and a
 * club's tournaments fit in a fraction; measured on the demo world, 16 MB takes PGlite from
 * about 390 MB resident to about 275 MB, and the list queries are as fast.
 */
const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  work_mem: '2MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
  maintenance_work_mem: '16MB',
};

const pgliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
};

// Run in a worker thread (CommonJS, with PGlite's CommonJS build): creates the data directory.
const CREATE_DATA_DIR = `
  const { workerData } = require('node:worker_threads');
  const { PGlite } = require(workerData.pglite);
  PGlite.create(workerData.dataDir, workerData.options).then((client) => client.close());
`;

/**
 * Creates a PGlite data directory in a worker thread. The instance that runs initdb keeps its
 * memory (about 450 MB of WebAssembly heap, never given back) for its whole life, and a closed
 * instance's is returned only when the garbage collector gets to it, which under a light load
 * may be never: a newcomer's first `npm start` carried it. A worker's heap goes when it ends.
 */
async function createDataDir(dataDir: string): Promise<void> {
  const worker = new Worker(CREATE_DATA_DIR, {
    eval: true,
    workerData: {
      pglite: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
      dataDir,
      options: pgliteOptions,
    },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb worker exited with ${code}`)),
    );
  });
}

/**
 * The URL of an in-memory database that starts as a copy of `dump` (a data directory written by
 * `Database.dumpTo`). Loading a dump takes a fraction of a second where migrating and seeding
 * take seconds: the test suites make one per run and start every server from it.
 */
export function memoryUrlFrom(dump: string): string {
  return `memory://?from=${encodeURIComponent(dump)}`;
}

async function openPglite(dataDir: string, settings: Settings, dump?: Blob): Promise<Database> {
  if (dataDir !== 'memory://' && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await createDataDir(dataDir);
  }
  const client = await PGlite.create(dataDir, { ...pgliteOptions, loadDataDir: dump });
  try {
    await migratePglite(drizzlePglite({ client, schema }), settings);
    const db = drizzlePglite({ client, schema, logger: settings.logger });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: once(() => client.close()),
      dumpTo: async (file) => {
        const tar = await client.dumpDataDir('none');
        await writeFile(file, Buffer.from(await tar.arrayBuffer()));
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string, settings: Settings): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.error({ err: error.message }, 'PostgreSQL pool error'));
  try {
    await migrateWithLock(pool, settings.migrationsFolder);
    return {
      db: drizzleNodePg({ client: pool, schema, logger: settings.logger }),
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: once(() => pool.end()),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

// Several instances may start together on one server: only one of them migrates at a time.
async function migrateWithLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

/** Works from source (tsx, vitest) and from the bundle in dist/, via the checkout's root. */
export function defaultMigrationsFolder(): string {
  return path.join(projectRoot(), MIGRATIONS_PATH);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
