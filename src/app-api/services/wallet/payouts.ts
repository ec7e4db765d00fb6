// Payout methods (an organiser's bank accounts) and withdrawals: a request takes the coins out
// of the wallet at once onto a pending payout to the default account (its bank data copied);
// the operator pays it or rejects it, and a rejection returns the coins.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { bankByBin } from '../../../shared/banks';
import type { Paginated } from '../../../shared/schemas/common';
import type {
  AddPayoutMethodInput,
  DecidePayoutInput,
  OperatorPayout,
  Payout,
  PayoutMethod,
  PayoutResult,
  PayoutStatus,
  RequestPayoutInput,
} from '../../../shared/schemas/payments';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import {
  payoutMethods,
  payouts,
  users,
  type PayoutMethodRow,
  type PayoutRow,
} from '../../db/schema';
import { AppApiError } from '../../errors';
import type { ConfigService } from '../config';
import { newestFirstPage, type PageInput } from '../pagination';
import { loadPlayerSummaries } from '../players/player-summary';
import { applyMovement } from '.';

export const PAYOUT_MESSAGES = {
  methodNotFound: 'Không tìm thấy tài khoản nhận tiền',
  duplicateMethod: 'Tài khoản ngân hàng này đã có trong danh sách của bạn',
  tooManyMethods: 'Bạn chỉ có thể lưu tối đa 10 tài khoản nhận tiền',
  noDefaultMethod: 'Bạn chưa có tài khoản nhận tiền mặc định. Hãy thêm tài khoản trước khi rút xu',
  payoutNotFound: 'Không tìm thấy yêu cầu rút xu',
  alreadyDecided: 'Yêu cầu rút xu này đã được xử lý',
  requestKeyReused: (coins: number) =>
    `Mã yêu cầu này đã được dùng để rút ${coins} xu; muốn rút số xu khác, hãy gửi một yêu cầu mới`,
  belowMin: (min: number) => `Số xu rút tối thiểu là ${min} xu`,
  aboveMax: (max: number) => `Số xu rút tối đa mỗi lần là ${max} xu`,
  insufficient: (coins: number, balance: number) =>
    `Số dư không đủ: bạn muốn rút ${coins} xu nhưng chỉ có ${balance} xu`,
} as const;

const MAX_METHODS = 10;

const bankNameOf = (bin: string) => bankByBin(bin)?.shortName ?? bin;

function toPayoutMethod(row: PayoutMethodRow): PayoutMethod {
  return {
    id: row.id,
    bankBin: row.bankBin,
    bankName: bankNameOf(row.bankBin),
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    coins: row.coins,
    amountVnd: row.amountVnd,
    bankName: bankNameOf(row.bankBin),
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Locks the user's row for the rest of the transaction: one user's method changes and
 * withdrawals run one after the other (the same lock applyMovement takes).
 */
async function lockWallet(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ coin: users.coin })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw AppApiError.notFound();
  return row.coin;
}

export interface PayoutServiceOptions {
  now?: () => Date;
  /** A user's balance changed (a payout was requested or rejected). */
  onWalletChange?: (userId: number) => void;
}

