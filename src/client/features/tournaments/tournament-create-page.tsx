import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTournamentInput } from '../../../shared/schemas/tournaments';
import { PageHeader } from '../../components/page-header';
import { validateForm } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { TournamentForm } from './form/tournament-form';
import {
  emptyTournamentValues,
  tournamentFields,
  type TournamentFormValues,
} from './form/tournament-values';

export default function TournamentCreatePage() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyTournamentValues(new Date()));
  const create = trpc.tournaments.create.useMutation();

  const submit = async (values: TournamentFormValues) => {
    const checked = validateForm(createTournamentInput, {
      ...tournamentFields(values),
      openRegistration: values.openRegistration,
    });
    if (!checked.ok) return checked.errors;
    const tournament = await create.mutateAsync(checked.data);
    utils.tournaments.get.setData({ id: tournament.id }, tournament);
    void utils.tournaments.list.invalidate();
    void utils.tournaments.managing.invalidate();
    notify.success(
      tournament.status === 'draft'
        ? 'Đã lưu giải đấu ở dạng nháp.'
        : 'Đã tạo giải đấu và mở đăng ký.',
    );
    navigate(`/tournaments/${tournament.id}`);
  };

  return (
    <Stack gap="2" maxW="4xl">
      <PageHeader
        title="Tạo giải đấu"
        description="Tạo một giải đấu mới: thể thức, lệ phí, giới hạn hạng, số ván chạm và giải thưởng."
      />
      <TournamentForm
        mode="create"
        initial={initial}
        onSubmit={submit}
        submitting={create.isPending}
      />
    </Stack>
  );
}
