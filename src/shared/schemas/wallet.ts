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

export const walletTransactionSchema = z.object({
  id: z.number().int().positive(),
  type: ledgerType,
  /** Signed: positive credits the wallet, negative debits it. */
  amount: z.number().int(),
  balanceAfter: z.number().int().min(0),
  referenceType: ledgerReferenceType,
  referenceId: z.number().int().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
