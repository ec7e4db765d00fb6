import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Ban, GitFork, Megaphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { ScheduleTable } from './schedule-table';
import { StartTournamentButton } from './start-dialog';
import { TournamentFrame } from './tournament-frame';
import { useTournamentAdmin } from './tournament-hooks';

// Its own chunk: only this page draws brackets.
const BracketView = lazy(() => import('./bracket-view'));

export default function TournamentDetailPage() {
  return (
    <TournamentFrame section="bracket">
      {(tournament) => (
        <Stack gap="8">
          {tournament.viewer.manager ? <ManagerPanel tournament={tournament} /> : null}
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
    <Suspense fallback={<PageLoading label="Đang tải sơ đồ thi đấu" />}>
      <BracketView
        bracket={bracket.data}
        numbers={new Map(matches.data?.map((match) => [match.id, match.number]))}
      />
    </Suspense>
  );
}

/** What a manager can do with the tournament in its current status. */
function ManagerPanel({ tournament }: { tournament: Tournament }) {
  const admin = useTournamentAdmin(tournament);
  const { status } = tournament;
  const editable = status === 'draft' || status === 'registration';
  const cancellable = editable || status === 'ongoing';
  if (!editable && !cancellable) return null;

  const hint =
    status === 'draft'
      ? 'Giải đang là bản nháp: cơ thủ chưa thấy giải. Mở đăng ký khi đã sẵn sàng.'
      : status === 'registration'
        ? tournament.playerCount >= 2
          ? 'Khi đủ cơ thủ, bắt đầu giải để tạo sơ đồ thi đấu.'
          : 'Cần ít nhất 2 cơ thủ để bắt đầu giải.'
        : 'Giải đang diễn ra: sắp xếp bàn, giờ và trọng tài trong lịch thi đấu; tỉ số nhập ở trang từng trận.';

  return (
    <Card.Root as="section" aria-labelledby="manage-heading" borderColor="emerald.muted">
      <Card.Body gap="3">
        <Heading as="h2" id="manage-heading" size="md">
          Quản lý giải đấu
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          {status === 'draft' ? (
            <Button
              colorPalette="emerald"
              loading={admin.opening}
              onClick={() => void admin.askOpen()}
            >
              <Megaphone aria-hidden />
              Mở đăng ký
            </Button>
          ) : null}
          {status === 'registration' ? <StartTournamentButton tournament={tournament} /> : null}
          {cancellable ? (
            <Button
              variant="outline"
              colorPalette="red"
              loading={admin.cancelling}
              onClick={() => void admin.askCancel()}
            >
              <Ban aria-hidden />
              Huỷ giải
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
