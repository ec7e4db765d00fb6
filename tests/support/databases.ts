// Every database this machine offers to the DB-heavy suites: PGlite always, and PostgreSQL too
// when TEST_DATABASE_URL names a server (each suite then gets a throw-away database on it).
import { inject } from 'vitest';
import { memoryUrlFrom, openDatabase, type Database } from '../../src/app-api/db/client';
import { createScratchDatabase } from '../../src/app-api/db/scratch-database';

export interface DatabaseTarget {
  label: string;
  kind: Database['kind'];
  /**
   * The database, and on a server a `twin`: a second connection pool to it, as a second
   * instance of the upstream would have (an in-memory PGlite has one process only).
   */
  open(): Promise<{ database: Database; close(): Promise<void>; twin?: () => Promise<Database> }>;
}

/**
 * An in-memory database as this run's dumps left it (tests/support/pglite-dumps.ts): with the
 * demo world, or migrated and empty, as a server started with that `seed` would have it.
 */
export function memoryDatabase(seed: 'demo' | 'none' = 'demo'): string {
  const dumps = inject('pgliteDumps');
  return memoryUrlFrom(seed === 'demo' ? dumps.demo : dumps.empty);
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      label: 'PGlite (memory://)',
      kind: 'pglite',
      open: async () => {
        const database = await openDatabase(memoryDatabase('none'));
        return { database, close: () => database.close() };
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      label: `PostgreSQL (${new URL(serverUrl).host})`,
      kind: 'postgres',
      open: async () => {
        const scratch = await createScratchDatabase(serverUrl);
        const database = await openDatabase(scratch.url);
        const twins: Database[] = [];
        return {
          database,
          twin: async () => {
            const twin = await openDatabase(scratch.url);
            twins.push(twin);
            return twin;
          },
          close: async () => {
            for (const twin of twins) await twin.close();
            await database.close();
            await scratch.drop();
          },
        };
      },
    });
  }
  return targets;
}
