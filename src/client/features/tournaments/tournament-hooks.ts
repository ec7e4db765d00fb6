import { useNavigate, useParams } from 'react-router-dom';
import type { Board } from '../../../shared/schemas/board';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { confirm } from '../../lib/confirm-store';
import { formatCoins } from '../../lib/format';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { reportLiveRefusal } from '../../lib/live-errors';
import { useLiveEnabled } from '../../lib/live-resync';

/** The `:id` of a tournament page (the route guard already checked it is a positive integer). */
export function useTournamentId(): number {
  const { id } = useParams();
  return Number(id);
}

/** Everything cached about one tournament, refetched. */
export function useRefreshTournament() {
  const utils = trpc.useUtils();
  return (id: number) => {
    void utils.tournaments.get.invalidate({ id });
    void utils.tournaments.bracket.invalidate({ id });
    void utils.tournaments.players.invalidate({ id });
    void utils.tournaments.standings.invalidate({ id });
    void utils.tournaments.matches.invalidate({ id });
    void utils.tournaments.board.invalidate({ id });
  };
}

/**
 * Live: whenever anything changes in the tournament (registrations, bracket, scores), the server
 * says so and the page refetches what it shows. A reconnection gets an event at once, so a
 * dropped connection catches up.
 */
export function useTournamentLive(id: number) {
  const refresh = useRefreshTournament();
  trpc.tournaments.onChange.useSubscription(
    { id },
    { enabled: useLiveEnabled(), onData: () => refresh(id), onError: reportLiveRefusal },
  );
}

/** After a mutation that returns the tournament: show it at once, refresh the rest. */
export function useApplyTournament() {
  const utils = trpc.useUtils();
  const refresh = useRefreshTournament();
  return (tournament: Tournament) => {
    utils.tournaments.get.setData({ id: tournament.id }, tournament);
    refresh(tournament.id);
    // Card lists (status, player counts) are stale too.
    void utils.tournaments.list.invalidate();
    void utils.tournaments.joined.invalidate();
    void utils.tournaments.managing.invalidate();
  };
}

/** A manager's status changes: open registration, cancel (refunds everyone), delete. */
export function useTournamentAdmin(tournament: Tournament) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const apply = useApplyTournament();

  const open = trpc.tournaments.open.useMutation({
    onSuccess: (saved) => {
      apply(saved);
      notify.success('Đã mở đăng ký cho giải đấu.');
    },
  });
  const cancel = trpc.tournaments.cancel.useMutation({
    onSuccess: (saved) => {
      apply(saved);
      // A manager who also played gets the fee back.
      void utils.auth.me.invalidate();
      notify.success(
        saved.entryFee > 0 && saved.playerCount > 0
          ? 'Đã huỷ giải đấu và hoàn lệ phí cho các cơ thủ.'
          : 'Đã huỷ giải đấu.',
      );
    },
  });
  const remove = trpc.tournaments.delete.useMutation({
    onSuccess: () => {
      void utils.tournaments.list.invalidate();
      void utils.tournaments.managing.invalidate();
      void utils.auth.me.invalidate();
      notify.success('Đã xoá giải đấu.');
      navigate('/tournaments/managing', { replace: true });
    },
  });

  const askOpen = async () => {
    const accepted = await confirm({
      header: 'Mở đăng ký',
      message: `Mở đăng ký cho "${tournament.name}"? Cơ thủ sẽ thấy giải và có thể tham gia.`,
      acceptLabel: 'Mở đăng ký',
      rejectLabel: 'Để sau',
    });
    if (accepted) open.mutate({ id: tournament.id });
  };

  const askCancel = async () => {
    const refunds =
      tournament.entryFee > 0 && tournament.playerCount > 0
        ? ` ${tournament.playerCount} cơ thủ sẽ được hoàn ${formatCoins(tournament.entryFee)} lệ phí.`
        : '';
    const accepted = await confirm({
      header: 'Huỷ giải đấu',
      icon: 'danger',
      message: `Huỷ giải "${tournament.name}"?${refunds} Không thể hoàn tác.`,
      acceptLabel: 'Huỷ giải',
      rejectLabel: 'Không',
      defaultFocus: 'reject',
    });
    if (accepted) cancel.mutate({ id: tournament.id });
  };

  const askDelete = async () => {
    const refunds =
      tournament.entryFee > 0 && tournament.playerCount > 0
        ? ` Lệ phí của ${tournament.playerCount} cơ thủ đã đăng ký sẽ được hoàn lại.`
        : '';
    const accepted = await confirm({
      header: 'Xoá giải đấu',
      icon: 'danger',
      message: `Xoá vĩnh viễn giải "${tournament.name}"?${refunds} Không thể hoàn tác.`,
      acceptLabel: 'Xoá giải',
      rejectLabel: 'Không',
      defaultFocus: 'reject',
    });
    if (accepted) remove.mutate({ id: tournament.id });
  };

  return {
    askOpen,
    askCancel,
    askDelete,
    opening: open.isPending,
    cancelling: cancel.isPending,
    deleting: remove.isPending,
  };
}

/** A board change by the organiser: the answer is the new board, shown at once. */
export function useBoardChange(tournamentId: number, done: string, onDone?: () => void) {
  const utils = trpc.useUtils();
  const onSuccess = (saved: Board) => {
    utils.tournaments.board.setData({ id: tournamentId }, saved);
    void utils.tournaments.matches.invalidate({ id: tournamentId });
    notify.success(done);
    onDone?.();
  };
  return {
    queue: trpc.matches.queue.useMutation({ onSuccess }),
    swap: trpc.tournaments.swapMatches.useMutation({ onSuccess }),
  };
}