export function createPayoutService(
  db: Db,
  deps: { config: ConfigService },
  options: PayoutServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());

  /** Default first, then oldest first. */
  async function methodsOf(tx: Db, userId: number): Promise<PayoutMethod[]> {
    const rows = await tx
      .select()
      .from(payoutMethods)
      .where(eq(payoutMethods.userId, userId))
      .orderBy(desc(payoutMethods.isDefault), asc(payoutMethods.createdAt), asc(payoutMethods.id));
    return rows.map(toPayoutMethod);
  }

  async function ownMethod(tx: Db, userId: number, id: number): Promise<PayoutMethodRow> {
    const [row] = await tx
      .select()
      .from(payoutMethods)
      .where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId)));
    if (!row) throw AppApiError.notFound(PAYOUT_MESSAGES.methodNotFound);
    return row;
  }

  async function methods(user: User): Promise<PayoutMethod[]> {
    return methodsOf(db, user.id);
  }

  /** The first account becomes the default, as does one added with `isDefault`. */
  async function addMethod(user: User, input: AddPayoutMethodInput): Promise<PayoutMethod[]> {
    return db.transaction(async (tx) => {
      await lockWallet(tx, user.id);
      const existing = await methodsOf(tx, user.id);
      if (
        existing.some((m) => m.bankBin === input.bankBin && m.accountNumber === input.accountNumber)
      ) {
        throw AppApiError.conflict(PAYOUT_MESSAGES.duplicateMethod);
      }
      if (existing.length >= MAX_METHODS)
        throw AppApiError.conflict(PAYOUT_MESSAGES.tooManyMethods);
      const isDefault = existing.length === 0 || input.isDefault === true;
      if (isDefault) {
        await tx
          .update(payoutMethods)
          .set({ isDefault: false })
          .where(and(eq(payoutMethods.userId, user.id), eq(payoutMethods.isDefault, true)));
      }
      await tx.insert(payoutMethods).values({
        userId: user.id,
        bankBin: input.bankBin,
        accountNumber: input.accountNumber,
        holderName: input.holderName,
        isDefault,
        createdAt: now(),
      });
      return methodsOf(tx, user.id);
    });
  }

  async function setDefaultMethod(user: User, id: number): Promise<PayoutMethod[]> {
    return db.transaction(async (tx) => {
      await lockWallet(tx, user.id);
      const method = await ownMethod(tx, user.id, id);
      if (!method.isDefault) {
        // Off first: the partial unique index allows one default per user at any moment.
        await tx
          .update(payoutMethods)
          .set({ isDefault: false })
          .where(and(eq(payoutMethods.userId, user.id), eq(payoutMethods.isDefault, true)));
        await tx.update(payoutMethods).set({ isDefault: true }).where(eq(payoutMethods.id, id));
      }
      return methodsOf(tx, user.id);
    });
  }

  /** Removing the default promotes the oldest remaining account, if any. */
  async function removeMethod(user: User, id: number): Promise<PayoutMethod[]> {
    return db.transaction(async (tx) => {
      await lockWallet(tx, user.id);
      const method = await ownMethod(tx, user.id, id);
      await tx.delete(payoutMethods).where(eq(payoutMethods.id, id));
      if (method.isDefault) {
        const [next] = await tx
          .select({ id: payoutMethods.id })
          .from(payoutMethods)
          .where(and(eq(payoutMethods.userId, user.id), ne(payoutMethods.id, id)))
          .orderBy(asc(payoutMethods.createdAt), asc(payoutMethods.id))
          .limit(1);
        if (next) {
          await tx
            .update(payoutMethods)
            .set({ isDefault: true })
            .where(eq(payoutMethods.id, next.id));
        }
      }
      return methodsOf(tx, user.id);
    });
  }

  async function payoutList(user: User, page: PageInput): Promise<Paginated<Payout>> {
    const query = db.select().from(payouts).$dynamic();
    const where = eq(payouts.userId, user.id);
    const { rows, meta } = await newestFirstPage(db, payouts, query, where, page);
    return { data: rows.map(toPayout), meta };
  }

  /** One of the caller's payouts; someone else's is as absent as a missing one. */
  async function payout(user: User, id: number): Promise<Payout> {
    const [row] = await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, id), eq(payouts.userId, user.id)));
    if (!row) throw AppApiError.notFound(PAYOUT_MESSAGES.payoutNotFound);
    return toPayout(row);
  }

  /**
   * Takes the coins out of the wallet onto a pending payout, in one transaction under the
   * wallet's lock: the same request key with the same coins finds the payout it made and debits
   * nothing again (the key with other coins is a 409, not that payout), and concurrent requests
   * see each other's debits.
   */
  async function request(user: User, input: RequestPayoutInput): Promise<PayoutResult> {
    const config = await deps.config.getWalletConfig();
    const result = await db.transaction(async (tx): Promise<PayoutResult & { fresh: boolean }> => {
      const balance = await lockWallet(tx, user.id);
      const [earlier] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, user.id), eq(payouts.requestKey, input.requestKey)));
      if (earlier) {
        if (earlier.coins !== input.coins) {
          throw AppApiError.conflict(PAYOUT_MESSAGES.requestKeyReused(earlier.coins));
        }
        return { payout: toPayout(earlier), coin: balance, fresh: false };
      }

      if (input.coins < config.minWithdrawal) {
        throw AppApiError.field('coins', PAYOUT_MESSAGES.belowMin(config.minWithdrawal));
      }
      if (input.coins > config.maxWithdrawal) {
        throw AppApiError.field('coins', PAYOUT_MESSAGES.aboveMax(config.maxWithdrawal));
      }
      const [method] = await tx
        .select()
        .from(payoutMethods)
        .where(and(eq(payoutMethods.userId, user.id), eq(payoutMethods.isDefault, true)));
      if (!method) throw AppApiError.conflict(PAYOUT_MESSAGES.noDefaultMethod);
      if (balance < input.coins) {
        throw AppApiError.conflict(PAYOUT_MESSAGES.insufficient(input.coins, balance));
      }

      const at = now();
      const [row] = await tx
        .insert(payouts)
        .values({
          userId: user.id,
          coins: input.coins,
          amountVnd: input.coins * config.coinValueVnd,
          methodId: method.id,
          bankBin: method.bankBin,
          accountNumber: method.accountNumber,
          holderName: method.holderName,
          requestKey: input.requestKey,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('payout insert returned no row');
      const coin = await applyMovement(tx, {
        userId: user.id,
        type: 'payout',
        amount: -input.coins,
        referenceType: 'payout',
        referenceId: row.id,
        description: `Rút ${input.coins} xu về ${bankNameOf(method.bankBin)} ${method.accountNumber}`,
        purpose: 'rút',
        at,
      });
      return { payout: toPayout(row), coin, fresh: true };
    });
    const { fresh, ...outcome } = result;
    if (fresh) options.onWalletChange?.(user.id);
    return outcome;
  }

  async function withPlayers(rows: PayoutRow[]): Promise<OperatorPayout[]> {
    const players = await loadPlayerSummaries(
      db,
      rows.map((r) => r.userId),
    );
    return rows.map((row) => {
      const player = players.get(row.userId);
      if (!player) throw new Error(`payout ${row.id} without its user`);
      return { ...toPayout(row), player };
    });
  }

  /** For the operator: newest first, optionally of one status. */
  async function operatorPayouts(
    page: PageInput,
    status?: PayoutStatus,
  ): Promise<Paginated<OperatorPayout>> {
    const query = db.select().from(payouts).$dynamic();
    const where = status ? eq(payouts.status, status) : undefined;
    const { rows, meta } = await newestFirstPage(db, payouts, query, where, page);
    return { data: await withPlayers(rows), meta };
  }

  /** Paid or rejected, once: a rejection returns the coins with a refund naming the payout. */
  async function decide(
    operator: User,
    id: number,
    input: Omit<DecidePayoutInput, 'id'>,
  ): Promise<OperatorPayout> {
    const row = await db.transaction(async (tx) => {
      const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!payout) throw AppApiError.notFound(PAYOUT_MESSAGES.payoutNotFound);
      if (payout.status !== 'pending') throw AppApiError.conflict(PAYOUT_MESSAGES.alreadyDecided);
      const at = now();
      const [decided] = await tx
        .update(payouts)
        .set({
          status: input.decision,
          note: input.note ? input.note : null,
          decidedAt: at,
          decidedBy: operator.id,
        })
        .where(eq(payouts.id, id))
        .returning();
      if (!decided) throw new Error(`payout ${id} vanished`);
      if (input.decision === 'rejected') {
        await applyMovement(tx, {
          userId: payout.userId,
          type: 'refund',
          amount: payout.coins,
          referenceType: 'payout',
          referenceId: payout.id,
          description: `Hoàn ${payout.coins} xu: yêu cầu rút xu bị từ chối`,
          at,
        });
      }
      return decided;
    });
    if (row.status === 'rejected') options.onWalletChange?.(row.userId);
    const [decided] = await withPlayers([row]);
    if (!decided) throw new Error(`payout ${id} without its user`);
    return decided;
  }

  return {
    methods,
    addMethod,
    setDefaultMethod,
    removeMethod,
    payouts: payoutList,
    payout,
    request,
    operatorPayouts,
    decide,
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
