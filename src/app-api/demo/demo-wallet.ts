// The demo's wallet: top-ups the bank confirmed (top-up, reported transfer and ledger row, as the
// webhook would have left them) and the organisers' payout accounts.
import {
  DEFAULT_WALLET_CONFIG,
  FIXTURE_PAYOUT_METHODS,
  FIXTURE_TOPUPS,
} from '../../../fixtures/wallet';
import { applyMovement } from '../services/wallet';
import type { Db } from '../db/client';
import { bankTransfers, payoutMethods, topups, type UserRow } from '../db/schema';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Coins each user received from the demo's top-ups (their opening balances are that smaller). */
export function demoTopupCoins(): Map<string, number> {
  const coins = new Map<string, number>();
  for (const t of FIXTURE_TOPUPS) coins.set(t.username, (coins.get(t.username) ?? 0) + t.coins);
  return coins;
}

export async function seedDemoWallet(
  tx: Db,
  input: { userOf: (username: string) => UserRow; now: number },
): Promise<void> {
  const { coinValueVnd, topupTtlMinutes, bank } = DEFAULT_WALLET_CONFIG;
  for (const [index, fixture] of FIXTURE_TOPUPS.entries()) {
    const user = input.userOf(fixture.username);
    const createdAt = new Date(input.now - fixture.daysAgo * DAY);
    const paidAt = new Date(createdAt.getTime() + 3 * MINUTE);
    const amountVnd = fixture.coins * coinValueVnd;
    const [topup] = await tx
      .insert(topups)
      .values({
        userId: user.id,
        coins: fixture.coins,
        amountVnd,
        memo: fixture.memo,
        status: 'paid',
        createdAt,
        expiresAt: new Date(createdAt.getTime() + topupTtlMinutes * MINUTE),
        paidAt,
      })
      .returning({ id: topups.id });
    if (!topup) throw new Error('demo top-up insert returned no row');
    const content = `${fixture.memo} chuyen tien`;
    await tx.insert(bankTransfers).values({
      providerTransactionId: `DEMO-${index + 1}`,
      amountVnd,
      content,
      accountNumber: bank.accountNumber,
      transferredAt: paidAt,
      outcome: 'credited',
      topupId: topup.id,
      payload: {
        id: `DEMO-${index + 1}`,
        gateway: bank.shortName,
        accountNumber: bank.accountNumber,
        content,
        transferType: 'in',
        transferAmount: amountVnd,
      },
      createdAt: paidAt,
    });
    await applyMovement(tx, {
      userId: user.id,
      type: 'topup',
      amount: fixture.coins,
      referenceType: 'topup',
      referenceId: topup.id,
      description: `Nạp ${fixture.coins} xu qua chuyển khoản (${fixture.memo})`,
      at: paidAt,
    });
  }

  await tx.insert(payoutMethods).values(
    FIXTURE_PAYOUT_METHODS.map(({ username, daysAgo, ...method }) => ({
      userId: input.userOf(username).id,
      ...method,
      createdAt: new Date(input.now - daysAgo * DAY),
    })),
  );
}
