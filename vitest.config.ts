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
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    projects: [layer('unit', 10_000), layer('integration', 30_000), layer('http', 30_000)],
  },
});
