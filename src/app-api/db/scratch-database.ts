// Test support: a throw-away PostgreSQL database, so suites against a real server start clean
// and leave nothing behind. Not used by the running app.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  drop(): Promise<void>;
}

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Creates a fresh database next to the one `serverUrl` names. Where the role may not create
 * databases, falls back to emptying the given database itself (it must be a test database).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'bidahub_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(serverUrl, (c) => c.query(`create database "${name}"`));
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    await withClient(serverUrl, (c) =>
      c.query(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      ),
    );
    return { url: serverUrl, drop: async () => {} };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
