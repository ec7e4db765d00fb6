// /leagues/new: an organiser starts a team league.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createLeagueInput } from '../../../shared/schemas/leagues';
import { vietnamDay } from '../../../shared/tour-rules';
import { PageHeader, routeHeader } from '../../components/page-header';
import { validateForm } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { LeagueForm } from './league-form';
import { emptyLeagueValues, leagueBody, type LeagueFormValues } from './league-form-values';

export default function LeagueCreatePage() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyLeagueValues(vietnamDay(new Date())));
  const create = trpc.leagues.create.useMutation();

  const submit = async (values: LeagueFormValues) => {
    const checked = validateForm(createLeagueInput, leagueBody(values));
    if (!checked.ok) return checked.errors;
    const league = await create.mutateAsync(checked.data);
    utils.leagues.get.setData({ id: league.id }, league);
    void utils.leagues.list.invalidate();
    notify.success('Đã tạo giải đồng đội.');
    navigate(`/leagues/${league.id}`);
    return undefined;
  };

  return (
    <Stack gap="2" maxW="3xl">
      <PageHeader
        {...routeHeader('leagueCreate')}
        description="Lịch thi đấu, số ván, mức trần điểm hạng và các bảng của giải."
      />
      <LeagueForm initial={initial} onSubmit={submit} submitting={create.isPending} />
    </Stack>
  );
}
