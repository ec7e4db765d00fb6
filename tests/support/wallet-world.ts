// A wallet world for the upstream's payment tests: the embedded upstream's router on its own
// HTTP server over one test database, five signed-in users (two organisers, a player, a viewer,
// an operator), and the calls the tests make (a JSON request, the bank's signed webhook, a paid
// top-up). After every test each user's ledger sums to the balance, and every movement names an
// existing cause.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEFAULT_WALLET_CONFIG } from '../../fixtures/wallet';
import { createAppApiRouter, createAppApiServices, type AppApiEvent } from '../../src/app-api';
import type { Database } from '../../src/app-api/db/client';
import { bankTransfers } from '../../src/app-api/db/schema';
import { hashPassword } from '../../src/app-api/services/auth';
import { signWebhookBody } from '../../src/app-api/services/wallet/webhook-signature';
import type { Permission } from '../../src/shared/permissions';
import type { Topup } from '../../src/shared/schemas/payments';
import { loginResponseWire } from '../../src/shared/wire/auth';
import { topupWire } from '../../src/shared/wire/payments';
import type { DatabaseTarget } from './databases';
import { coinOf, createUser, expectLedgerBalanced } from './tournament-world';
import { upstreamCaller, type Reply } from './upstream-http';
import { expectLedgerReferenced } from './wallet-invariants';

/** The bank webhook's secret in these tests. */
export const SECRET = 'test-webhook-secret';
const PASSWORD = 'Secret@123';
const ORGANISER: Permission[] = ['tournament.create', 'profile.all'];

export function walletWorld(target: DatabaseTarget) {
  let database: Database;
  let closeDatabase: () => Promise<void>;
  let server: Server;
  let origin: string;
  const events: AppApiEvent[] = [];
  const tokens = { organiser: '', organiser2: '', player: '', viewer: '', operator: '' };
  const ids = { organiser: 0, organiser2: 0, player: 0, viewer: 0, operator: 0 };

  const { call, expectError } = upstreamCaller(() => origin);

  /** The provider's POST: a JSON body signed with `secret` (or a given signature header). */
  async function webhook(
    payload: unknown,
    options: { secret?: string; signature?: string | null; raw?: string } = {},
  ): Promise<Reply> {
    const raw = options.raw ?? JSON.stringify(payload);
    const signature =
      options.signature === undefined
        ? signWebhookBody(options.secret ?? SECRET, raw)
        : options.signature;
    return call('POST', '/payments/webhook', {
      raw,
      headers: signature === null ? {} : { 'x-signature': signature },
    });
  }

  function transfer(memo: string, amount: number, overrides: Record<string, unknown> = {}) {
    return {
      id: randomUUID(),
      gateway: 'MBBank',
      transactionDate: '2026-01-05 10:15:00',
      accountNumber: DEFAULT_WALLET_CONFIG.bank.accountNumber,
      content: `MBVCB.8123.${memo}.CT tu 0011 NGUYEN VAN A`,
      transferType: 'in',
      transferAmount: amount,
      referenceCode: 'FT26005',
      ...overrides,
    };
  }

  async function createTopup(token: string, coins: number): Promise<Topup> {
    const reply = await call('POST', '/wallet/topups', { token, json: { coins } });
    expect(reply.status).toBe(201);
    return topupWire.parse(reply.body.data);
  }

  /** A paid top-up, the way users get coins. */
  async function topUp(token: string, coins: number): Promise<Topup> {
    const topup = await createTopup(token, coins);
    const reply = await webhook(transfer(topup.memo, topup.amountVnd));
    expect(reply.body.data).toMatchObject({ outcome: 'credited', replay: false });
    return topup;
  }

  async function balance(userId: number): Promise<number> {
    return coinOf(database.db, userId);
  }

  async function transfersOf(providerTransactionId: string) {
    return database.db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.providerTransactionId, providerTransactionId));
  }

  beforeAll(async () => {
    ({ database, close: closeDatabase } = await target.open());
    const passwordHash = await hashPassword(PASSWORD);
    const services = createAppApiServices(database.db, {
      webhookSecret: SECRET,
      onEvent: (event) => events.push(event),
    });
    const app = express();
    app.use('/app-api/v1', createAppApiRouter(services));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app-api/v1`;
    const permissions: Record<keyof typeof tokens, Permission[]> = {
      organiser: ORGANISER,
      organiser2: ORGANISER,
      player: ['profile.all'],
      viewer: [],
      operator: ['profile.all', 'payment.manage'],
    };
    for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const user = await createUser(database.db, { permissions: permissions[role], passwordHash });
      ids[role] = user.id;
      const reply = await call('POST', '/auth/login', {
        json: { username: user.username, password: PASSWORD },
      });
      tokens[role] = loginResponseWire.parse(reply.body.data).token;
    }
  });

  afterEach(async () => {
    await expectLedgerBalanced(database.db);
    await expectLedgerReferenced(database.db);
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await closeDatabase?.();
  });

  return {
    get db() {
      return database.db;
    },
    events,
    tokens,
    ids,
    call,
    expectError,
    webhook,
    transfer,
    createTopup,
    topUp,
    balance,
    transfersOf,
  };
}
