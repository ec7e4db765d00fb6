import { LEDGER_REFERENCE_TYPES, LEDGER_STATUSES, LEDGER_TYPES } from '../domain';
import { z } from '../zod';

export const ledgerType = z.enum(LEDGER_TYPES);
export type LedgerType = z.infer<typeof ledgerType>;

export const ledgerReferenceType = z.enum(LEDGER_REFERENCE_TYPES);

export const ledgerStatus = z.enum(LEDGER_STATUSES);
export type LedgerStatus = z.infer<typeof ledgerStatus>;

/** What the wallet history and its CSV export call each kind of movement. */
export const LEDGER_TYPE_LABELS: Record<LedgerType, string> = {
  topup: 'Nạp xu',
  entry_fee: 'Lệ phí',
  refund: 'Hoàn tiền',
  prize: 'Tiền thưởng',
  prize_hold: 'Giữ quỹ thưởng',
  prize_release: 'Hoàn quỹ thưởng',
  prize_reversal: 'Thu hồi thưởng',
  payout: 'Rút xu',
  adjustment: 'Điều chỉnh',
};

/** A ledger row's status (pending is only a payout's: a top-up's credit is written paid). */
export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  completed: 'Hoàn tất',
  pending: 'Chờ chi trả',
  paid: 'Đã thanh toán',
  rejected: 'Bị từ chối',
};

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
