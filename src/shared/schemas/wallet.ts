import { LEDGER_REFERENCE_TYPES, LEDGER_STATUSES, LEDGER_TYPES } from '../domain';
import { z } from '../zod';

export const ledgerType = z.enum(LEDGER_TYPES);
export type LedgerType = z.infer<typeof ledgerType>;

const ledgerReferenceType = z.enum(LEDGER_REFERENCE_TYPES);

const ledgerStatus = z.enum(LEDGER_STATUSES);
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
