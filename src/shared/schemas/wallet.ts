import { z } from '../zod';

export const LEDGER_TYPES = [
  'topup',
  'entry_fee',
  'refund',
  'prize',
  'payout',
  'adjustment',
] as const;
export const ledgerType = z.enum(LEDGER_TYPES);
export type LedgerType = z.infer<typeof ledgerType>;

/** What a ledger movement concerns; `opening_balance` is the demo's starting coins. */
export const LEDGER_REFERENCE_TYPES = [
  'tournament',
  'topup',
  'payout',
  'adjustment',
  'opening_balance',
] as const;
export const ledgerReferenceType = z.enum(LEDGER_REFERENCE_TYPES);

/**
 * Where what a movement concerns stands: a payout's debit (and the refund of a rejected one)
 * carries the payout's `pending`, `paid` or `rejected`; a top-up's credit is `paid` (it is
 * written when the bank confirms); fees, prizes, their refunds and adjustments are `completed`.
 */
export const LEDGER_STATUSES = ['completed', 'pending', 'paid', 'rejected'] as const;
export const ledgerStatus = z.enum(LEDGER_STATUSES);
export type LedgerStatus = z.infer<typeof ledgerStatus>;

export const walletTransactionSchema = z.object({
  id: z.number().int().positive(),
  type: ledgerType,
  /** Signed: positive credits the wallet, negative debits it. */
  amount: z.number().int(),
  balanceAfter: z.number().int().min(0),
  referenceType: ledgerReferenceType,
  referenceId: z.number().int().nullable(),
  status: ledgerStatus,
  description: z.string(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
