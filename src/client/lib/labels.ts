import { isCaromGame, ROUND_KEYS, type ProtestRuling, type ResultType } from '../../shared/domain';
import type { RankCode } from '../../shared/schemas/config';
import type { Match, MatchStatus } from '../../shared/schemas/matches';
import type { StartWindow } from '../../shared/start-window';
import type { PayoutStatus, TopupStatus, TransferOutcome } from '../../shared/schemas/payments';
import type { PlayerSort, PlayerSummary } from '../../shared/schemas/players';
import type { StoreSummary } from '../../shared/schemas/stores';
import type {
  AchievementKind,
  Game,
  RoundKey,
  Tournament,
  TournamentFormat,
  TournamentStatus,
} from '../../shared/schemas/tournaments';
import type { PrizeSource } from '../../shared/schemas/prizes';
import type { LedgerStatus, LedgerType } from '../../shared/schemas/wallet';

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
  'three-cushion': 'Carom 3 băng',
  'one-cushion': 'Carom 1 băng',
  libre: 'Carom phăng',
};

export const FORMAT_LABELS: Record<TournamentFormat, string> = {
  single_elimination: 'Loại trực tiếp',
  double_elimination: 'Nhánh thắng – nhánh thua',
  round_robin: 'Vòng tròn',
  groups_knockout: 'Vòng bảng + loại trực tiếp',
  swiss: 'Hệ Thụy Sĩ',
};

const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  waiting: 'Chờ đối thủ',
  scheduled: 'Sắp đấu',
  live: 'Đang đấu',
  finished: 'Đã kết thúc',
};

/** How a match ended, where it was not played out (null: played, nothing to say). */
export const RESULT_TYPE_LABELS: Record<ResultType, string | null> = {
  played: null,
  walkover: 'W.O.',
  double_walkover: 'W.O. cả hai',
  retired: 'Bỏ cuộc',
  disqualified: 'Truất quyền',
};

/** A protest's outcome, as its players and the history read it. */
export const PROTEST_RULING_LABELS: Record<ProtestRuling, string> = {
  stands: 'Giữ nguyên kết quả',
  corrected: 'Đã sửa kết quả',
  replay: 'Cho đấu lại',
};

const MATCH_STATUS_COLORS: Record<MatchStatus, string> = {
  waiting: 'gray',
  scheduled: 'blue',
  live: 'red',
  finished: 'emerald',
};

type MatchState = Pick<Match, 'status' | 'resultType'>;

/** A match's state as its badges say it: how it ended when not played out (W.O.…), else its status. */
export const matchStateLabel = (match: MatchState): string =>
  (match.status === 'finished' ? RESULT_TYPE_LABELS[match.resultType] : null) ??
  MATCH_STATUS_LABELS[match.status];

/** The colour of that badge: an ending not played out stands out from a played result. */
export const matchStateColor = (match: MatchState): string =>
  match.status === 'finished' && RESULT_TYPE_LABELS[match.resultType]
    ? 'orange'
    : MATCH_STATUS_COLORS[match.status];

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

/** Race-to: 'Chạm 7' for pool; a carom target: '30 điểm'. */
/** How many sets a carom match is played over, as the form and the description say it. */
export const CAROM_SETS_LABELS: Record<number, string> = {
  1: 'Một ván',
  3: '3 séc (thắng 2 séc)',
  5: '5 séc (thắng 3 séc)',
};

/** "Chạm 7" for pool, "30 điểm" for carom, "15 điểm/séc" in a match of sets. */
export const raceLabel = (race: number, game?: Game, sets = 1) =>
  game && isCaromGame(game) ? `${race} điểm${sets > 1 ? '/séc' : ''}` : `Chạm ${race}`;

export const ACHIEVEMENT_LABELS: Record<AchievementKind, string> = {
  champion: 'Vô địch',
  runner_up: 'Á quân',
  top4: 'Top 4',
};

export const ACHIEVEMENT_COLORS: Record<AchievementKind, string> = {
  champion: 'yellow',
  runner_up: 'gray',
  top4: 'orange',
};

export const PLAYER_SORT_LABELS: Record<PlayerSort, string> = {
  rating: 'Điểm trình độ',
  name: 'Tên',
  matches: 'Số trận',
};

