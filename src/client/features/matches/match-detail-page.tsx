import { Badge, Button, Card, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { DataList } from '../../components/styled-parts/data-list';
import { ArrowLeft, Play } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'wouter';
import type { Match } from '../../../shared/schemas/matches';
import { AppLink } from '../../components/app-link';
import { PageLoading } from '../../components/page-loading';
import { EntityError } from '../../components/page-states';
import { formatDateTimeLong } from '../../lib/format';
import { GAME_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { Scoreboard } from './scoreboard';
import { reportLiveRefusal } from '../../lib/live-errors';

// Managers only, once the match is over: spectators do not download the form's validation.
const CorrectionForm = lazy(() => import('./correction-form'));
// The match's players where they may report, and its staff once a report waits or is disputed.
const MatchReport = lazy(() => import('./match-report'));
// Open at once for the staff, on demand for anyone else once a result exists.
const MatchHistory = lazy(() => import('./match-history'));

export default function MatchDetailPage() {
  const id = Number(useParams().id);
  const utils = trpc.useUtils();
  const query = trpc.matches.get.useQuery({ id });
  // The match now, then after every change: the scoreboard moves without a reload.
  const live = trpc.matches.onUpdate.useSubscription(
    { id },
    {
      onData: (event) => utils.matches.get.setData({ id }, event.data),
      onError: reportLiveRefusal,
    },
  );

  // Read before any early return: the hook re-renders only for the fields a render has read.
  const connected = live.status === 'pending';

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <EntityError
        error={query.error}
        notFoundTitle="Không tìm thấy trận đấu"
        onRetry={() => void query.refetch()}
      />
    );
  }

  const match = query.data;
  return (
    <Stack gap="6" maxW="5xl" mx="auto">
      <Stack gap="2">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <AppLink to={`/tournaments/${match.tournament.id}`}>
            <ArrowLeft size={14} aria-hidden />
            {match.tournament.name}
          </AppLink>
        </Link>
        <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {match.roundLabel} · Trận {match.number}
          </Heading>
          {match.status !== 'finished' ? (
            <Badge variant="outline" colorPalette={connected ? 'emerald' : 'gray'} size="md">
              {connected ? 'Cập nhật trực tiếp' : 'Đang kết nối…'}
            </Badge>
          ) : null}
        </HStack>
      </Stack>

      <ScoredBoard match={match} />

      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="md">
            <Info label="Giải đấu">
              <Link asChild colorPalette="emerald" color="colorPalette.fg">
                <AppLink to={`/tournaments/${match.tournament.id}`}>
                  {match.tournament.name}
                </AppLink>
              </Link>
            </Info>
            <Info label="Vòng">{match.roundLabel}</Info>
            <Info label="Thể loại">{GAME_LABELS[match.tournament.game]}</Info>
            <Info label="Bàn">{match.tableLabel ?? 'Chưa xếp bàn'}</Info>
            <Info label="Giờ thi đấu">
              {match.scheduledAt ? formatDateTimeLong(match.scheduledAt) : 'Chưa xếp giờ'}
            </Info>
            <Info label="Trọng tài">{match.referee?.fullName ?? 'Chưa có trọng tài'}</Info>
            {match.startedAt ? (
              <Info label="Bắt đầu lúc">{formatDateTimeLong(match.startedAt)}</Info>
            ) : null}
            {match.finishedAt ? (
              <Info label="Kết thúc lúc">{formatDateTimeLong(match.finishedAt)}</Info>
            ) : null}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {(match.viewer.canReport || (match.viewer.canScore && match.report)) &&
      (match.status === 'scheduled' || match.status === 'live') ? (
        <Suspense fallback={null}>
          <MatchReport match={match} />
        </Suspense>
      ) : null}

      {match.viewer.canScore && match.status === 'finished' ? (
        <Suspense fallback={null}>
          <CorrectionForm key={match.updatedAt} match={match} />
        </Suspense>
      ) : null}

      {match.status === 'finished' || match.viewer.canScore ? (
        <Suspense fallback={null}>
          <MatchHistory match={match} open={match.viewer.canScore} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The scoreboard, with the scorer's controls when the caller may score. */
function ScoredBoard({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const save = (saved: Match) => {
    utils.matches.get.setData({ id: saved.id }, saved);
    void utils.tournaments.matches.invalidate({ id: saved.tournament.id });
  };
  const start = trpc.matches.start.useMutation({
    onSuccess: (saved) => {
      save(saved);
      notify.success('Trận đấu đã bắt đầu.');
    },
  });
  const score = trpc.matches.score.useMutation({
    onSuccess: (saved) => {
      save(saved);
      if (saved.status === 'finished') {
        const winner = saved.winnerId === saved.player1?.id ? saved.player1 : saved.player2;
        notify.success(`Trận đấu kết thúc: ${winner?.fullName ?? ''} thắng.`);
      }
    },
  });

  if (!match.viewer.canScore) return <Scoreboard match={match} />;
  return (
    <Stack gap="4">
      <Scoreboard
        match={match}
        controls={{
          pending: score.isPending,
          onScore: (player, delta) => score.mutate({ id: match.id, player, delta }),
        }}
      />
      {match.status === 'scheduled' ? (
        <Button
          colorPalette="emerald"
          size="xl"
          h="16"
          alignSelf="center"
          w={{ base: 'full', sm: 'auto' }}
          px="10"
          loading={start.isPending}
          onClick={() => start.mutate({ id: match.id })}
        >
          <Play aria-hidden />
          Bắt đầu trận
        </Button>
      ) : null}
      {match.status === 'waiting' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Trận đấu chưa có đủ hai cơ thủ: chờ kết quả các trận trước.</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
