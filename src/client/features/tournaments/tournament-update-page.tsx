import { Button, Link, Stack } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { Megaphone, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '../../../shared/permissions';
import { updateTournamentFields, type Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { PageError } from '../../components/page-states';
import { useAuth } from '../../lib/auth';
import { callErrorInfo } from '../../lib/call-errors';
import { validateForm } from '../../lib/form-errors';
import { TOURNAMENT_STATUS_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { TournamentStatusBadge } from '../../components/tournament-card';
import { CancelTournamentButton } from './cancel-button';
import { TournamentForm } from './form/tournament-form';
import { useTournamentAdmin, useTournamentId } from './tournament-hooks';
import {
  changedFields,
  tournamentFields,
  tournamentValues,
  type TournamentFormValues,
} from './form/tournament-values';

export default function TournamentUpdatePage() {
  const id = useTournamentId();
  const query = trpc.tournaments.get.useQuery({ id });

  return (
    <Stack gap="2" maxW="4xl">
      <PageHeader
        title="Chỉnh sửa giải đấu"
        description={
          query.data ? (
            <Link asChild colorPalette="emerald" color="colorPalette.fg">
              <AppLink to={`/tournaments/${id}`}>{query.data.name}</AppLink>
            </Link>
          ) : (
            'Cập nhật thông tin, lịch thi đấu và trạng thái của giải đấu.'
          )
        }
        actions={query.data ? <TournamentStatusBadge status={query.data.status} size="lg" /> : null}
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <PageError
          title={
            callErrorInfo(query.error).httpStatus === 404 ? 'Không tìm thấy giải đấu' : undefined
          }
          message={callErrorInfo(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        // Restarts from the saved values when another tournament is opened.
        <UpdateForm key={query.data.id} tournament={query.data} />
      )}
    </Stack>
  );
}

function UpdateForm({ tournament }: { tournament: Tournament }) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const admin = useTournamentAdmin(tournament);
  const navigate = useNavigate();
  const update = trpc.tournaments.update.useMutation();
  const editable = tournament.status === 'draft' || tournament.status === 'registration';
  const canDelete = editable && hasPermission(user, 'tournament.delete');

  const submit = async (values: TournamentFormValues) => {
    const saved = tournamentFields(tournamentValues(tournament));
    const next = tournamentFields(values);
    const changes = changedFields(next, saved);
    const keys = Object.keys(changes) as (keyof typeof changes)[];
    if (keys.length === 0) {
      notify.info('Không có thay đổi nào để lưu.');
      return undefined;
    }
    // An unchanged start time may already be past (registration still open): not re-checked.
    const { startsAt, ...rest } = next;
    const checked = validateForm(
      updateTournamentFields,
      'startsAt' in changes ? { ...rest, startsAt } : rest,
    );
    if (!checked.ok) return checked.errors;
    const body = Object.fromEntries(keys.map((key) => [key, checked.data[key]]));
    const result = await update.mutateAsync({ id: tournament.id, ...body });
    utils.tournaments.get.setData({ id: result.id }, result);
    void utils.tournaments.list.invalidate();
    void utils.tournaments.managing.invalidate();
    notify.success();
    navigate(`/tournaments/${result.id}`);
  };

  return (
    <Stack gap="6">
      {!tournament.viewer.manager ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Bạn không thuộc ban tổ chức của giải này nên không thể sửa.</Alert.Title>
        </Alert.Root>
      ) : null}
      {!editable ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            Giải đấu {TOURNAMENT_STATUS_LABELS[tournament.status].toLowerCase()}: không thể sửa
            thông tin.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <TournamentForm
        mode="update"
        initial={tournamentValues(tournament)}
        onSubmit={submit}
        submitting={update.isPending}
        feeLocked={tournament.playerCount > 0}
        disabled={!editable || !tournament.viewer.manager}
        actions={
          tournament.viewer.manager ? (
            <>
              {tournament.status === 'draft' ? (
                <Button
                  variant="outline"
                  colorPalette="emerald"
                  loading={admin.opening}
                  onClick={() => void admin.askOpen()}
                >
                  <Megaphone aria-hidden />
                  Mở đăng ký
                </Button>
              ) : null}
              <CancelTournamentButton tournament={tournament} admin={admin} />
              {canDelete ? (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  loading={admin.deleting}
                  onClick={() => void admin.askDelete()}
                >
                  <Trash2 aria-hidden />
                  Xoá giải
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
    </Stack>
  );
}
