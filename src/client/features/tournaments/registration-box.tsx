// Joining and leaving a tournament, from the button to the toast: the box in the tournament's
// header, the confirmation (or the offer to top up), the call, and the balance it leaves.
import { RANK_CODES } from '../../../shared/domain';
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Pencil, ScanLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JoinResult, Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { useConfirmAhead } from '../../components/confirm/confirm-host';
import { useAuth } from '../../lib/auth';
import { openLoginModal } from '../../lib/auth-ui';
import { confirm } from '../../lib/confirm-store';
import { formatCoins } from '../../lib/format';
import { prizeTotal } from '../../../shared/domain';
import { refusalOf } from '../../../shared/eligibility-text';
import { rankLimitsLabel } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useApplyTournament } from './tournament-hooks';

/** Join and leave, paying or refunding the entry fee; the header's balance follows. */
export function useRegistration(tournament: Tournament) {
  const utils = trpc.useUtils();
  const apply = useApplyTournament();
  const navigate = useNavigate();

  const settle = (result: JoinResult) => {
    apply(result.tournament);
    utils.auth.me.setData(undefined, (user) => (user ? { ...user, coin: result.coin } : user));
    void utils.payment.histories.invalidate();
    // Who is coming changed: the player is in the list now, or out of it.
    void utils.tournaments.players.invalidate({ id: result.tournament.id });
  };

  const join = trpc.tournaments.join.useMutation({
    onSuccess: (result) => {
      settle(result);
      notify.success(
        tournament.entryFee > 0
          ? `Đã đăng ký tham gia giải. Số dư còn ${formatCoins(result.coin)}.`
          : 'Đã đăng ký tham gia giải.',
      );
    },
  });
  const leave = trpc.tournaments.leave.useMutation({
    onSuccess: (result) => {
      settle(result);
      notify.success(
        tournament.entryFee > 0
          ? `Đã rút khỏi giải và hoàn ${formatCoins(tournament.entryFee)}. Số dư: ${formatCoins(result.coin)}.`
          : 'Đã rút khỏi giải.',
      );
    },
  });

  const askJoin = async (coin: number) => {
    const fee = tournament.entryFee;
    if (coin < fee) {
      const topUp = await confirm({
        header: 'Số dư không đủ',
        icon: 'warning',
        message:
          `Lệ phí tham gia là ${formatCoins(fee)}, số dư của bạn là ${formatCoins(coin)}: ` +
          `không đủ để tham gia. Hãy nạp thêm ít nhất ${formatCoins(fee - coin)}.`,
        acceptLabel: 'Nạp xu',
        rejectLabel: 'Để sau',
      });
      if (topUp) navigate('/payment');
      return;
    }
    // The coin prizes and where they come from, said before anyone pays.
    const prizes = prizeTotal(tournament.prizes);
    const prizeLine =
      prizes === 0
        ? ''
        : `Giải thưởng ${formatCoins(prizes)} ${tournament.prizeSource === 'pot' ? 'trích từ lệ phí của cơ thủ' : 'từ ví ban tổ chức'}. `;
    const accepted = await confirm({
      header: 'Tham gia giải đấu',
      message:
        fee > 0
          ? `Lệ phí tham gia: ${formatCoins(fee)}. Số dư của bạn: ${formatCoins(coin)}; ` +
            `sau khi đăng ký còn ${formatCoins(coin - fee)}. ${prizeLine}Tham gia "${tournament.name}"?`
          : `Giải miễn phí. Số dư của bạn: ${formatCoins(coin)}. ${prizeLine}Tham gia "${tournament.name}"?`,
      acceptLabel: 'Tham gia',
      rejectLabel: 'Để sau',
    });
    if (accepted) join.mutate({ id: tournament.id });
  };

  const askLeave = async (coin: number) => {
    const fee = tournament.entryFee;
    const accepted = await confirm({
      header: 'Rút khỏi giải đấu',
      icon: 'warning',
      message:
        fee > 0
          ? `Lệ phí ${formatCoins(fee)} sẽ được hoàn vào ví (số dư sau khi hoàn: ` +
            `${formatCoins(coin + fee)}). Rút khỏi "${tournament.name}"?`
          : `Rút khỏi "${tournament.name}"?`,
      acceptLabel: 'Rút khỏi giải',
      rejectLabel: 'Không',
    });
    if (accepted) leave.mutate({ id: tournament.id });
  };

  return { askJoin, askLeave, pending: join.isPending || leave.isPending };
}

/**
 * Why the caller's rank keeps them out, or null: as the event judges them (the highest of their
 * official, peak and verified ranks, with its reason), else by their official rank.
 */
