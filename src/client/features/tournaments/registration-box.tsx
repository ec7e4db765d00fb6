// Joining and leaving a tournament, from the button to the toast: the box in the tournament's
// header, the confirmation (or the offer to top up), the call, and the balance it leaves.
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Ban, Pencil, ScanLine } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  joinedText,
  joinQuestion,
  leaveQuestion,
  leftText,
  registrationStep,
  type RegistrationStep,
} from '../../../shared/registration';
import type { JoinResult, Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { useConfirmAhead } from '../../components/confirm/confirm-host';
import { useAuth } from '../../lib/auth';
import { openLoginModal } from '../../lib/auth-ui';
import { confirm } from '../../lib/confirm-store';
import { formatCoins } from '../../lib/format';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useApplyTournament } from './tournament-hooks';

/** Join and leave, paying or refunding the entry fee; the header's balance follows. */
function useRegistration(tournament: Tournament) {
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
      notify.success(joinedText(tournament, result.coin));
    },
  });
  const leave = trpc.tournaments.leave.useMutation({
    onSuccess: (result) => {
      settle(result);
      notify.success(leftText(tournament, result.coin));
    },
  });

  const askJoin = async (coin: number) => {
    const question = joinQuestion(tournament, coin);
    const accepted = await confirm(question);
    if (!accepted) return;
    if (question.then === 'top-up') navigate('/payment');
    else join.mutate({ id: tournament.id });
  };

  const askLeave = async (coin: number) => {
    if (await confirm(leaveQuestion(tournament, coin))) leave.mutate({ id: tournament.id });
  };

  return { askJoin, askLeave, pending: join.isPending || leave.isPending };
}

export function RegistrationBox({ tournament }: { tournament: Tournament }) {
  const { user, coin } = useAuth();
  const registration = useRegistration(tournament);
  const manager = tournament.viewer.manager;
  const reasonId = useId();
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
  // Until the session is known, nothing: a visitor's button would flash for a player.
  const step: RegistrationStep =
    user === undefined ? { kind: 'none' } : registrationStep(tournament, user);
  if (step.kind === 'check-in') {
    // At the venue: a registered player checks in (a player who cannot come simply does not,
    // and is refunded at the start); nobody new joins.
    action = (
      <Button asChild colorPalette="emerald" size="lg">
        <AppLink to={`/tournaments/${tournament.id}/check-in`}>
          <ScanLine aria-hidden />
          Điểm danh
        </AppLink>
      </Button>
    );
  } else if (step.kind === 'check-in-closed') {
    note = (
      <Text fontSize="sm" color="fg.muted" maxW="xs" textAlign={{ md: 'end' }}>
        Giải đang điểm danh tại câu lạc bộ, không nhận thêm cơ thủ.
      </Text>
    );
  } else if (step.kind === 'sign-in') {
    action = (
      <Button colorPalette="emerald" size="lg" onClick={openLoginModal}>
        Đăng nhập để tham gia
      </Button>
    );
  } else if (step.kind === 'leave') {
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
  } else if (step.kind === 'join' && step.blocked) {
    // Refused (the rank limit, a full event): the disabled emerald read as a light green button
    // still to tap. Grey, a "no" sign and not-allowed, the reason right under it and read with it.
    action = (
      <Button
        size="lg"
        variant="subtle"
        colorPalette="gray"
        disabled
        aria-describedby={reasonId}
        _disabled={{ opacity: 1, cursor: 'not-allowed', color: 'fg.muted', bg: 'bg.muted' }}
        data-testid="join-refused"
      >
        <Ban aria-hidden />
        Tham gia giải
      </Button>
    );
    note = (
      <Text id={reasonId} fontSize="sm" color="fg" maxW="xs" textAlign={{ md: 'end' }}>
        {step.blocked}
      </Text>
    );
  } else if (step.kind === 'join') {
    action = (
      <Button
        colorPalette="emerald"
        size="lg"
        loading={registration.pending}
        onClick={() => void registration.askJoin(coin)}
      >
        Tham gia giải
      </Button>
    );
    if (coin < tournament.entryFee) {
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
