import { Heading, Stack } from '@chakra-ui/react';
import { GitFork } from 'lucide-react';
import { Suspense } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import BracketView from './bracket-view';
import { ScheduleTable } from './schedule-table';
import { TournamentFrame } from './tournament-frame';
import { lazyPart } from '../../lib/lazy-part';

// Only managers see it: spectators do not download its dialogs and their validation.
const { Part: ManagerPanel } = lazyPart(() => import('./manager-panel'));

export default function TournamentDetailPage() {
  return (
    <TournamentFrame section="bracket">
      {(tournament) => (
        <Stack gap="8">
          {tournament.viewer.manager ? (
            <Suspense fallback={null}>
              <ManagerPanel tournament={tournament} />
            </Suspense>
          ) : null}
          <Stack as="section" aria-labelledby="bracket-heading" gap="4">
            <Heading as="h2" id="bracket-heading" size="lg">
              Sơ đồ thi đấu
            </Heading>
            <BracketSection tournament={tournament} />
          </Stack>
          {tournament.status === 'ongoing' || tournament.status === 'finished' ? (
            <Stack as="section" aria-labelledby="schedule-heading" gap="4">
              <Heading as="h2" id="schedule-heading" size="lg">
                Lịch thi đấu
              </Heading>
              <ScheduleTable tournament={tournament} />
            </Stack>
          ) : null}
        </Stack>
      )}
    </TournamentFrame>
  );
}

function BracketSection({ tournament }: { tournament: Tournament }) {
  const notStarted = tournament.status === 'draft' || tournament.status === 'registration';
  const bracket = trpc.tournaments.bracket.useQuery(
    { id: tournament.id },
    { enabled: !notStarted },
  );
  // The schedule's numbers (play order across the tournament), so both say "Trận 5" alike.
  const matches = trpc.tournaments.matches.useQuery(
    { id: tournament.id },
    { enabled: !notStarted },
  );
  if (notStarted) {
    return (
      <PageEmpty
        icon={<GitFork />}
        title="Sơ đồ thi đấu sẽ có khi giải bắt đầu"
        description={`Đã có ${tournament.playerCount}/${tournament.maxPlayers} cơ thủ đăng ký.`}
      />
    );
  }
  if (bracket.isPending || matches.isPending) {
    return <PageLoading label="Đang tải sơ đồ thi đấu" />;
  }
  if (bracket.isError) {
    return (
      <PageError
        message={callErrorInfo(bracket.error).message}
        onRetry={() => void bracket.refetch()}
      />
    );
  }
  if (bracket.data.stages.length === 0) {
    return (
      <PageEmpty
        icon={<GitFork />}
        title={tournament.status === 'cancelled' ? 'Giải đấu đã bị huỷ' : 'Chưa có sơ đồ thi đấu'}
      />
    );
  }
  return (
    <BracketView
      bracket={bracket.data}
      numbers={new Map(matches.data?.map((match) => [match.id, match.number]))}
    />
  );
}
