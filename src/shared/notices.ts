import type { NOTIFICATION_KINDS } from './domain';

/** A notice's title, on the page's banner and in the Web Push alike. */
export function noticeTitle(kind: (typeof NOTIFICATION_KINDS)[number], table: string): string {
  switch (kind) {
    case 'up':
      return `Đến lượt bạn! Mời ra ${table}`;
    case 'next':
      return 'Bạn sắp đến lượt';
    case 'dispute':
      return `Tranh chấp tỉ số${table ? ` ở ${table}` : ''}`;
    case 'no_show_half':
      return `Bạn chưa có mặt ở ${table}`;
    case 'no_show_end':
      return `Hết giờ chờ ở ${table}`;
    case 'protest':
      return 'Cơ thủ khiếu nại kết quả';
    case 'new_event':
      return `Giải mới${table ? ` ở ${table}` : ''}`;
    case 'team_match':
      return 'Ngày mai đội bạn thi đấu';
  }
}
