// Wallet and payments of the embedded upstream over real HTTP, on every test database: the
// signed bank webhook (credit once, replays, forgeries, mismatches), top-up limits, payout
// methods, withdrawals (idempotent, concurrent) and the operator's decisions. After every test
// each user's ledger sums to the balance, and every movement names an existing cause.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WALLET_CONFIG } from '../../../fixtures/wallet';
import { createAppApiRouter, createAppApiServices, type AppApiEvent } from '../../../src/app-api';
import type { Database } from '../../../src/app-api/db/client';
import { bankTransfers, topups, walletTransactions } from '../../../src/app-api/db/schema';
import { PAYMENT_MESSAGES } from '../../../src/app-api/routes/payments';
import { hashPassword } from '../../../src/app-api/services/auth';
import { PAYOUT_MESSAGES } from '../../../src/app-api/services/wallet/payouts';
import { TOPUP_MESSAGES } from '../../../src/app-api/services/wallet/topups';
import { parseVietQrPayload } from '../../../src/app-api/services/wallet/vietqr';
import {
  DEV_WEBHOOK_SECRET,
  signWebhookBody,
  webhookSecretFromEnv,
} from '../../../src/app-api/services/wallet/webhook-signature';
import { MESSAGES } from '../../../src/shared/messages';
import type { Permission } from '../../../src/shared/permissions';
import type { Topup } from '../../../src/shared/schemas/payments';
import { loginResponseWire } from '../../../src/shared/wire/auth';
import { errorBodyWire } from '../../../src/shared/wire/envelope';
import {
  bankTransferPageWire,
  operatorPayoutWire,
  payoutMethodListWire,
  payoutPageWire,
  payoutResultWire,
  payoutWire,
  topupPageWire,
  topupWire,
  walletConfigWire,
  walletTransactionListWire,
} from '../../../src/shared/wire/payments';
import { walletPageWire } from '../../../src/shared/wire/payments';
import { databaseTargets } from '../../support/databases';
import { coinOf, createUser, expectLedgerBalanced } from '../../support/tournament-world';
import { expectLedgerReferenced } from '../../support/wallet-invariants';
import { logger as appApiLogger } from '../../../src/app-api/logger';

const SECRET = 'test-webhook-secret';
const PASSWORD = 'Secret@123';
const ORGANISER: Permission[] = ['tournament.create', 'profile.all'];

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

