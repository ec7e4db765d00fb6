// The one place coins move. A movement is one appended ledger row; the database applies it to
// users.coin (trigger wallet_transactions_apply, migration 0006), refuses any other change of a
// balance, and keeps balances at zero or above, so the ledger of a user always sums to it.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Paginated } from '../../../shared/schemas/common';
import { vietnamMidnight } from '../../../shared/tour-rules';
import type { HistoryFilters, PayoutStatus, TopupStatus } from '../../../shared/schemas/payments';
import type { LedgerStatus, LedgerType, WalletTransaction } from '../../../shared/schemas/wallet';
import type { Db } from '../../db/client';
import {
  payouts,
  topups,
  users,
  walletTransactions,
  type WalletTransactionRow,
} from '../../db/schema';
import { AppApiError, insufficientCoinsMessage } from '../../errors';
import { newestFirstPage, type PageInput } from '../pagination';

type ReferenceType = WalletTransactionRow['referenceType'];

export interface Movement {
  userId: number;
  type: LedgerType;
  /** Signed and never 0: positive credits the wallet, negative debits it. */
  amount: number;
  referenceType: ReferenceType;
  /** What caused it; only opening balances and adjustments may have none. */
  referenceId: number | null;
  description: string;
  /** Word naming the debit in the insufficient-coins message, e.g. 'lệ phí'. */
  purpose?: string;
  at?: Date;
}

/**
 * Moves coins: locks the wallet's row (two concurrent debits queue instead of both passing a
 * stale check), refuses a debit the balance cannot cover with a clear message, then appends the
 * ledger row, which the database applies. Returns the balance after. Call it inside the
 * transaction of the change that causes it.
 */
export async function applyMovement(tx: Db, movement: Movement): Promise<number> {
  return (await appendMovement(tx, movement)).balanceAfter;
}

/** applyMovement, answering with the ledger row's id as well (what a payment row points at). */
export async function appendMovement(
  tx: Db,
  movement: Movement,
): Promise<{ id: number; balanceAfter: number }> {
  const { userId, amount } = movement;
  if (!Number.isInteger(amount) || amount === 0) {
    throw new RangeError(`Số xu phải là số nguyên khác 0, nhận ${amount}`);
  }
  const [wallet] = await tx
    .select({ coin: users.coin })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!wallet) throw AppApiError.notFound();
  if (wallet.coin + amount < 0) {
    throw AppApiError.conflict(
      insufficientCoinsMessage(-amount, wallet.coin, movement.purpose ?? 'cần'),
    );
  }
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      userId,
      type: movement.type,
      amount,
      // Set by the database from the balance it applied the movement to.
      balanceAfter: 0,
      referenceType: movement.referenceType,
      referenceId: movement.referenceId,
      description: movement.description,
      ...(movement.at ? { createdAt: movement.at } : {}),
    })
    .returning({ id: walletTransactions.id, balanceAfter: walletTransactions.balanceAfter });
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

/** The sum of a user's ledger; equals users.coin (tests check the invariant with it). */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.sum ?? 0);
}

/** A ledger row with the state of the top-up or payout it references, if it references one. */
interface HistoryRow {
  ledger: WalletTransactionRow;
  topupStatus: TopupStatus | null;
  payoutStatus: PayoutStatus | null;
}

/** See ledgerStatus: a payout's own status, a credited top-up's `paid`, else `completed`. */
function ledgerStatusOf({ ledger, topupStatus, payoutStatus }: HistoryRow): LedgerStatus {
  if (ledger.referenceType === 'payout' && payoutStatus) return payoutStatus;
  if (ledger.referenceType === 'topup' && topupStatus) {
    return topupStatus === 'paid' ? 'paid' : 'pending';
  }
  return 'completed';
}

function toWalletTransaction(row: HistoryRow): WalletTransaction {
  const { ledger } = row;
  return {
    id: ledger.id,
    type: ledger.type,
    amount: ledger.amount,
    balanceAfter: ledger.balanceAfter,
    referenceType: ledger.referenceType,
    referenceId: ledger.referenceId,
    status: ledgerStatusOf(row),
    description: ledger.description,
    createdAt: ledger.createdAt.toISOString(),
  };
}

/** The ledger joined with what its rows reference (at most one top-up or payout each). */
function historyRows(db: Db) {
  return db
    .select({
      ledger: walletTransactions,
      topupStatus: topups.status,
      payoutStatus: payouts.status,
    })
    .from(walletTransactions)
    .leftJoin(
      topups,
      and(
        eq(walletTransactions.referenceType, 'topup'),
        eq(topups.id, walletTransactions.referenceId),
      ),
    )
    .leftJoin(
      payouts,
      and(
        eq(walletTransactions.referenceType, 'payout'),
        eq(payouts.id, walletTransactions.referenceId),
      ),
    );
}

/** The export's cap: a CSV past this is no longer something a person reads. */
const EXPORT_ROW_LIMIT = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

function historyWhere(userId: number, filters: HistoryFilters): SQL | undefined {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw AppApiError.field('from', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc');
  }
  return and(
    eq(walletTransactions.userId, userId),
    filters.type ? eq(walletTransactions.type, filters.type) : undefined,
    filters.from ? gte(walletTransactions.createdAt, vietnamMidnight(filters.from)) : undefined,
    // Inclusive: everything before the next day's midnight.
    filters.to
      ? lt(walletTransactions.createdAt, new Date(vietnamMidnight(filters.to).getTime() + DAY_MS))
      : undefined,
  );
}

export function createWalletService(db: Db) {
  /** The caller's ledger, newest first, by type and Vietnam-time days. */
  async function transactions(
    userId: number,
    page: PageInput,
    filters: HistoryFilters = {},
  ): Promise<Paginated<WalletTransaction>> {
    const { rows, meta } = await newestFirstPage(
      db,
      walletTransactions,
      historyRows(db).$dynamic(),
      historyWhere(userId, filters),
      page,
    );
    return { data: rows.map(toWalletTransaction), meta };
  }

  /** Every matching row for the CSV export (newest first, at most EXPORT_ROW_LIMIT). */
  async function exportTransactions(
    userId: number,
    filters: HistoryFilters = {},
  ): Promise<WalletTransaction[]> {
    const rows = await historyRows(db)
      .where(historyWhere(userId, filters))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(EXPORT_ROW_LIMIT);
    return rows.map(toWalletTransaction);
  }

  return { transactions, exportTransactions };
}

export type WalletService = ReturnType<typeof createWalletService>;
