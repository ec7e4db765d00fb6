// The world of the sign-up tests: a real Firebase Auth emulator, the embedded upstream on a
// demo database behind HTTP, and the BFF's client of it, set up once for a test file.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import type { AuthEmulator } from '../../scripts/firebase-emulator.mjs';
import { createAppApiServices } from '../../src/app-api';
import { openDatabase, type Database } from '../../src/app-api/db/client';
import { users } from '../../src/app-api/db/schema';
import { seedDemo } from '../../src/app-api/demo/seed';
import { createAppApiRouter } from '../../src/app-api/routes';
import { createFirebasePhoneTokenVerifier } from '../../src/app-api/services/auth/phone-token';
import type { SignupInput } from '../../src/shared/schemas/auth';
import { createUpstreamClient, type UpstreamClient } from '../../src/server/upstream/client';
import { DEMO_PROJECT_ID, emulatorIdToken, startTestAuthEmulator } from './auth-emulator';
import { memoryDatabase } from './databases';
import { callerFor } from './embedded-upstream';

export interface SignupWorld {
  readonly emulator: AuthEmulator;
  readonly database: Database;
  /** The upstream's own address, for calls that skip the BFF. */
  readonly origin: string;
  readonly upstream: UpstreamClient;
  /** Moves the upstream's clock ahead (tickets and attempt windows expire); 0 puts it back. */
  setClockOffset(ms: number): void;
  /** A phone number no test used yet: the attempt limit counts per phone. */
  newPhone(): string;
  /** The BFF's procedures for a visitor. */
  guest(): ReturnType<typeof callerFor>['caller'];
  userCount(): Promise<number>;
  /** Step 1 done for `phone`: its ticket. */
  ticketFor(phone: string): Promise<string>;
  /** Step 2's details for `ticket`, with a username no test used yet. */
  details(ticket: string, overrides?: Partial<SignupInput>): SignupInput;
}

/** Registers the file's set-up and tear-down; its parts are there once `beforeAll` has run. */
export function signupWorld(): SignupWorld {
  let emulator: AuthEmulator | undefined;
  let database: Database | undefined;
  let server: Server | undefined;
  let origin = '';
  let upstream: UpstreamClient | undefined;
  let savedEmulatorHost: string | undefined;
  let clockOffsetMs = 0;
  let nextPhone = 0;
  let nextName = 0;
  const ready = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('the sign-up world is not set up yet');
    return part;
  };

  beforeAll(async () => {
    emulator = await startTestAuthEmulator();
    savedEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // firebase-admin reads this on every verification: it makes emulator tokens acceptable.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;

    database = await openDatabase(memoryDatabase('none'));
    await seedDemo(database.db);
    const services = createAppApiServices(database.db, {
      phoneTokens: createFirebasePhoneTokenVerifier({ projectId: DEMO_PROJECT_ID }),
      phoneAuth: { now: () => new Date(Date.now() + clockOffsetMs) },
    });
    const app = express();
    // Many sign-ups from one address here: the upstream's limits are tested on their own.
    const loose = { perIp: 1_000, perAccount: 1_000 };
    app.use(
      '/app-api/v1',
      createAppApiRouter({
        ...services,
        limits: { signup: loose, reset: loose, checkPhone: loose },
      }),
    );
    const listening = createServer(app);
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    upstream = createUpstreamClient({ baseUrl: origin, timeoutMs: 10_000 });
  }, 120_000);

  afterAll(async () => {
    if (savedEmulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedEmulatorHost;
    const running = server;
    if (running) {
      running.closeAllConnections();
      await new Promise<void>((resolve) => running.close(() => resolve()));
    }
    await database?.close();
    await emulator?.stop();
  }, 30_000);

  const guest = () => callerFor(ready(upstream)).caller;
  return {
    get emulator() {
      return ready(emulator);
    },
    get database() {
      return ready(database);
    },
    get origin() {
      return origin;
    },
    get upstream() {
      return ready(upstream);
    },
    setClockOffset: (ms) => {
      clockOffsetMs = ms;
    },
    newPhone: () => `+8439${String(1_000_000 + ++nextPhone * 7919).slice(-7)}`,
    guest,
    userCount: async () => {
      const [row] = await ready(database).db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    ticketFor: async (phone) => {
      const idToken = await emulatorIdToken(ready(emulator).url, phone);
      const { ticket } = await guest().auth.signupVerifyStep1({ idToken, phone });
      return ticket;
    },
    details: (ticket, overrides = {}) => {
      nextName += 1;
      return {
        ticket,
        username: `co_thu_${nextName}`,
        fullName: 'Phạm Quốc Bảo',
        password: 'BidaMoi2026',
        confirmPassword: 'BidaMoi2026',
        rank: 'G',
        ...overrides,
      };
    },
  };
}