describe.each(databaseTargets())('wallet and payments over HTTP on $label', (target) => {
  let database: Database;
  let closeDatabase: () => Promise<void>;
  let server: Server;
  let origin: string;
  const events: AppApiEvent[] = [];
  const tokens = { organiser: '', organiser2: '', player: '', viewer: '', operator: '' };
  const ids = { organiser: 0, organiser2: 0, player: 0, viewer: 0, operator: 0 };

  async function call(
    method: string,
    path: string,
    options: {
      json?: unknown;
      token?: string;
      headers?: Record<string, string>;
      raw?: string;
    } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body =
      options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
    const response = await fetch(origin + path, { method, headers, body });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function expectError(reply: Reply, status: number, message?: string): void {
    expect(reply.status).toBe(status);
    const body = errorBodyWire.parse(reply.body);
    if (message) expect(body.message).toBe(message);
  }

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

  describe('wallet configuration and top-ups', () => {
    it('serves the wallet configuration to anyone', async () => {
      const reply = await call('GET', '/wallet/config');
      expect(reply.status).toBe(200);
      expect(walletConfigWire.parse(reply.body.data)).toEqual(DEFAULT_WALLET_CONFIG);
    });

    it('creates a pending top-up with a unique memo and a VietQR code for the amount', async () => {
      const coins = DEFAULT_WALLET_CONFIG.topupPackages[1] as number;
      const [a, b] = [
        await createTopup(tokens.player, coins),
        await createTopup(tokens.player, 77),
      ];
      if (!a || !b) throw new Error('no top-ups');
      expect(a.memo).toMatch(/^BH[A-HJ-NP-Z2-9]{8}$/);
      expect(b.memo).not.toBe(a.memo);
      expect(a).toMatchObject({
        coins,
        amountVnd: coins * DEFAULT_WALLET_CONFIG.coinValueVnd,
        status: 'pending',
        paidAt: null,
        bank: DEFAULT_WALLET_CONFIG.bank,
      });
      const ttl = Date.parse(a.expiresAt) - Date.parse(a.createdAt);
      expect(ttl).toBe(DEFAULT_WALLET_CONFIG.topupTtlMinutes * 60_000);
      const qr = parseVietQrPayload(a.qrPayload);
      expect(qr.get('54')).toBe(String(a.amountVnd));
      expect(qr.get('38')).toContain(DEFAULT_WALLET_CONFIG.bank.bin);
      expect(qr.get('38')).toContain(DEFAULT_WALLET_CONFIG.bank.accountNumber);
      expect(qr.get('62')).toBe(`08${String(a.memo.length).padStart(2, '0')}${a.memo}`);

      const own = await call('GET', `/wallet/topups/${a.id}`, { token: tokens.player });
      expect(topupWire.parse(own.body.data)).toEqual(a);
      expectError(
        await call('GET', `/wallet/topups/${a.id}`, { token: tokens.viewer }),
        404,
        TOPUP_MESSAGES.topupNotFound,
      );
      const list = topupPageWire.parse(
        (await call('GET', '/wallet/topups?per_page=1', { token: tokens.player })).body,
      );
      expect(list.meta.total).toBeGreaterThanOrEqual(2);
      expect(list.data.map((t) => t.id)).toEqual([b.id]);
    });

    it('refuses amounts outside the packages and limits, creating nothing', async () => {
      const before = topupPageWire.parse(
        (await call('GET', '/wallet/topups', { token: tokens.viewer })).body,
      ).meta.total;
      const outOfRange = TOPUP_MESSAGES.amountOutOfRange(DEFAULT_WALLET_CONFIG);
      for (const coins of [
        DEFAULT_WALLET_CONFIG.minTopup - 1,
        DEFAULT_WALLET_CONFIG.maxTopup + 1,
      ]) {
        const reply = await call('POST', '/wallet/topups', {
          token: tokens.viewer,
          json: { coins },
        });
        expectError(reply, 422, outOfRange);
        expect(reply.body.errors).toEqual({ coins: [outOfRange] });
      }
      expectError(
        await call('POST', '/wallet/topups', { token: tokens.viewer, json: { coins: 'nhiều' } }),
        422,
        'Số xu phải là một số',
      );
      expectError(
        await call('POST', '/wallet/topups', { token: tokens.viewer, json: { coins: 10.5 } }),
        422,
        'Số xu phải là số nguyên',
      );
      expectError(await call('POST', '/wallet/topups', { json: { coins: 100 } }), 401);
      const after = topupPageWire.parse(
        (await call('GET', '/wallet/topups', { token: tokens.viewer })).body,
      ).meta.total;
      expect(after).toBe(before);
    });
  });

  describe('the bank webhook', () => {
    it('credits a matched transfer once, in one movement referencing the top-up', async () => {
      const topup = await createTopup(tokens.player, 200);
      const before = await balance(ids.player);
      const body = transfer(topup.memo, topup.amountVnd);
      events.length = 0;

      const first = await webhook(body);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        data: { outcome: 'credited', replay: false, topup_id: topup.id },
      });
      expect(await balance(ids.player)).toBe(before + 200);
      expect(events).toEqual([{ type: 'wallet', userId: ids.player }]);

      const paid = topupWire.parse(
        (await call('GET', `/wallet/topups/${topup.id}`, { token: tokens.player })).body.data,
      );
      expect(paid.status).toBe('paid');
      expect(paid.paidAt).not.toBeNull();
      const history = walletPageWire.parse(
        (await call('GET', '/wallet/transactions?type=topup', { token: tokens.player })).body,
      );
      expect(history.data[0]).toMatchObject({
        type: 'topup',
        amount: 200,
        balanceAfter: before + 200,
        referenceType: 'topup',
        referenceId: topup.id,
        status: 'paid',
      });

      // The provider retries: same transaction id, same answer, nothing moves.
      const replay = await webhook(body);
      expect(replay.status).toBe(200);
      expect(replay.body.data).toMatchObject({ outcome: 'credited', replay: true });
      expect(await balance(ids.player)).toBe(before + 200);
      expect(await transfersOf(body.id)).toHaveLength(1);
      expect(events).toHaveLength(1);
    });

    it('credits once when the same transfer arrives several times at once', async () => {
      const topup = await createTopup(tokens.player, 100);
      const before = await balance(ids.player);
      const body = transfer(topup.memo, topup.amountVnd);
      const replies = await Promise.all(Array.from({ length: 4 }, () => webhook(body)));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(replies.filter((r) => (r.body.data as { replay: boolean }).replay)).toHaveLength(3);
      expect(await balance(ids.player)).toBe(before + 100);
      expect(await transfersOf(body.id)).toHaveLength(1);
    });

    it('refuses a forged or missing signature with 401, logs it and changes nothing', async () => {
      const topup = await createTopup(tokens.player, 100);
      const before = await balance(ids.player);
      const body = transfer(topup.memo, topup.amountVnd);
      const warn = vi.spyOn(appApiLogger, 'warn').mockImplementation(() => undefined);
      try {
        const forged = await webhook(body, { secret: 'not-the-secret' });
        expectError(forged, 401, PAYMENT_MESSAGES.badSignature);
        // Signed, then altered: the signature covers the exact bytes.
        const signed = signWebhookBody(SECRET, JSON.stringify(body));
        const altered = JSON.stringify({ ...body, transferAmount: body.transferAmount * 10 });
        expectError(await webhook(null, { raw: altered, signature: signed }), 401);
        expectError(await webhook(body, { signature: null }), 401);
        expectError(await webhook(body, { signature: 'sha256=zz' }), 401);
        expect(warn).toHaveBeenCalledTimes(4);
        expect(String(warn.mock.calls[0]?.[1])).toContain('bad signature');
      } finally {
        warn.mockRestore();
      }
      expect(await balance(ids.player)).toBe(before);
      expect(await transfersOf(body.id)).toEqual([]);
      const still = await call('GET', `/wallet/topups/${topup.id}`, { token: tokens.player });
      expect(topupWire.parse(still.body.data).status).toBe('pending');
    });

    it('records a wrong amount, an unknown memo and a paid top-up, credits nothing, answers 2xx', async () => {
      const topup = await createTopup(tokens.player, 100);
      const before = await balance(ids.player);

      const short = transfer(topup.memo, topup.amountVnd - 1_000);
      const mismatch = await webhook(short);
      expect(mismatch.status).toBe(200);
      expect(mismatch.body.data).toMatchObject({ outcome: 'amount_mismatch', replay: false });

      const unknown = transfer('BHZZZZZZZZ', 100_000);
      expect((await webhook(unknown)).body.data).toMatchObject({ outcome: 'unmatched' });
      const noMemo = transfer('', 50_000, { content: 'chuyen tien an trua' });
      expect((await webhook(noMemo)).body.data).toMatchObject({ outcome: 'unmatched' });
      expect(await balance(ids.player)).toBe(before);

      const [recorded] = await transfersOf(short.id);
      expect(recorded).toMatchObject({
        outcome: 'amount_mismatch',
        topupId: topup.id,
        amountVnd: topup.amountVnd - 1_000,
      });
      expect(recorded?.transferredAt?.toISOString()).toBe('2026-01-05T03:15:00.000Z');
      expect(recorded?.payload).toMatchObject({ gateway: 'MBBank', referenceCode: 'FT26005' });

      // The right amount still pays the top-up; a second transfer for it is not credited again.
      const exact = await webhook(transfer(topup.memo.toLowerCase(), topup.amountVnd));
      expect(exact.body.data).toMatchObject({ outcome: 'credited' });
      const again = await webhook(transfer(topup.memo, topup.amountVnd));
      expect(again.body.data).toMatchObject({ outcome: 'not_pending', replay: false });
      expect(await balance(ids.player)).toBe(before + 100);

      // Outgoing transfers of the account are not ours to match.
      const out = await webhook(transfer(topup.memo, topup.amountVnd, { transferType: 'out' }));
      expect(out.status).toBe(200);
      expect(out.body.data).toMatchObject({ outcome: 'ignored' });
      expect(await balance(ids.player)).toBe(before + 100);

      const operatorView = bankTransferPageWire.parse(
        (
          await call('GET', '/operator/bank-transfers?outcome=amount_mismatch&per_page=100', {
            token: tokens.operator,
          })
        ).body,
      );
      expect(operatorView.data.map((t) => t.providerTransactionId)).toContain(short.id);
      expect(operatorView.data.every((t) => t.outcome === 'amount_mismatch')).toBe(true);
      expectError(await call('GET', '/operator/bank-transfers', { token: tokens.player }), 403);
    });

    it("refuses the ledger history to a user without the history pages' permission", async () => {
      for (const path of ['/wallet/transactions', '/wallet/transactions/export']) {
        expectError(await call('GET', path, { token: tokens.viewer }), 403);
      }
    });

    it('credits a late exact transfer to an expired top-up once; a wrong amount stays for the operator', async () => {
      const [row] = await database.db
        .insert(topups)
        .values({
          userId: ids.player,
          coins: 100,
          amountVnd: 100_000,
          memo: 'BHEXP2RED9',
          createdAt: new Date(Date.now() - 2 * 3_600_000),
          expiresAt: new Date(Date.now() - 3_600_000),
        })
        .returning();
      if (!row) throw new Error('no top-up');
      const shown = await call('GET', `/wallet/topups/${row.id}`, { token: tokens.player });
      expect(topupWire.parse(shown.body.data).status).toBe('expired');
      const before = await balance(ids.player);

      const short = await webhook(transfer(row.memo, row.amountVnd - 1_000));
      expect(short.body.data).toMatchObject({ outcome: 'amount_mismatch', topup_id: row.id });
      expect(await balance(ids.player)).toBe(before);

      // The money did arrive, after the QR code's time: the exact amount still credits it.
      events.length = 0;
      const lateBody = transfer(row.memo, row.amountVnd);
      const late = await webhook(lateBody);
      expect(late.status).toBe(200);
      expect(late.body.data).toMatchObject({
        outcome: 'credited',
        replay: false,
        topup_id: row.id,
      });
      expect(await balance(ids.player)).toBe(before + 100);
      expect(events).toEqual([{ type: 'wallet', userId: ids.player }]);
      const paid = topupWire.parse(
        (await call('GET', `/wallet/topups/${row.id}`, { token: tokens.player })).body.data,
      );
      expect(paid.status).toBe('paid');
      expect(paid.paidAt).not.toBeNull();

      // A retry of that transfer, and a second transfer for the top-up, credit nothing more.
      expect((await webhook(lateBody)).body.data).toMatchObject({
        outcome: 'credited',
        replay: true,
      });
      const second = await webhook(transfer(row.memo, row.amountVnd));
      expect(second.body.data).toMatchObject({ outcome: 'not_pending', replay: false });
      expect(await balance(ids.player)).toBe(before + 100);
    });

    it('records a transfer to another account for the operator and credits nothing', async () => {
      const topup = await createTopup(tokens.player, 100);
      const before = await balance(ids.player);
      const elsewhere = transfer(topup.memo, topup.amountVnd, { accountNumber: '1903 4567 8901' });
      const reply = await webhook(elsewhere);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        outcome: 'wrong_account',
        replay: false,
        topup_id: topup.id,
      });
      expect(await balance(ids.player)).toBe(before);
      const still = await call('GET', `/wallet/topups/${topup.id}`, { token: tokens.player });
      expect(topupWire.parse(still.body.data).status).toBe('pending');
      const [recorded] = await transfersOf(elsewhere.id);
      expect(recorded).toMatchObject({ outcome: 'wrong_account', accountNumber: '1903 4567 8901' });

      const operatorView = bankTransferPageWire.parse(
        (
          await call('GET', '/operator/bank-transfers?outcome=wrong_account&per_page=100', {
            token: tokens.operator,
          })
        ).body,
      );
      expect(operatorView.data).toContainEqual(
        expect.objectContaining({
          providerTransactionId: elsewhere.id,
          accountNumber: '1903 4567 8901',
          outcome: 'wrong_account',
          topupId: topup.id,
        }),
      );

      // The operator's own account, however the statement spaces it, credits as usual.
      const spaced = DEFAULT_WALLET_CONFIG.bank.accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
      const right = await webhook(transfer(topup.memo, topup.amountVnd, { accountNumber: spaced }));
      expect(right.body.data).toMatchObject({ outcome: 'credited' });
      // A report that names no account is matched by its memo alone.
      const other = await createTopup(tokens.player, 50);
      const unnamed = await webhook(
        transfer(other.memo, other.amountVnd, { accountNumber: undefined }),
      );
      expect(unnamed.body.data).toMatchObject({ outcome: 'credited' });
      expect(await balance(ids.player)).toBe(before + 150);
    });

    it('records a 3 000 000 000 đ transfer (past 32 bits) for the operator, answering 2xx', async () => {
      const topup = await createTopup(tokens.player, 100);
      const before = await balance(ids.player);
      const huge = transfer(topup.memo, 3_000_000_000);
      const reply = await webhook(huge);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ outcome: 'amount_mismatch', replay: false });
      const [recorded] = await transfersOf(huge.id);
      expect(recorded).toMatchObject({ amountVnd: 3_000_000_000, topupId: topup.id });

      const unknown = transfer('BHZZZZZZZZ', 9_000_000_000_000);
      expect((await webhook(unknown)).body.data).toMatchObject({ outcome: 'unmatched' });
      expect(await balance(ids.player)).toBe(before);

      const operatorView = bankTransferPageWire.parse(
        (
          await call('GET', '/operator/bank-transfers?outcome=amount_mismatch&per_page=100', {
            token: tokens.operator,
          })
        ).body,
      );
      expect(operatorView.data).toContainEqual(
        expect.objectContaining({ providerTransactionId: huge.id, amountVnd: 3_000_000_000 }),
      );
    });

    it('refuses every webhook when no secret is configured (production without one)', async () => {
      const app = express();
      app.use(
        '/app-api/v1',
        createAppApiRouter(createAppApiServices(database.db, { webhookSecret: null })),
      );
      const unconfigured = createServer(app);
      await new Promise<void>((resolve) => unconfigured.listen(0, '127.0.0.1', resolve));
      try {
        const port = (unconfigured.address() as AddressInfo).port;
        const body = JSON.stringify(transfer('BHZZZZZZZZ', 10_000));
        const response = await fetch(`http://127.0.0.1:${port}/app-api/v1/payments/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signWebhookBody('', body) },
          body,
        });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.webhookNotConfigured });
      } finally {
        unconfigured.closeAllConnections();
        await new Promise<void>((resolve) => unconfigured.close(() => resolve()));
      }
    });

    it('answers a malformed body with 400 in Vietnamese', async () => {
      const badJson = await webhook(null, { raw: '{"id": 1, "content": ' });
      expectError(badJson, 400, PAYMENT_MESSAGES.malformedWebhook);
      const missing = await webhook({ id: 'x1', transferType: 'in' });
      expectError(missing, 400, PAYMENT_MESSAGES.malformedWebhook);
      expect(Object.keys((missing.body.errors as object | undefined) ?? {})).toEqual(
        expect.arrayContaining(['content', 'transferAmount']),
      );
      expectError(await webhook([1, 2]), 400, PAYMENT_MESSAGES.malformedWebhook);
      expect(await transfersOf('x1')).toEqual([]);
    });
  });

  describe('history', () => {
    it('filters by type and day, pages newest first, and exports every matching row', async () => {
      const all = walletPageWire.parse(
        (await call('GET', '/wallet/transactions?per_page=100', { token: tokens.player })).body,
      );
      expect(all.meta.total).toBeGreaterThanOrEqual(3);
      const times = all.data.map((t) => Date.parse(t.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const page2 = walletPageWire.parse(
        (await call('GET', '/wallet/transactions?per_page=1&page=2', { token: tokens.player }))
          .body,
      );
      expect(page2.data.map((t) => t.id)).toEqual([all.data[1]?.id]);

      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      const inRange = walletPageWire.parse(
        (
          await call('GET', `/wallet/transactions?from=${today}&to=${today}&per_page=100`, {
            token: tokens.player,
          })
        ).body,
      );
      expect(inRange.meta.total).toBe(all.meta.total);
      const past = walletPageWire.parse(
        (await call('GET', '/wallet/transactions?to=2020-01-01', { token: tokens.player })).body,
      );
      expect(past.meta.total).toBe(0);
      const payouts = walletPageWire.parse(
        (await call('GET', '/wallet/transactions?type=payout', { token: tokens.player })).body,
      );
      expect(payouts.meta.total).toBe(0);

      const exported = walletTransactionListWire.parse(
        (await call('GET', '/wallet/transactions/export?type=topup', { token: tokens.player })).body
          .data,
      );
      expect(exported.map((t) => t.id)).toEqual(
        all.data.filter((t) => t.type === 'topup').map((t) => t.id),
      );

      expectError(
        await call('GET', '/wallet/transactions?from=2026-13-40', { token: tokens.player }),
        422,
        'Ngày không hợp lệ',
      );
      expectError(
        await call('GET', '/wallet/transactions?from=2026-02-01&to=2026-01-01', {
          token: tokens.player,
        }),
        422,
      );
      expectError(
        await call('GET', '/wallet/transactions?type=gift', { token: tokens.player }),
        422,
      );
      expectError(await call('GET', '/wallet/transactions/export'), 401);
    });
  });

  describe('payout methods', () => {
    const method = {
      bank_bin: '970436',
      account_number: '0011004567890',
      holder_name: 'NGUYEN VAN A',
    };

    it('are for organisers only', async () => {
      for (const token of [tokens.player, tokens.viewer]) {
        expectError(
          await call('GET', '/wallet/payout-methods', { token }),
          403,
          MESSAGES.forbidden,
        );
        expectError(await call('POST', '/wallet/payout-methods', { token, json: method }), 403);
        expectError(
          await call('POST', '/wallet/payouts', {
            token,
            json: { coins: 100, request_key: randomUUID() },
          }),
          403,
        );
      }
    });

    it('validate bank, account number and holder name with Vietnamese messages', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ account_number: '00110045ABC' }, 'account_number', 'Số tài khoản chỉ gồm chữ số'],
        [{ account_number: '123' }, 'account_number', 'Số tài khoản tối thiểu 6 chữ số'],
        [
          { holder_name: 'nguyen van a' },
          'holder_name',
          'Tên chủ tài khoản viết HOA, không dấu (ví dụ NGUYEN VAN A)',
        ],
        [
          { holder_name: 'NGUYỄN VĂN A' },
          'holder_name',
          'Tên chủ tài khoản viết HOA, không dấu (ví dụ NGUYEN VAN A)',
        ],
        [{ bank_bin: '999999' }, 'bank_bin', 'Vui lòng chọn ngân hàng'],
      ];
      for (const [patch, field, message] of cases) {
        const reply = await call('POST', '/wallet/payout-methods', {
          token: tokens.organiser,
          json: { ...method, ...patch },
        });
        expectError(reply, 422, message);
        expect(reply.body.errors).toEqual({ [field]: [message] });
      }
      const list = await call('GET', '/wallet/payout-methods', { token: tokens.organiser });
      expect(payoutMethodListWire.parse(list.body.data)).toEqual([]);
    });

    it('add (first is default), refuse duplicates, set default, remove and promote', async () => {
      const add = async (json: Record<string, unknown>) => {
        const reply = await call('POST', '/wallet/payout-methods', {
          token: tokens.organiser,
          json,
        });
        expect(reply.status).toBe(201);
        return payoutMethodListWire.parse(reply.body.data);
      };
      const [first] = await add(method);
      expect(first).toMatchObject({
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountNumber: '0011004567890',
        holderName: 'NGUYEN VAN A',
        isDefault: true,
      });
      const two = await add({ ...method, bank_bin: '970407', account_number: '19034567890123' });
      expect(two.map((m) => [m.bankName, m.isDefault])).toEqual([
        ['Vietcombank', true],
        ['Techcombank', false],
      ]);
      expectError(
        await call('POST', '/wallet/payout-methods', { token: tokens.organiser, json: method }),
        409,
        PAYOUT_MESSAGES.duplicateMethod,
      );

      const second = two[1];
      if (!first || !second) throw new Error('methods missing');
      const switched = payoutMethodListWire.parse(
        (
          await call('PUT', `/wallet/payout-methods/${second.id}/default`, {
            token: tokens.organiser,
          })
        ).body.data,
      );
      expect(switched.filter((m) => m.isDefault).map((m) => m.id)).toEqual([second.id]);

      // Someone else's account is not found, whatever they try.
      for (const [verb, path] of [
        ['PUT', `/wallet/payout-methods/${first.id}/default`],
        ['DELETE', `/wallet/payout-methods/${first.id}`],
      ] as const) {
        expectError(
          await call(verb, path, { token: tokens.organiser2 }),
          404,
          PAYOUT_MESSAGES.methodNotFound,
        );
      }
      expectError(
        await call('DELETE', '/wallet/payout-methods/abc', { token: tokens.organiser }),
        404,
      );

      const afterRemove = payoutMethodListWire.parse(
        (await call('DELETE', `/wallet/payout-methods/${second.id}`, { token: tokens.organiser }))
          .body.data,
      );
      expect(afterRemove.map((m) => [m.id, m.isDefault])).toEqual([[first.id, true]]);
      const none = payoutMethodListWire.parse(
        (await call('DELETE', `/wallet/payout-methods/${first.id}`, { token: tokens.organiser }))
          .body.data,
      );
      expect(none).toEqual([]);
      // Back for the withdrawals below.
      await add(method);
    });
  });

  describe('withdrawals', () => {
    const request = (token: string, coins: number, key: string = randomUUID()) =>
      call('POST', '/wallet/payouts', { token, json: { coins, request_key: key } });

    it('need a default account, the limits and the coins, moving nothing otherwise', async () => {
      await topUp(tokens.organiser2, 300);
      const before = await balance(ids.organiser2);
      expectError(await request(tokens.organiser2, 100), 409, PAYOUT_MESSAGES.noDefaultMethod);
      await call('POST', '/wallet/payout-methods', {
        token: tokens.organiser2,
        json: { bank_bin: '970422', account_number: '0901234567', holder_name: 'TRAN THI B' },
      });
      const { minWithdrawal, maxWithdrawal } = DEFAULT_WALLET_CONFIG;
      expectError(
        await request(tokens.organiser2, minWithdrawal - 1),
        422,
        PAYOUT_MESSAGES.belowMin(minWithdrawal),
      );
      expectError(
        await request(tokens.organiser2, maxWithdrawal + 1),
        422,
        PAYOUT_MESSAGES.aboveMax(maxWithdrawal),
      );
      expectError(
        await request(tokens.organiser2, before + 100),
        409,
        PAYOUT_MESSAGES.insufficient(before + 100, before),
      );
      expectError(
        await call('POST', '/wallet/payouts', {
          token: tokens.organiser2,
          json: { coins: 100, request_key: 'not-a-uuid' },
        }),
        422,
        'Mã yêu cầu không hợp lệ',
      );
      expect(await balance(ids.organiser2)).toBe(before);
      const list = payoutPageWire.parse(
        (await call('GET', '/wallet/payouts', { token: tokens.organiser2 })).body,
      );
      expect(list.meta.total).toBe(0);
    });

    it('debit once for a double-submitted request key', async () => {
      await topUp(tokens.organiser, 500);
      const before = await balance(ids.organiser);
      const key = randomUUID();
      const [a, b] = await Promise.all([
        request(tokens.organiser, 150, key),
        request(tokens.organiser, 150, key),
      ]);
      const third = await request(tokens.organiser, 150, key);
      const results = [a, b, third].map((r) => {
        expect(r?.status).toBe(200);
        return payoutResultWire.parse(r?.body.data);
      });
      expect(new Set(results.map((r) => r.payout.id)).size).toBe(1);
      expect(results[0]?.payout).toMatchObject({
        coins: 150,
        amountVnd: 150_000,
        status: 'pending',
        bankName: 'Vietcombank',
        accountNumber: '0011004567890',
        holderName: 'NGUYEN VAN A',
      });
      expect(await balance(ids.organiser)).toBe(before - 150);
      expect(results.map((r) => r.coin)).toEqual([before - 150, before - 150, before - 150]);
      const debits = await database.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.referenceId, results[0]?.payout.id ?? 0));
      expect(debits.filter((d) => d.referenceType === 'payout')).toHaveLength(1);

      // The same key for other coins is not that payout: refused, nothing moves.
      expectError(
        await request(tokens.organiser, 200, key),
        409,
        PAYOUT_MESSAGES.requestKeyReused(150),
      );
      expect(await balance(ids.organiser)).toBe(before - 150);
      const payoutsOfKey = payoutPageWire
        .parse(
          (await call('GET', '/wallet/payouts?per_page=100', { token: tokens.organiser })).body,
        )
        .data.filter((p) => p.id === results[0]?.payout.id);
      expect(payoutsOfKey).toHaveLength(1);
    });

    it('never overdraw under concurrent requests that together exceed the balance', async () => {
      await topUp(tokens.organiser, 1_000);
      const before = await balance(ids.organiser);
      const each = Math.floor(before / 3) + 1;
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => request(tokens.organiser, each)),
      );
      const ok = replies.filter((r) => r.status === 200);
      const refused = replies.filter((r) => r.status !== 200);
      expect(ok).toHaveLength(2);
      for (const reply of refused) expectError(reply, 409);
      expect(await balance(ids.organiser)).toBe(before - 2 * each);
      expect(await balance(ids.organiser)).toBeGreaterThanOrEqual(0);
    });

    it('the operator pays or rejects once; a rejection returns the coins', async () => {
      const one = payoutResultWire.parse((await request(tokens.organiser, 100)).body.data);
      const two = payoutResultWire.parse((await request(tokens.organiser, 120)).body.data);
      const before = await balance(ids.organiser);
      // Each row of the history says where what it concerns stands.
      const statusesOf = async (type: 'payout' | 'refund') =>
        walletPageWire
          .parse(
            (
              await call('GET', `/wallet/transactions?type=${type}&per_page=100`, {
                token: tokens.organiser,
              })
            ).body,
          )
          .data.filter((row) => [one.payout.id, two.payout.id].includes(row.referenceId ?? 0))
          .map((row) => [row.referenceId, row.amount, row.status]);
      expect(await statusesOf('payout')).toEqual([
        [two.payout.id, -120, 'pending'],
        [one.payout.id, -100, 'pending'],
      ]);
      const decide = (id: number, json: unknown, token = tokens.operator) =>
        call('POST', `/operator/payouts/${id}/decision`, { token, json });

      expectError(await decide(one.payout.id, { decision: 'paid' }, tokens.organiser), 403);
      const pendingList = await call('GET', '/operator/payouts?status=pending&per_page=100', {
        token: tokens.operator,
      });
      expect(pendingList.status).toBe(200);
      const pendingIds = (pendingList.body.data as { id: number; status: string }[]).map(
        (p) => p.id,
      );
      expect(pendingIds).toEqual(expect.arrayContaining([one.payout.id, two.payout.id]));

      const paid = operatorPayoutWire.parse(
        (await decide(one.payout.id, { decision: 'paid', note: 'Đã chuyển khoản' })).body.data,
      );
      expect(paid).toMatchObject({ status: 'paid', note: 'Đã chuyển khoản' });
      expect(paid.player.id).toBe(ids.organiser);
      expect(paid.decidedAt).not.toBeNull();
      expect(await balance(ids.organiser)).toBe(before);

      const rejected = operatorPayoutWire.parse(
        (await decide(two.payout.id, { decision: 'rejected', note: 'Sai tên chủ tài khoản' })).body
          .data,
      );
      expect(rejected.status).toBe('rejected');
      expect(await balance(ids.organiser)).toBe(before + 120);
      const [refund] = walletPageWire.parse(
        (await call('GET', '/wallet/transactions?type=refund', { token: tokens.organiser })).body,
      ).data;
      expect(refund).toMatchObject({
        amount: 120,
        referenceType: 'payout',
        referenceId: two.payout.id,
      });
      expect(await statusesOf('payout')).toEqual([
        [two.payout.id, -120, 'rejected'],
        [one.payout.id, -100, 'paid'],
      ]);
      expect(await statusesOf('refund')).toEqual([[two.payout.id, 120, 'rejected']]);
      const exported = walletTransactionListWire.parse(
        (await call('GET', '/wallet/transactions/export?type=payout', { token: tokens.organiser }))
          .body.data,
      );
      expect(exported.find((row) => row.referenceId === one.payout.id)?.status).toBe('paid');

      // The wallet page shows the payout a history row links to; only its owner sees it.
      const own = await call('GET', `/wallet/payouts/${one.payout.id}`, {
        token: tokens.organiser,
      });
      expect(payoutWire.parse(own.body.data)).toMatchObject({ id: one.payout.id, status: 'paid' });
      expectError(
        await call('GET', `/wallet/payouts/${one.payout.id}`, { token: tokens.organiser2 }),
        404,
        PAYOUT_MESSAGES.payoutNotFound,
      );
      expectError(
        await call('GET', `/wallet/payouts/${one.payout.id}`, { token: tokens.player }),
        403,
      );

      expectError(
        await decide(two.payout.id, { decision: 'paid' }),
        409,
        PAYOUT_MESSAGES.alreadyDecided,
      );
      expectError(await decide(one.payout.id, { decision: 'rejected' }), 409);
      expect(await balance(ids.organiser)).toBe(before + 120);
      expectError(await decide(999_999, { decision: 'paid' }), 404, PAYOUT_MESSAGES.payoutNotFound);
      expectError(await decide(one.payout.id, { decision: 'maybe' }), 422);
    });
  });
});

describe('PAYMENT_WEBHOOK_SECRET', () => {
  it('is required unless demo or development mode was chosen, which fall back to the development secret', () => {
    const error = vi.spyOn(appApiLogger, 'error').mockImplementation(() => undefined);
    try {
      for (const env of [
        {},
        { APP_MODE: 'production' },
        { APP_MODE: 'dev' },
        { NODE_ENV: 'test' },
      ]) {
        expect(webhookSecretFromEnv(env)).toBeNull();
      }
      expect(error).toHaveBeenCalledWith(expect.stringContaining('PAYMENT_WEBHOOK_SECRET'));
    } finally {
      error.mockRestore();
    }
    expect(webhookSecretFromEnv({ PAYMENT_WEBHOOK_SECRET: ' s3 ' })).toBe('s3');
    expect(webhookSecretFromEnv({ APP_MODE: 'demo', NODE_ENV: 'test' })).toBe(DEV_WEBHOOK_SECRET);
    expect(webhookSecretFromEnv({ APP_MODE: 'development', NODE_ENV: 'test' })).toBe(
      DEV_WEBHOOK_SECRET,
    );
  });
});
