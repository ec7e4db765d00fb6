// Payouts on the embedded upstream, on every test database: a user's payout methods, and
// withdrawals (idempotent, concurrent) with the operator's decisions.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WALLET_CONFIG } from '../../../fixtures/wallet';
import { walletTransactions } from '../../../src/app-api/db/schema';
import { PAYOUT_MESSAGES } from '../../../src/app-api/services/wallet/payouts';
import { MESSAGES } from '../../../src/shared/messages';
import {
  operatorPayoutWire,
  payoutMethodListWire,
  payoutPageWire,
  payoutResultWire,
  payoutWire,
  walletPageWire,
  walletTransactionListWire,
} from '../../../src/shared/wire/payments';
import { databaseTargets } from '../../support/databases';
import { walletWorld } from '../../support/wallet-world';

describe.each(databaseTargets())('payout methods and withdrawals over HTTP on $label', (target) => {
  const world = walletWorld(target);
  const { call, expectError, topUp, balance, tokens, ids } = world;

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
      const debits = await world.db
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
