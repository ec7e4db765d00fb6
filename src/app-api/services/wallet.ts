// The one place coins move. Every movement updates users.coin and writes its ledger row in the
// caller's transaction, so the ledger of a user always sums to the balance.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Paginated } from '../../shared/schemas/common';
import type { LedgerType, WalletTransaction } from '../../shared/schemas/wallet';
import type { Db } from '../db/client';
import { users, walletTransactions, type WalletTransactionRow } from '../db/schema';
import { AppApiError, insufficientCoinsMessage } from '../errors';
import { pageMeta, pageOffset, type PageInput } from './pagination';

type ReferenceType = WalletTransactionRow['referenceType'];

export interface Movement {
  userId: number;
  type: LedgerType;
  /** Signed and never 0: positive credits the wallet, negative debits it. */
  amount: number;
  referenceType: ReferenceType;
  referenceId: number | null;
  description: string;
  /** Word naming the debit in the insufficient-coins message, e.g. 'lệ phí'. */
  purpose?: string;
  at?: Date;
}

/**
 * Moves coins atomically: the balance changes only if it stays ≥ 0 (one UPDATE, so two
 * concurrent debits cannot both pass a stale check), then the ledger row records it.
 * Returns the balance after. Call it inside the transaction of the change that causes it.
 */
export async function applyMovement(tx: Db, movement: Movement): Promise<number> {
  const { userId, amount } = movement;
  if (!Number.isInteger(amount) || amount === 0) {
    throw new RangeError(`Số xu phải là số nguyên khác 0, nhận ${amount}`);
  }
  const [updated] = await tx
    .update(users)
    .set({ coin: sql`${users.coin} + ${amount}` })
    .where(and(eq(users.id, userId), sql`${users.coin} + ${amount} >= 0`))
    .returning({ coin: users.coin });
  if (!updated) {
    const [current] = await tx.select({ coin: users.coin }).from(users).where(eq(users.id, userId));
    if (!current) throw AppApiError.notFound();
    throw AppApiError.conflict(
      insufficientCoinsMessage(-amount, current.coin, movement.purpose ?? 'cần'),
    );
  }
  await tx.insert(walletTransactions).values({
    userId,
    type: movement.type,
    amount,
    balanceAfter: updated.coin,
    referenceType: movement.referenceType,
    referenceId: movement.referenceId,
    description: movement.description,
    ...(movement.at ? { createdAt: movement.at } : {}),
  });
  return updated.coin;
}

/** The sum of a user's ledger; equals users.coin (tests check the invariant with it). */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.sum ?? 0);
}

export function toWalletTransaction(row: WalletTransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createWalletService(db: Db) {
  /** The caller's ledger, newest first. */
  async function transactions(
    userId: number,
    page: PageInput,
  ): Promise<Paginated<WalletTransaction>> {
    const where = eq(walletTransactions.userId, userId);
    const [total] = await db.select({ n: count() }).from(walletTransactions).where(where);
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(where)
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(page.perPage)
      .offset(pageOffset(page));
    return { data: rows.map(toWalletTransaction), meta: pageMeta(page, total?.n ?? 0) };
  }

  return { transactions };
}

export type WalletService = ReturnType<typeof createWalletService>;
