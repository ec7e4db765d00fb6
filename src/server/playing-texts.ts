// The first section of the handicap page (/playing), drawn in the document (first-paint.ts): the
// ranks from the weakest up, with their ratings and what each means, as the page's rank table
// shows them. It is what a player opens the page for, and the page's largest text.
import { rankLabel } from '../shared/ranks';
import { RANK_TABLE_NOTE, rankNameShown, ranksByStrength } from '../shared/rank-table';
import { formatNumber } from '../shared/number-format';
import type { Rank } from '../shared/schemas/config';
import type { FirstSection } from './first-sections';

export function rankSection(ranks: readonly Rank[]): FirstSection {
  return {
    heading: 'Bảng hạng',
    lead: RANK_TABLE_NOTE,
    table: {
      label: 'Các hạng từ yếu đến mạnh và điểm trình độ của mỗi hạng',
      columns: ['Hạng', 'Điểm trình độ', 'Mô tả'],
      numeric: [1],
      rows: ranksByStrength(ranks).map((rank) => {
        const name = rankNameShown(rank);
        return [
          name ? `${rankLabel(rank.code)} · ${name}` : rankLabel(rank.code),
          formatNumber(rank.rating),
          rank.description || 'Chưa có mô tả',
        ];
      }),
    },
    empty: 'Chưa có hạng nào.',
  };
}
