// A player's next step with an event's registration, and how each step is asked and told. The
// event's page (features/tournaments/registration-box.tsx) and the document's first screen
// (server/first-paint-actions.ts) say the same, so a tap on either asks the same question.
import { RANK_CODES, prizeTotal } from './domain';
import { rankRangeText, refusalOf } from './eligibility-text';
import { formatCoins } from './number-format';
import type { Tournament } from './schemas/tournaments';

/** What registering for an event turns on. */
export type RegistrationEvent = Pick<
  Tournament,
  | 'name'
  | 'status'
  | 'checkInOpenedAt'
  | 'playerCount'
  | 'maxPlayers'
  | 'minRank'
  | 'maxRank'
  | 'verifiedRanksOnly'
  | 'entryFee'
  | 'prizes'
  | 'prizeSource'
  | 'viewer'
>;

/** A question put before a step, as the app's confirmation dialog puts it. */
export interface Question {
  header: string;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  icon?: 'warning';
}

export type RegistrationStep =
  /** Nothing to offer: the event is not taking players, or the caller manages it. */
  | { kind: 'none' }
  /** A visitor: signing in comes first. */
  | { kind: 'sign-in' }
  /** Registered, and the club is checking players in. */
  | { kind: 'check-in' }
  /** Not registered while the club checks players in: nobody new joins. */
  | { kind: 'check-in-closed' }
  | { kind: 'leave' }
  /** `blocked`: why the player may not join (their rank, a full event), or null. */
  | { kind: 'join'; blocked: string | null };

/**
 * Why the player's rank keeps them out, or null: as the event judges them (the highest of their
 * official, peak and verified ranks, with its reason), else by their official rank.
 */
function rankProblem(tournament: RegistrationEvent, rank: string): string | null {
  const judged = tournament.viewer.eligibility;
  if (judged) return judged.eligible ? null : `${refusalOf(tournament, judged)}.`;
  const { minRank, maxRank } = tournament;
  if (!minRank && !maxRank) return null;
  const index = RANK_CODES.indexOf(rank as (typeof RANK_CODES)[number]);
  const min = minRank ? RANK_CODES.indexOf(minRank) : -1;
  const max = maxRank ? RANK_CODES.indexOf(maxRank) : RANK_CODES.length;
  if (index >= min && index <= max) return null;
  return `Giải dành cho ${rankRangeText(minRank, maxRank)}; hạng của bạn là ${rank}.`;
}

/** What `user` (null: a visitor) can do next about registering for `tournament`. */
export function registrationStep(
  tournament: RegistrationEvent,
  user: { rank: string } | null,
): RegistrationStep {
  const { viewer, status } = tournament;
  if (status !== 'registration') return { kind: 'none' };
  if (!user) return { kind: 'sign-in' };
  if (tournament.checkInOpenedAt !== null) {
    if (viewer.joined) return viewer.checkedIn ? { kind: 'none' } : { kind: 'check-in' };
    return viewer.manager ? { kind: 'none' } : { kind: 'check-in-closed' };
  }
  if (viewer.joined) return { kind: 'leave' };
  const full = tournament.playerCount >= tournament.maxPlayers;
  return {
    kind: 'join',
    blocked: rankProblem(tournament, user.rank) ?? (full ? 'Giải đấu đã đủ cơ thủ.' : null),
  };
}

/**
 * The question before joining with `coin` in the wallet: the fee, the balance it leaves and the
 * prizes, or, when the balance is short, the offer to top up (`then`: what accepting does).
 */
export function joinQuestion(
  tournament: RegistrationEvent,
  coin: number,
): Question & { then: 'join' | 'top-up' } {
  const fee = tournament.entryFee;
  if (coin < fee) {
    return {
      then: 'top-up',
      header: 'Số dư không đủ',
      icon: 'warning',
      message:
        `Lệ phí tham gia là ${formatCoins(fee)}, số dư của bạn là ${formatCoins(coin)}: ` +
        `không đủ để tham gia. Hãy nạp thêm ít nhất ${formatCoins(fee - coin)}.`,
      acceptLabel: 'Nạp xu',
      rejectLabel: 'Để sau',
    };
  }
  // The coin prizes and where they come from, said before anyone pays.
  const prizes = prizeTotal(tournament.prizes);
  const prizeLine =
    prizes === 0
      ? ''
      : `Giải thưởng ${formatCoins(prizes)} ${tournament.prizeSource === 'pot' ? 'trích từ lệ phí của cơ thủ' : 'từ ví ban tổ chức'}. `;
  return {
    then: 'join',
    header: 'Tham gia giải đấu',
    message:
      fee > 0
        ? `Lệ phí tham gia: ${formatCoins(fee)}. Số dư của bạn: ${formatCoins(coin)}; ` +
          `sau khi đăng ký còn ${formatCoins(coin - fee)}. ${prizeLine}Tham gia "${tournament.name}"?`
        : `Giải miễn phí. Số dư của bạn: ${formatCoins(coin)}. ${prizeLine}Tham gia "${tournament.name}"?`,
    acceptLabel: 'Tham gia',
    rejectLabel: 'Để sau',
  };
}

/** The question before leaving, with the refund it brings. */
export function leaveQuestion(tournament: RegistrationEvent, coin: number): Question {
  const fee = tournament.entryFee;
  return {
    header: 'Rút khỏi giải đấu',
    icon: 'warning',
    message:
      fee > 0
        ? `Lệ phí ${formatCoins(fee)} sẽ được hoàn vào ví (số dư sau khi hoàn: ` +
          `${formatCoins(coin + fee)}). Rút khỏi "${tournament.name}"?`
        : `Rút khỏi "${tournament.name}"?`,
    acceptLabel: 'Rút khỏi giải',
    rejectLabel: 'Không',
  };
}

/** What a player is told once they have joined, `coin` left in the wallet. */
export const joinedText = (tournament: Pick<Tournament, 'entryFee'>, coin: number) =>
  tournament.entryFee > 0
    ? `Đã đăng ký tham gia giải. Số dư còn ${formatCoins(coin)}.`
    : 'Đã đăng ký tham gia giải.';

/** What a player is told once they have left, refunded up to `coin`. */
export const leftText = (tournament: Pick<Tournament, 'entryFee'>, coin: number) =>
  tournament.entryFee > 0
    ? `Đã rút khỏi giải và hoàn ${formatCoins(tournament.entryFee)}. Số dư: ${formatCoins(coin)}.`
    : 'Đã rút khỏi giải.';
