// The wallet over the embedded upstream's HTTP, on every test database: its configuration, top-up
// requests and their limits, and the history a user reads of their coins.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WALLET_CONFIG } from '../../../fixtures/wallet';
import { TOPUP_MESSAGES } from '../../../src/app-api/services/wallet/topups';
import { parseVietQrPayload } from '../../../src/app-api/services/wallet/vietqr';
import {
  topupPageWire,
  topupWire,
  walletConfigWire,
  walletPageWire,
  walletTransactionListWire,
} from '../../../src/shared/wire/payments';
import { databaseTargets } from '../../support/databases';
import { walletWorld } from '../../support/wallet-world';

describe.each(databaseTargets())('wallet top-ups and history over HTTP on $label', (target) => {
  const world = walletWorld(target);
  const { call, expectError, createTopup, topUp, tokens } = world;

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

  describe('history', () => {
    it('filters by type and day, pages newest first, and exports every matching row', async () => {
      // Three paid top-ups: a history to page through.
      for (const coins of [50, 100, 200]) await topUp(tokens.player, coins);
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
});
