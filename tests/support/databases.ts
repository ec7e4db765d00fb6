// Every database this machine offers to the DB-heavy suites: PGlite always, and PostgreSQL too
// when TEST_DATABASE_URL names a server (each suite then gets a throw-away database on it).
import { openDatabase, type Database } from '../../src/app-api/db/client';
import { createScratchDatabase } from '../../src/app-api/db/scratch-database';

export interface DatabaseTarget {
  label: string;
  kind: Database['kind'];
  open(): Promise<{ database: Database; close(): Promise<void> }>;
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      label: 'PGlite (memory://)',
      kind: 'pglite',
      open: async () => {
        const database = await openDatabase('memory://');
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
        return {
          database,
          close: async () => {
            await database.close();
            await scratch.drop();
          },
        };
      },
    });
  }
  return targets;
}
