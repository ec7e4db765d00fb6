// The BFF's `payment` router against the embedded upstream on the demo world: permissions
// (refused before the upstream is asked), the top-up's VietQR code, a bank confirmation
// reaching an open top-up view live, withdrawals and the operator's decisions, and the CSV.
import { randomUUID } from 'node:crypto';
import { isTrackedEnvelope, TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import {
  DEFAULT_WALLET_CONFIG,
  FIXTURE_PAYOUT_METHOD,
  FIXTURE_TOPUPS,
} from '../../../fixtures/wallet';
import { parseVietQrPayload } from '../../../src/app-api/services/wallet/vietqr';
import {
  DEV_WEBHOOK_SECRET,
  SIGNATURE_HEADER,
  signWebhookBody,
} from '../../../src/app-api/services/wallet/webhook-signature';
import { createInProcessBus } from '../../../src/server/live/bus';
import { topicsOfUpstreamEvent } from '../../../src/server/server';
import type { Topup } from '../../../src/shared/schemas/payments';
import {
  startEmbeddedUpstream,
  tabCaller,
  type EmbeddedUpstream,
} from '../../support/embedded-upstream';
import { memoryDatabase } from '../../support/databases';

const { organizer, player, viewer, operator } = FIXTURE_ACCOUNTS;
const bus = createInProcessBus();
// The embedded upstream reads the secret as the server does (the dev default in tests).
const secret = process.env.PAYMENT_WEBHOOK_SECRET?.trim() || DEV_WEBHOOK_SECRET;

let embedded: EmbeddedUpstream;
const received = () => embedded.received.length;

const tab = (account?: { username: string; password: string }) =>
  tabCaller(embedded.upstream, bus, account);

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function nextData<T>(events: AsyncIterator<unknown>): Promise<T> {
  const { value, done } = await events.next();
  expect(done).toBe(false);
  expect(isTrackedEnvelope(value)).toBe(true);
  return (value as [string, T])[1];
}

/** The bank-statement provider confirming a transfer for `topup`. */
async function bankConfirms(topup: Topup): Promise<void> {
  const body = JSON.stringify({
    id: randomUUID(),
    content: `${topup.memo} chuyen khoan`,
    transferType: 'in',
    transferAmount: topup.amountVnd,
  });
  const response = await fetch(`${embedded.origin}/app-api/v1/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhookBody(secret, body),
    },
    body,
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  // Wired as src/server/server.ts wires it: a credited top-up is published on the user's topic.
  embedded = await startEmbeddedUpstream(memoryDatabase(), (event) =>
    bus.publish(...topicsOfUpstreamEvent(event)),
  );
});
afterAll(async () => {
  await bus.close();
  await embedded.close();
});

describe('payment permissions at the BFF', () => {
  it('refuses visitors, viewers and players before asking the upstream', async () => {
    const [visitor, asViewer, asPlayer] = [await tab(), await tab(viewer), await tab(player)];
    // Each tab knows its user (one `auth/me`), as a page that has loaded does.
    await Promise.all([asViewer.auth.me(), asPlayer.auth.me()]);
    const before = received();
    expect((await errorOf(visitor.payment.createTopup({ coins: 100 }))).code).toBe('UNAUTHORIZED');
    expect((await errorOf(asViewer.payment.methods())).code).toBe('FORBIDDEN');
    expect((await errorOf(asViewer.payment.histories({}))).code).toBe('FORBIDDEN');
    expect((await errorOf(asPlayer.payment.methods())).code).toBe('FORBIDDEN');
    expect(
      (await errorOf(asPlayer.payment.requestPayout({ coins: 100, requestKey: randomUUID() })))
        .code,
    ).toBe('FORBIDDEN');
    expect((await errorOf(asPlayer.payment.decidePayout({ id: 1, decision: 'paid' }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorOf(asPlayer.payment.bankTransfers({}))).code).toBe('FORBIDDEN');
    expect(received()).toBe(before);
  });
});

describe('top-ups through the BFF', () => {
  it('serves the configuration and a VietQR code for the configured account and amount', async () => {
    expect(await (await tab()).payment.config()).toEqual(DEFAULT_WALLET_CONFIG);
    const asPlayer = await tab(player);
    const topup = await asPlayer.payment.createTopup({ coins: 100 });
    expect(topup).toMatchObject({ coins: 100, amountVnd: 100_000, status: 'pending' });
    const fields = parseVietQrPayload(topup.qrPayload);
    const { bin, accountNumber } = DEFAULT_WALLET_CONFIG.bank;
    const beneficiary = `0006${bin}01${String(accountNumber.length).padStart(2, '0')}${accountNumber}`;
    expect(fields.get('38')).toContain(beneficiary);
    expect(fields.get('54')).toBe('100000');
    expect(fields.get('53')).toBe('704');
    expect(fields.get('62')).toContain(topup.memo);

    const refused = await errorOf(asPlayer.payment.createTopup({ coins: 1 }));
    expect(refused.message).toMatch(/Số xu nạp phải/);
  });

  it('shows a confirmed top-up as paid on the open view, with the balance', async () => {
    const asPlayer = await tab(player);
    const coinBefore = (await asPlayer.auth.me())?.coin ?? 0;
    const topup = await asPlayer.payment.createTopup({ coins: 50 });
    const view = (await asPlayer.payment.onTopup({ id: topup.id }))[Symbol.asyncIterator]();
    expect(await nextData<Topup>(view)).toMatchObject({ id: topup.id, status: 'pending' });
    await bankConfirms(topup);
    expect(await nextData<Topup>(view)).toMatchObject({ id: topup.id, status: 'paid' });
    expect((await view.next()).done).toBe(true);
    // A fresh page load (each tab caches its user).
    expect((await (await tab(player)).auth.me())?.coin).toBe(coinBefore + 50);

    const history = await asPlayer.payment.histories({ type: 'topup', perPage: 10 });
    expect(history.data[0]).toMatchObject({
      type: 'topup',
      amount: 50,
      referenceType: 'topup',
      referenceId: topup.id,
    });
    // The demo's own top-ups are there too.
    const playerTopups = FIXTURE_TOPUPS.filter((t) => t.username === player.username);
    expect(history.meta.total).toBe(playerTopups.length + 1);
    const listed = await asPlayer.payment.topups({ perPage: 50 });
    expect(listed.data.filter((t) => t.status === 'paid').map((t) => t.memo)).toEqual(
      expect.arrayContaining([topup.memo, ...playerTopups.map((t) => t.memo)]),
    );
  });

  it('exports the filtered history as a CSV with its header', async () => {
    const asPlayer = await tab(player);
    const all = await asPlayer.payment.histories({ perPage: 100 });
    const exported = await asPlayer.payment.exportHistories({ from: '2020-01-01' });
    expect(exported.filename).toBe('bidahub-lich-su-giao-dich_2020-01-01.csv');
    const lines = exported.csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFMã,Thời gian,Loại,Trạng thái,Số xu,Số dư sau,Nội dung');
    expect(lines.filter(Boolean)).toHaveLength(all.meta.total + 1);
    // Each row says where what it concerns stands: a credited top-up is paid.
    const topup = all.data.find((row) => row.type === 'topup');
    expect(topup?.status).toBe('paid');
    expect(lines.find((line) => line.startsWith(`${topup?.id},`))).toMatch(
      /^\d+,[^,]+,Nạp xu,Đã thanh toán,\d+,\d+,/,
    );
  });
});

describe('payout methods and withdrawals through the BFF', () => {
  it('lists the organiser’s demo account and runs a withdrawal the operator rejects', async () => {
    const asOrganizer = await tab(organizer);
    const asOperator = await tab(operator);
    const methods = await asOrganizer.payment.methods();
    expect(methods).toEqual([
      expect.objectContaining({
        bankBin: FIXTURE_PAYOUT_METHOD.bankBin,
        bankName: 'Vietcombank',
        accountNumber: FIXTURE_PAYOUT_METHOD.accountNumber,
        holderName: FIXTURE_PAYOUT_METHOD.holderName,
        isDefault: true,
      }),
    ]);
    const invalid = await errorOf(
      asOrganizer.payment.addMethod({
        bankBin: '970436',
        accountNumber: '12AB5678',
        holderName: 'NGUYEN VAN A',
      }),
    );
    expect(invalid.message).toBe('Số tài khoản chỉ gồm chữ số');

    const coinBefore = (await asOrganizer.auth.me())?.coin ?? 0;
    const requestKey = randomUUID();
    const result = await asOrganizer.payment.requestPayout({ coins: 200, requestKey });
    expect(result.coin).toBe(coinBefore - 200);
    expect((await asOrganizer.payment.requestPayout({ coins: 200, requestKey })).payout.id).toBe(
      result.payout.id,
    );
    expect((await asOrganizer.auth.me())?.coin).toBe(coinBefore - 200);
    expect((await asOrganizer.payment.payouts({})).data[0]).toMatchObject({
      id: result.payout.id,
      status: 'pending',
    });

    const pending = await asOperator.payment.operatorPayouts({ status: 'pending' });
    expect(pending.data.map((p) => p.id)).toContain(result.payout.id);

    // The organiser's open wallet hears about the decision.
    const organizerId = (await asOrganizer.auth.me())?.id ?? 0;
    const listening = new AbortController();
    const wallet = bus.subscribe(`user:${organizerId}`, listening.signal)[Symbol.asyncIterator]();
    const heard = wallet.next();
    const rejected = await asOperator.payment.decidePayout({
      id: result.payout.id,
      decision: 'rejected',
      note: 'Sai số tài khoản',
    });
    expect(rejected).toMatchObject({ status: 'rejected', note: 'Sai số tài khoản' });
    expect(rejected.player.username).toBe(organizer.username);
    expect((await heard).done).toBe(false);
    listening.abort();
    expect((await (await tab(organizer)).auth.me())?.coin).toBe(coinBefore);
    // What the history's "Xem yêu cầu rút" link opens, with the row's status beside it.
    expect(await asOrganizer.payment.payout({ id: result.payout.id })).toMatchObject({
      id: result.payout.id,
      status: 'rejected',
      note: 'Sai số tài khoản',
    });
    const history = await asOrganizer.payment.histories({ type: 'payout', perPage: 100 });
    expect(history.data.find((row) => row.referenceId === result.payout.id)?.status).toBe(
      'rejected',
    );
    // Withdrawals are the organisers': the operator decides them on the operator page.
    expect((await errorOf(asOperator.payment.payout({ id: result.payout.id }))).code).toBe(
      'FORBIDDEN',
    );

    const again = await errorOf(
      asOperator.payment.decidePayout({ id: result.payout.id, decision: 'paid' }),
    );
    expect(again.code).toBe('CONFLICT');

    const transfers = await asOperator.payment.bankTransfers({ outcome: 'credited' });
    expect(transfers.meta.total).toBeGreaterThanOrEqual(FIXTURE_TOPUPS.length);
  });
});
