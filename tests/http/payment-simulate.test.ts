// `npm run payment:simulate -- <memo> [amountVnd]` against a real server started here: the
// script finds the server by APP_URL, signs with PAYMENT_WEBHOOK_SECRET, learns the amount and
// the operator's account from the server, and the top-up is credited as a bank's would be.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { startServer, type RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { logger as appApiLogger } from '../../src/app-api/logger';
import { memoryDatabase } from '../support/databases';

const SECRET = 'payment-simulate-test-secret';
const SCRIPT = path.resolve('scripts/payment-simulate.mjs');
const { player } = FIXTURE_ACCOUNTS;

let server: RunningServer;
let base: string;

beforeAll(async () => {
  // The server reads the webhook's secret when it starts; the script is handed the same one.
  vi.stubEnv('PAYMENT_WEBHOOK_SECRET', SECRET);
  try {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: memoryDatabase(),
      clientDir: null,
    });
  } finally {
    vi.unstubAllEnvs();
  }
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server?.close());

function simulate(args: string[], secret = SECRET) {
  return promisify(execFile)(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, APP_URL: base, PAYMENT_WEBHOOK_SECRET: secret },
  });
}

async function signedInPlayer() {
  const bidahub = createBidaHubClient({ url: base });
  await bidahub.login(player.username, player.password);
  return bidahub.api;
}

describe('npm run payment:simulate', () => {
  it('credits a waiting top-up named by its memo', async () => {
    const api = await signedInPlayer();
    const coinBefore = (await api.auth.me.query())?.coin ?? 0;
    const topup = await api.payment.createTopup.mutate({ coins: 100 });

    const { stdout } = await simulate([topup.memo]);
    expect(stdout).toContain(`Đã gửi 100.000 đ với nội dung ${topup.memo}: credited`);

    expect(await api.payment.topup.query({ id: topup.id })).toMatchObject({ status: 'paid' });
    expect((await api.auth.me.query())?.coin).toBe(coinBefore + 100);
    const [latest] = (await api.payment.histories.query({ type: 'topup', perPage: 1 })).data;
    expect(latest).toMatchObject({
      amount: 100,
      referenceType: 'topup',
      referenceId: topup.id,
      status: 'paid',
    });
  });

  it('sends another amount when told, which the server keeps for the operator', async () => {
    const api = await signedInPlayer();
    const coinBefore = (await api.auth.me.query())?.coin ?? 0;
    const topup = await api.payment.createTopup.mutate({ coins: 50 });

    const { stdout } = await simulate([topup.memo, '49000']);
    expect(stdout).toContain(`với nội dung ${topup.memo}: amount_mismatch`);
    expect(await api.payment.topup.query({ id: topup.id })).toMatchObject({ status: 'pending' });
    expect((await api.auth.me.query())?.coin).toBe(coinBefore);
  });

  it('fails with the server’s refusal when signed with another secret', async () => {
    const api = await signedInPlayer();
    const topup = await api.payment.createTopup.mutate({ coins: 50 });
    const warn = vi.spyOn(appApiLogger, 'warn').mockImplementation(() => undefined);
    try {
      await expect(simulate([topup.memo], 'not-the-secret')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('✗ 401: Chữ ký webhook không hợp lệ'),
      });
      expect(String(warn.mock.calls[0]?.[1])).toContain('bad signature');
    } finally {
      warn.mockRestore();
    }
    expect(await api.payment.topup.query({ id: topup.id })).toMatchObject({ status: 'pending' });
  });
});
