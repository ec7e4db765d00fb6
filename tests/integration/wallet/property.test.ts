// Property: any sequence of top-ups (exact, short, replayed, unknown), tournament joins, leaves
// and cancellations, withdrawals (some double-submitted) and the operator's decisions keeps the
// wallet's invariants: no balance below zero, every user's ledger sums to the balance, every
// movement references its cause, and each balance is what the successful operations imply.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { AppApiError } from '../../../src/app-api/errors';
import { createConfigService } from '../../../src/app-api/services/config';
import { createPayoutService } from '../../../src/app-api/services/wallet/payouts';
import { createTopupService } from '../../../src/app-api/services/wallet/topups';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import {
  coinOf,
  createOrganizer,
  createUsers,
  expectLedgerBalanced,
  tournamentInput,
} from '../../support/tournament-world';
import { expectLedgerReferenced } from '../../support/wallet-invariants';

const USERS = 3;
const FEES = [30, 70];
const START_COINS = 300;

type Command =
  | {
      kind: 'topup';
      user: number;
      coins: number;
      variant: 'exact' | 'short' | 'replay' | 'unknown';
    }
  | { kind: 'join' | 'leave'; user: number; tournament: number }
  | { kind: 'cancel'; tournament: number }
  | { kind: 'payout'; user: number; coins: number; reuseKey: boolean }
  | { kind: 'decide'; pick: number; decision: 'paid' | 'rejected' };

const user = fc.integer({ min: 0, max: USERS - 1 });
const tournament = fc.integer({ min: 0, max: FEES.length - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('topup' as const),
    user,
    coins: fc.integer({ min: 20, max: 400 }),
    variant: fc.constantFrom('exact', 'short', 'replay', 'unknown'),
  }),
  fc.record({ kind: fc.constantFrom('join' as const, 'leave' as const), user, tournament }),
  fc.record({ kind: fc.constant('cancel' as const), tournament }),
  {
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      user,
      coins: fc.integer({ min: 80, max: 300 }),
      reuseKey: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      decision: fc.constantFrom('paid' as const, 'rejected' as const),
    }),
    weight: 2,
  },
);

/** Runs a step that may be refused; a refusal must be a domain error (a 4xx), nothing else. */
async function attempt<T>(step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    expect(error).toBeInstanceOf(AppApiError);
    expect((error as AppApiError).status).toBeLessThan(500);
    return null;
  }
}

describe.each(databaseTargets())('wallet invariants on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await target.open());
  });
  afterAll(async () => close?.());

  it('hold for random sequences of top-ups, fees, refunds and payouts', async () => {
    const db = database.db;
    const config = createConfigService(db);
    const topups = createTopupService(db, { config });
    const payouts = createPayoutService(db, { config });
    const tournaments = createTournamentService(db);
    const { minWithdrawal, maxWithdrawal } = await config.getWalletConfig();

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const organizer = await createOrganizer(db);
        const operator = organizer;
        const players: User[] = await createUsers(db, USERS, {
          permissions: ['tournament.create', 'profile.all'],
        });
        for (const [i, p] of players.entries()) {
          await payouts.addMethod(p, {
            bankBin: '970436',
            accountNumber: `00110045${String(i).padStart(4, '0')}`,
            holderName: 'NGUYEN VAN A',
          });
        }
        const ids: number[] = [];
        for (const fee of FEES) {
          const created = await tournaments.create(organizer, tournamentInput({ entryFee: fee }));
          ids.push(created.id);
        }
        // A first exact top-up each, so that fees and withdrawals often go through.
        const expected = players.map(() => 0);
        for (const p of players) {
          const topup = await topups.create(p.id, { coins: START_COINS });
          const report = {
            id: randomUUID(),
            content: topup.memo,
            transferType: 'in' as const,
            transferAmount: topup.amountVnd,
          };
          expect((await topups.receiveTransfer(report, report)).outcome).toBe('credited');
        }
        expected.fill(START_COINS);
        const credit = (i: number, delta: number) => {
          expected[i] = (expected[i] ?? 0) + delta;
        };
        const keys: (string | null)[] = players.map(() => null);
        const pending: { id: number; user: number; coins: number }[] = [];

        for (const step of commands) {
          switch (step.kind) {
            case 'topup': {
              const p = players[step.user] as User;
              const topup = await topups.create(p.id, { coins: step.coins });
              const report = {
                id: randomUUID(),
                content: step.variant === 'unknown' ? 'BHQQQQQQQQ nap xu' : `${topup.memo} nap xu`,
                transferType: 'in' as const,
                transferAmount: topup.amountVnd - (step.variant === 'short' ? 1 : 0),
              };
              const receipt = await topups.receiveTransfer(report, report);
              if (step.variant === 'replay') {
                const again = await topups.receiveTransfer(report, report);
                expect(again).toMatchObject({ replay: true, outcome: 'credited' });
              }
              if (receipt.outcome === 'credited') credit(step.user, step.coins);
              expect(receipt.outcome === 'credited').toBe(
                step.variant === 'exact' || step.variant === 'replay',
              );
              break;
            }
            case 'join':
            case 'leave': {
              const p = players[step.user] as User;
              const id = ids[step.tournament] as number;
              const fee = FEES[step.tournament] as number;
              const done = await attempt<unknown>(() =>
                step.kind === 'join' ? tournaments.register(p, id) : tournaments.leave(p, id),
              );
              if (done !== null) credit(step.user, step.kind === 'join' ? -fee : fee);
              break;
            }
            case 'cancel': {
              const id = ids[step.tournament] as number;
              const joined = await tournaments.players(id, null);
              const done = await attempt(() => tournaments.cancel(organizer, id));
              if (done !== null) {
                for (const entry of joined) {
                  const index = players.findIndex((p) => p.id === entry.player.id);
                  if (index >= 0) credit(index, FEES[step.tournament] as number);
                }
              }
              break;
            }
            case 'payout': {
              const p = players[step.user] as User;
              const reused = step.reuseKey ? keys[step.user] : null;
              const key = reused ?? randomUUID();
              const result = await attempt(() =>
                payouts.request(p, { coins: step.coins, requestKey: key }),
              );
              if (result && !reused) {
                expect(step.coins).toBeGreaterThanOrEqual(minWithdrawal);
                expect(step.coins).toBeLessThanOrEqual(maxWithdrawal);
                credit(step.user, -step.coins);
                pending.push({ id: result.payout.id, user: step.user, coins: step.coins });
                keys[step.user] = key;
              }
              break;
            }
            case 'decide': {
              if (pending.length === 0) break;
              const [chosen] = pending.splice(step.pick % pending.length, 1);
              if (!chosen) break;
              await payouts.decide(operator, chosen.id, { decision: step.decision });
              if (step.decision === 'rejected') credit(chosen.user, chosen.coins);
              break;
            }
          }
          for (const [i, p] of players.entries()) {
            const coin = await coinOf(db, p.id);
            expect(coin).toBeGreaterThanOrEqual(0);
            expect(coin).toBe(expected[i]);
          }
        }
        await expectLedgerBalanced(db);
        await expectLedgerReferenced(db);
      }),
      { numRuns: 25 },
    );
  });
});