function rankProblem(tournament: Tournament, rank: string): string | null {
  const judged = tournament.viewer.eligibility;
  if (judged) {
    if (judged.eligible) return null;
    return `${refusalOf(tournament, judged)}.`;
  }
  const index = RANK_CODES.indexOf(rank as (typeof RANK_CODES)[number]);
  const min = tournament.minRank ? RANK_CODES.indexOf(tournament.minRank) : -1;
  const max = tournament.maxRank ? RANK_CODES.indexOf(tournament.maxRank) : RANK_CODES.length;
  if (index >= min && index <= max) return null;
  const limits = rankLimitsLabel(tournament.minRank, tournament.maxRank);
  // "hạng D – A": the sentence's case, the ranks' own letters.
  return `Giải dành cho ${limits.charAt(0).toLowerCase()}${limits.slice(1)}; hạng của bạn là ${rank}.`;
}

export function RegistrationBox({ tournament }: { tournament: Tournament }) {
  const { user, coin } = useAuth();
  const registration = useRegistration(tournament);
  const manager = tournament.viewer.manager;
  // A signed-in player's join or leave asks first: its dialog's code comes with the page.
  useConfirmAhead(Boolean(user) && tournament.status === 'registration');

  const editLink =
    manager && (tournament.status === 'draft' || tournament.status === 'registration') ? (
      <Button asChild variant="outline">
        <AppLink to={`/tournaments/${tournament.id}/update`}>
          <Pencil aria-hidden />
          Chỉnh sửa
        </AppLink>
      </Button>
    ) : null;

  let action: ReactNode = null;
  let note: ReactNode = null;
  const checkInOpen = tournament.status === 'registration' && tournament.checkInOpenedAt !== null;
  if (tournament.viewer.joined) {
    note = (
      <Badge
        colorPalette="emerald"
        size="lg"
        variant="solid"
        alignSelf={{ base: 'flex-start', md: 'flex-end' }}
      >
        {tournament.viewer.checkedIn
          ? 'Bạn đã điểm danh'
          : tournament.status === 'registration'
            ? 'Bạn đã đăng ký'
            : 'Bạn tham gia giải này'}
      </Badge>
    );
  }
  if (checkInOpen && user) {
    // At the venue: a registered player checks in (a player who cannot come simply does not,
    // and is refunded at the start); nobody new joins.
    if (tournament.viewer.joined && !tournament.viewer.checkedIn) {
      action = (
        <Button asChild colorPalette="emerald" size="lg">
          <AppLink to={`/tournaments/${tournament.id}/check-in`}>
            <ScanLine aria-hidden />
            Điểm danh
          </AppLink>
        </Button>
      );
    } else if (!tournament.viewer.joined && !manager) {
      note = (
        <Text fontSize="sm" color="fg.muted" maxW="xs" textAlign={{ md: 'end' }}>
          Giải đang điểm danh tại câu lạc bộ, không nhận thêm cơ thủ.
        </Text>
      );
    }
  } else if (tournament.status === 'registration' && user !== undefined) {
    const full = tournament.playerCount >= tournament.maxPlayers;
    if (user === null) {
      action = (
        <Button colorPalette="emerald" size="lg" onClick={openLoginModal}>
          Đăng nhập để tham gia
        </Button>
      );
    } else if (tournament.viewer.joined) {
      action = (
        <Button
          variant="outline"
          colorPalette="red"
          size="lg"
          loading={registration.pending}
          onClick={() => void registration.askLeave(coin)}
        >
          Rút khỏi giải
        </Button>
      );
    } else {
      const blocked =
        rankProblem(tournament, user.rank) ?? (full ? 'Giải đấu đã đủ cơ thủ.' : null);
      action = (
        <Button
          colorPalette="emerald"
          size="lg"
          loading={registration.pending}
          disabled={blocked !== null}
          onClick={() => void registration.askJoin(coin)}
        >
          Tham gia giải
        </Button>
      );
      if (blocked) {
        note = (
          <Text fontSize="sm" color="fg.muted" maxW="xs" textAlign={{ md: 'end' }}>
            {blocked}
          </Text>
        );
      } else if (coin < tournament.entryFee) {
        note = (
          <Text fontSize="sm" color="fg.warning" maxW="xs" textAlign={{ md: 'end' }}>
            Số dư {formatCoins(coin)}, chưa đủ lệ phí.{' '}
            <Link asChild color="emerald.fg" fontWeight="semibold">
              <AppLink to="/payment">Nạp xu</AppLink>
            </Link>
          </Text>
        );
      }
    }
  }
  if (!action && !note && !editLink) return null;
  return (
    <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {editLink}
        {action}
      </Stack>
      {note}
    </Stack>
  );
}
