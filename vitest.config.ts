import { defineConfig } from 'vitest/config';

const layer = (name: string, timeout: number) => ({
  extends: true as const,
  test: {
    name,
    include: [`tests/${name}/**/*.test.ts`],
    environment: 'node' as const,
    testTimeout: timeout,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Demo mode, chosen on purpose as src/shared/run-mode.ts asks: the tests use the demo data,
    // the Auth emulator and the development webhook secret. Production is tested by asking for it.
    env: { NODE_ENV: 'test', APP_MODE: 'demo', LOG_LEVEL: 'silent' },
    // The migrated and the seeded database, dumped once; every test server starts from a copy.
    globalSetup: ['tests/support/pglite-dumps.ts'],
    // Two workers on two cores: most test time is spent waiting on servers, sockets and timers.
    // Threads rather than forked processes: 283 s against 306 s for these layers, measured on
    // this machine in one run each (the workers share one process's memory and start faster).
    pool: 'threads',
    maxWorkers: 2,
    // Each worker imports the app's modules once, not once per test file: measured on this
    // machine, the Vitest layers took 5 m 33 s instead of 6 m 24 s and 2 CPU-minutes less. Every
    // suite builds its own servers, databases and services, so no state is shared through them.
    isolate: false,
    projects: [layer('unit', 10_000), layer('integration', 30_000), layer('http', 30_000)],
  },
});
