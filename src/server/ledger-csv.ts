// The wallet history as a CSV file that Excel opens correctly in Vietnamese: UTF-8 with a BOM,
// CRLF line ends, RFC 4180 quoting, and Vietnam time.
import type { LedgerStatus, LedgerType, WalletTransaction } from '../shared/schemas/wallet';

const TYPE_LABELS: Record<LedgerType, string> = {
  topup: 'Nạp xu',
  entry_fee: 'Lệ phí',
  refund: 'Hoàn tiền',
  prize: 'Tiền thưởng',
  prize_hold: 'Giữ quỹ thưởng',
  prize_release: 'Hoàn quỹ thưởng',
  payout: 'Rút xu',
  adjustment: 'Điều chỉnh',
};

// As the history page shows them (src/client/lib/labels.ts).
const STATUS_LABELS: Record<LedgerStatus, string> = {
  completed: 'Hoàn tất',
  pending: 'Chờ chi trả',
  paid: 'Đã thanh toán',
  rejected: 'Bị từ chối',
};

const vietnamTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'medium',
});

function cell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; negative numbers are numbers.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function ledgerCsv(rows: readonly WalletTransaction[]): string {
  const header = ['Mã', 'Thời gian', 'Loại', 'Trạng thái', 'Số xu', 'Số dư sau', 'Nội dung'];
  const lines = rows.map((row) =>
    [
      row.id,
      vietnamTime.format(new Date(row.createdAt)),
      TYPE_LABELS[row.type],
      STATUS_LABELS[row.status],
      row.amount,
      row.balanceAfter,
      row.description,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
