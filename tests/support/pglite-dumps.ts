// Vitest global setup: the two databases every suite starts from, made once per run. Migrating
// and seeding the demo world take seconds on each server start; loading a dump takes a fraction
// of one (PGlite's `loadDataDir`). Each project's setup finds the dumps of this run's first one.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/app-api/db/client';
import { seedDemo } from '../../src/app-api/demo/seed';

export interface PgliteDumps {
  /** Migrated, no rows: what `seed: 'none'` starts on. */
  empty: string;
  /** Migrated and seeded with the demo world of fixtures/. */
  demo: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumps: PgliteDumps;
  }
}

export default async function setup(project: TestProject) {
  const dir = path.join(tmpdir(), `bidahub-pglite-${process.pid}`);
  const dumps: PgliteDumps = {
    empty: path.join(dir, 'empty.tar'),
    demo: path.join(dir, 'demo.tar'),
  };
  if (!existsSync(dumps.demo)) {
    await mkdir(dir, { recursive: true });
    const database = await openDatabase('memory://');
    try {
      await database.dumpTo?.(dumps.empty);
      await seedDemo(database.db);
      await database.dumpTo?.(dumps.demo);
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteDumps', dumps);
  return () => rm(dir, { recursive: true, force: true });
}
