// The wallet history as a CSV file that Excel opens correctly in Vietnamese: UTF-8 with a BOM,
// CRLF line ends, RFC 4180 quoting, and Vietnam time.
import { LEDGER_STATUS_LABELS, LEDGER_TYPE_LABELS } from '../shared/ledger-labels';
import type { WalletTransaction } from '../shared/schemas/wallet';

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
      LEDGER_TYPE_LABELS[row.type],
      LEDGER_STATUS_LABELS[row.status],
      row.amount,
      row.balanceAfter,
      row.description,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
