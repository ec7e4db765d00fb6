import type { Tiebreak, Tournament, TiebreakUsed } from '../../../shared/schemas/tournaments';

/** Carom: what decides a game level at the end. */
export const CAROM_TIEBREAK_LABELS: Record<Tournament['caromTiebreak'], string> = {
  penalty_shots: 'Đá luân lưu (penalty)',
  extra_innings: 'Đánh thêm lượt đến khi có người hơn',
};

/**
 * What a carom game level at the end becomes in `tournament`: a draw in its table where the
 * organiser allows draws, the tiebreak in a knockout (and everywhere without draws).
 */
export function levelGameRule(
  tournament: Pick<Tournament, 'format' | 'caromDraws' | 'caromTiebreak' | 'swissCut'>,
): string {
  const tiebreak = CAROM_TIEBREAK_LABELS[tournament.caromTiebreak];
  if (!tournament.caromDraws) return tiebreak;
  const knockout =
    tournament.format === 'groups_knockout' ||
    (tournament.format === 'swiss' && tournament.swissCut !== null);
  return knockout
    ? `Hòa (1 điểm trận); trận loại trực tiếp: ${tiebreak.toLowerCase()}`
    : 'Hòa (1 điểm trận)';
}

/** The tiebreaks' Vietnamese names, for the pages of a tournament (not the first load). */

export const TIEBREAK_LABELS: Record<TiebreakUsed, string> = {
  matchPoints: 'Điểm trận',
  headToHead: 'Đối đầu',
  rackDifference: 'Hiệu số ván',
  racksWon: 'Số ván thắng',
  buchholz: 'Buchholz',
  sonnebornBerger: 'Sonneborn–Berger',
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
  sonnebornBerger: 'Tổng điểm trận của các đối thủ đã thắng, cộng nửa điểm của các đối thủ đã hòa.',
  generalAverage: 'Carom: tổng điểm chia tổng lượt cơ, mọi trận.',
  bestGameAverage: 'Carom: trung bình điểm mỗi lượt của trận tốt nhất.',
  highRun: 'Carom: số điểm nhiều nhất trong một lượt cơ.',
  seed: 'Khi mọi tiêu chí đều bằng, hạt giống cao hơn xếp trên.',
};

/** A tiebreak's figure as a table's column: a short header, its full name on hover. */
export const TIEBREAK_COLUMNS: Record<Tiebreak, string> = {
  matchPoints: 'Điểm',
  headToHead: 'ĐĐ',
  rackDifference: 'HS',
  racksWon: 'VT',
  buchholz: 'BH',
  sonnebornBerger: 'SB',
  generalAverage: 'TB',
  bestGameAverage: 'TBC',
  highRun: 'Loạt',
};
