// Money: the coin ledger, top-ups and the bank transfers behind them, payout accounts and payouts.
import {
  LEDGER_REFERENCE_TYPES,
  LEDGER_TYPES,
  PAYOUT_STATUSES,
  TOPUP_STATUSES,
  TRANSFER_OUTCOMES,
} from '../../../shared/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, vnd } from './columns';
import { users } from './accounts';
import { tournaments } from './tournaments';

/**
 * The coin ledger: every movement of a user's balance, with the balance after it and what
 * caused it. The sum of a user's amounts equals users.coin.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    // Restrict: a user with coin history cannot be deleted (rows are never deleted, migration 0008).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: LEDGER_TYPES }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    referenceType: text('reference_type', { enum: LEDGER_REFERENCE_TYPES }).notNull(),
    referenceId: integer('reference_id'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt),
    check('wallet_transactions_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check('wallet_transactions_amount_non_zero', sql`${t.amount} <> 0`),
    // Every movement names its cause; only the demo's opening balances and adjustments may not.
    check(
      'wallet_transactions_reference_present',
      sql`${t.referenceId} is not null or ${t.referenceType} in ('opening_balance', 'adjustment')`,
    ),
  ],
);
/** A top-up waiting for its bank transfer; the memo is what the bank statement must carry. */
export const topups = pgTable(
  'topups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    amountVnd: vnd('amount_vnd').notNull(),
    memo: text('memo').notNull().unique(),
    status: text('status', { enum: TOPUP_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('topups_user_created_idx').on(t.userId, t.createdAt),
    check('topups_positive', sql`${t.coins} > 0 and ${t.amountVnd} > 0`),
  ],
);

/**
 * Every transfer the bank-statement webhook reported, once per bank transaction id (a replay
 * finds its row and changes nothing), with what became of it; the operator reviews the rest.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    providerTransactionId: text('provider_transaction_id').notNull().unique(),
    amountVnd: vnd('amount_vnd').notNull(),
    content: text('content').notNull(),
    accountNumber: text('account_number'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    outcome: text('outcome', { enum: TRANSFER_OUTCOMES }).notNull(),
    topupId: integer('topup_id').references(() => topups.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_transfers_outcome_idx').on(t.outcome, t.createdAt)],
);

/** An organiser's payout bank accounts; at most one default each. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_methods_account_unique').on(t.userId, t.bankBin, t.accountNumber),
    uniqueIndex('payout_methods_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('payout_methods_account_digits', sql`${t.accountNumber} ~ '^[0-9]{6,19}$'`),
  ],
);

/**
 * A withdrawal: the coins leave the wallet when it is requested (ledger `payout`), the operator
 * pays it or rejects it (a rejection returns them). The bank account is copied, so removing a
 * method later does not change what was requested. One request key pays once.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    amountVnd: vnd('amount_vnd').notNull(),
    methodId: integer('method_id').references(() => payoutMethods.id, { onDelete: 'set null' }),
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('payouts_request_key_unique').on(t.userId, t.requestKey),
    index('payouts_status_created_idx').on(t.status, t.createdAt),
    check('payouts_positive', sql`${t.coins} > 0 and ${t.amountVnd} > 0`),
  ],
);

/**
 * A coin prize paid: who, for which place, and its ledger row. A player is paid at most one
 * prize per tournament (the unique index is the last word against a retry or a second
 * instance), and the rows are never changed: a correction would be new ledger rows.
 */
export const tournamentPrizePayments = pgTable(
  'tournament_prize_payments',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    place: integer('place').notNull(),
    coins: integer('coins').notNull(),
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    // A correction after payment takes the prize back by a ledger debit of its own (never by
    // editing the credit), and the payment stays listed as reversed.
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalLedgerId: integer('reversal_ledger_id').references(() => walletTransactions.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    // One standing payment per winner; a reversed one leaves room for the corrected place's.
    uniqueIndex('tournament_prize_payments_unique')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.reversedAt} is null`),
    check(
      'tournament_prize_payments_reversal_whole',
      sql`(${t.reversedAt} is null) = (${t.reversalLedgerId} is null)`,
    ),
    check('tournament_prize_payments_positive', sql`${t.coins} > 0`),
  ],
);

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type TopupRow = typeof topups.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