export const PRIZE_SOURCE_LABELS: Record<PrizeSource, string> = {
  organizer: 'Ví của ban tổ chức',
  pot: 'Quỹ lệ phí của cơ thủ',
};

export const LEDGER_TYPE_COLORS: Record<LedgerType, string> = {
  topup: 'emerald',
  entry_fee: 'orange',
  refund: 'blue',
  prize: 'yellow',
  prize_hold: 'orange',
  prize_release: 'blue',
  prize_reversal: 'red',
  payout: 'purple',
  adjustment: 'gray',
};

export const LEDGER_STATUS_COLORS: Record<LedgerStatus, string> = {
  completed: 'gray',
  pending: 'orange',
  paid: 'emerald',
  rejected: 'red',
};

export const TOPUP_STATUS_LABELS: Record<TopupStatus, string> = {
  pending: 'Chờ chuyển khoản',
  paid: 'Đã thanh toán',
  expired: 'Hết hạn',
};

export const TOPUP_STATUS_COLORS: Record<TopupStatus, string> = {
  pending: 'orange',
  paid: 'emerald',
  expired: 'gray',
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Chờ chi trả',
  paid: 'Đã chuyển',
  rejected: 'Bị từ chối',
};

export const PAYOUT_STATUS_COLORS: Record<PayoutStatus, string> = {
  pending: 'orange',
  paid: 'emerald',
  rejected: 'red',
};

export const TRANSFER_OUTCOME_LABELS: Record<TransferOutcome, string> = {
  credited: 'Đã cộng xu',
  unmatched: 'Không khớp nội dung',
  amount_mismatch: 'Sai số tiền',
  not_pending: 'Lệnh nạp đã đóng',
  wrong_account: 'Sai tài khoản nhận',
};

export const TRANSFER_OUTCOME_COLORS: Record<TransferOutcome, string> = {
  credited: 'emerald',
  unmatched: 'red',
  amount_mismatch: 'orange',
  not_pending: 'gray',
  wrong_account: 'purple',
};

/** "An – Bình": the two players of a match, or a placeholder while one is still unknown. */
export function matchPairing(match: {
  player1: PlayerSummary | null;
  player2: PlayerSummary | null;
}): string {
  const name = (player: PlayerSummary | null) => player?.fullName ?? 'Chưa xác định';
  return `${name(match.player1)} – ${name(match.player2)}`;
}

/** Where a match is played: its table and its club ("Bàn 3 · CLB Bida Hoàng Gia"). */
export function matchPlace(match: Pick<Match, 'tableLabel' | 'tournament'>): string {
  const table = match.tableLabel ?? 'Chưa xếp bàn';
  return match.tournament.store ? `${table} · ${match.tournament.store.name}` : table;
}

/** The tournament list's "when" filter (shared/start-window.ts). */
export const START_WINDOW_LABELS: Record<StartWindow, string> = {
  today: 'Hôm nay',
  weekend: 'Cuối tuần này',
  week: '7 ngày tới',
  month: 'Tháng này',
};

/** The rounds a tournament's race-to is set for. */
export const ROUND_LABELS: Record<RoundKey, string> = {
  early: 'Vòng đầu',
  quarterFinal: 'Tứ kết',
  semiFinal: 'Bán kết',
  final: 'Chung kết',
};

/**
 * A tournament's race-to in one line, each round that differs from the one before named:
 * "Chạm 5", "Chạm 5, từ bán kết 7, chung kết 9", "30 điểm, chung kết 40 điểm".
 */
export function raceSummary(tournament: Pick<Tournament, 'raceTo' | 'game' | 'caromSets'>): string {
  const parts: string[] = [];
  let previous: number | null = null;
  for (const key of ROUND_KEYS) {
    const race = tournament.raceTo[key];
    if (race === previous) continue;
    const label = raceLabel(race, tournament.game, tournament.caromSets);
    const round = ROUND_LABELS[key].toLowerCase();
    const from = key === 'final' ? round : `từ ${round}`;
    parts.push(previous === null ? label : `${from} ${label.replace(/^Chạm /, '')}`);
    previous = race;
  }
  return parts.join(', ');
}
