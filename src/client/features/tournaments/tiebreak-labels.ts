import type { TiebreakUsed } from '../../../shared/schemas/tournaments';

/** The tiebreaks' Vietnamese names, for the pages of a tournament (not the first load). */

export const TIEBREAK_LABELS: Record<TiebreakUsed, string> = {
  matchPoints: 'Điểm trận',
  headToHead: 'Đối đầu',
  rackDifference: 'Hiệu số ván',
  racksWon: 'Số ván thắng',
  buchholz: 'Buchholz',
  generalAverage: 'Trung bình chung',
  bestGameAverage: 'Trung bình trận cao nhất',
  highRun: 'Loạt cơ cao nhất',
  seed: 'Hạt giống',
};

/** What each tiebreak compares, for the organiser choosing them. */
export const TIEBREAK_HELP: Record<TiebreakUsed, string> = {
  matchPoints: 'Thắng được 2 điểm.',
  headToHead: 'Chỉ tính các trận giữa những người đang bằng nhau.',
  rackDifference: 'Số ván thắng trừ số ván thua, mọi trận.',
  racksWon: 'Tổng số ván thắng, mọi trận.',
  buchholz: 'Tổng điểm trận của các đối thủ đã gặp (hệ Thụy Sĩ).',
  generalAverage: 'Carom: tổng điểm chia tổng lượt cơ, mọi trận.',
  bestGameAverage: 'Carom: trung bình điểm mỗi lượt của trận tốt nhất.',
  highRun: 'Carom: số điểm nhiều nhất trong một lượt cơ.',
  seed: 'Khi mọi tiêu chí đều bằng, hạt giống cao hơn xếp trên.',
};
