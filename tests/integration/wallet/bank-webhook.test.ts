// The bank's signed webhook on the embedded upstream, on every test database: a transfer credits
// its top-up once; replays, forgeries and mismatches credit nothing and say why.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WALLET_CONFIG } from '../../../fixtures/wallet';
import { createAppApiRouter, createAppApiServices } from '../../../src/app-api';
import { topups } from '../../../src/app-api/db/schema';
import { PAYMENT_MESSAGES } from '../../../src/app-api/routes/payments';
import {
  DEV_WEBHOOK_SECRET,
  signWebhookBody,
  webhookSecretFromEnv,
} from '../../../src/app-api/services/wallet/webhook-signature';
import { bankTransferPageWire, topupWire, walletPageWire } from '../../../src/shared/wire/payments';
import { databaseTargets } from '../../support/databases';
import { logger as appApiLogger } from '../../../src/app-api/logger';
import { walletWorld, SECRET } from '../../support/wallet-world';

describe.each(databaseTargets())('the bank webhook over HTTP on $label', (target) => {
  const world = walletWorld(target);
  const {
    call,
    expectError,
    webhook,
    transfer,
    createTopup,
    balance,
    transfersOf,
    events,
    tokens,
    ids,
  } = world;

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
      const [row] = await world.db
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
        createAppApiRouter(createAppApiServices(world.db, { webhookSecret: null })),
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
