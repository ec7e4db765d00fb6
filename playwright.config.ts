import { defineConfig, devices } from '@playwright/test';
import {
  AUTH_EMULATOR_HOST,
  AUTH_EMULATOR_PORT,
  AUTH_EMULATOR_URL,
} from './tests/e2e/auth-emulator';
import { E2E_WEBHOOK_SECRET } from './tests/e2e/bank-webhook';
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/lib.mjs';

// Overridable so two runs on one machine do not clash (the emulator's port likewise).
const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: the tests share one server and its in-memory database (logins, a password change).
  // `npm test` runs two shards side by side instead, each with servers of its own
  // (scripts/playwright-shards.mjs).
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // No trace by default: its screencast and DOM snapshots cost a fifth of the layer's CPU
    // (measured on tournaments.spec: 115 CPU-s with traces kept on failure, 90 without). A
    // failure keeps a screenshot; `--trace retain-on-failure` brings traces back when debugging.
    trace: 'off',
    // The app's service worker would serve pages and reads from its caches, out of sight of
    // page.route; pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // One browser context and page per worker, reset by Playwright between tests (cookies,
    // storage, clock, viewport, media): on this 2-core machine a new context's first page costs
    // a renderer process and a cold start of the app's scripts, about 1.5 s of a 2 s navigation.
    reuseContext: true,
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: [
    {
      // Phone sign-up and reset run against the Firebase Auth emulator (offline, ~12 s to start).
      command: `node scripts/firebase-emulator.mjs --port ${AUTH_EMULATOR_PORT}`,
      url: `${AUTH_EMULATOR_URL}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATABASE_URL: 'memory://',
        SEED: 'demo',
        NODE_ENV: 'test',
        // The Auth emulator's unsigned tokens are accepted in demo mode only.
        APP_MODE: 'demo',
        LOG_LEVEL: 'warn',
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        PAYMENT_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        // The specs assert what a document carries (no read asked again), not how fast a busy
        // machine reads it: a phone's 250 ms budget would leave reads out there now and then.
        FIRST_SCREEN_BUDGET_MS: '5000',
      },
    },
  ],
});
