import type { RankCode } from '../../shared/schemas/config';
import type { MatchStatus } from '../../shared/schemas/matches';
import type { StoreSummary } from '../../shared/schemas/stores';
import type { Game, TournamentFormat, TournamentStatus } from '../../shared/schemas/tournaments';

/** The Vietnamese names of the domain's codes, and the colour each status wears. */

export const TOURNAMENT_STATUS_LABELS: Record<TournamentStatus, string> = {
  draft: 'Nháp',
  registration: 'Đang mở đăng ký',
  ongoing: 'Đang diễn ra',
  finished: 'Đã kết thúc',
  cancelled: 'Đã huỷ',
};

export const TOURNAMENT_STATUS_COLORS: Record<TournamentStatus, string> = {
  draft: 'gray',
  registration: 'emerald',
  ongoing: 'orange',
  finished: 'blue',
  cancelled: 'red',
};

export const GAME_LABELS: Record<Game, string> = {
  '8-ball': '8 bi',
  '9-ball': '9 bi',
  '10-ball': '10 bi',
};

export const FORMAT_LABELS: Record<TournamentFormat, string> = {
  single_elimination: 'Loại trực tiếp',
  double_elimination: 'Nhánh thắng – nhánh thua',
  round_robin: 'Vòng tròn',
  groups_knockout: 'Vòng bảng + loại trực tiếp',
};

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  waiting: 'Chờ đối thủ',
  scheduled: 'Sắp đấu',
  live: 'Đang đấu',
  finished: 'Đã kết thúc',
};

export const MATCH_STATUS_COLORS: Record<MatchStatus, string> = {
  waiting: 'gray',
  scheduled: 'blue',
  live: 'red',
  finished: 'emerald',
};

/** 'Hạng K – C', 'Hạng D trở lên', 'Hạng F trở xuống' or 'Mọi hạng'. */
export function rankLimitsLabel(minRank: RankCode | null, maxRank: RankCode | null): string {
  if (minRank && maxRank)
    return minRank === maxRank ? `Hạng ${minRank}` : `Hạng ${minRank} – ${maxRank}`;
  if (minRank) return `Hạng ${minRank} trở lên`;
  if (maxRank) return `Hạng ${maxRank} trở xuống`;
  return 'Mọi hạng';
}

/** 'CLB Bida Hoàng Gia · Cầu Giấy, Hà Nội'. */
export function venueLabel(store: StoreSummary | null): string {
  return store ? `${store.name} · ${store.district}, ${store.city}` : 'Chưa chọn địa điểm';
}

/** Race-to: 'Chạm 7'. */
export const raceLabel = (race: number) => `Chạm ${race}`;
