// The wallet's words, said alike by the history page and its CSV export; apart from the schemas so
// that a page showing them does not load zod.
import type { LedgerStatus, LedgerType } from './schemas/wallet';

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
