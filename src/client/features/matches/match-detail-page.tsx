import { Badge, Card, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { DataList } from '../../components/styled-parts/data-list';
import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link';
import { CallClock } from '../../components/call-clock';
import { BackLink } from '../../components/back-link';
import { PageLoading } from '../../components/page-loading';
import { EntityError } from '../../components/page-states';
import { useAuth } from '../../lib/auth';
import { formatDateTimeLong } from '../../lib/format';
import { GAME_LABELS } from '../../lib/labels';
import { storeLiveMatch } from '../../lib/match-cache';
import { trpc } from '../../lib/trpc';
import { ScoredBoard } from './scored-board';
import { reportLiveRefusal } from '../../lib/live-errors';
import { useLiveEnabled } from '../../lib/live-resync';
import { lazyPart } from '../../lib/lazy-part';

// Managers only, once the match is over: spectators do not download the form's validation.
const { Part: CorrectionForm } = lazyPart(() => import('./correction-form'));
// A tournament's managers, while the match is undecided: a walkover, a retirement, a
// disqualification.
const { Part: AwardForm } = lazyPart(() => import('./award-form'));
// The match's players where they may report, and its staff once a report waits or is disputed.
const { Part: MatchReport } = lazyPart(() => import('./match-report'));
// A finished match's two players and its managers: protests, and until when one may come.
const { Part: MatchProtests } = lazyPart(() => import('./match-protests'));
// Open at once for the staff, on demand for anyone else once a result exists.
const { Part: MatchHistory } = lazyPart(() => import('./match-history'));

export default function MatchDetailPage() {
  const id = Number(useParams().id);
  const utils = trpc.useUtils();
  const { user } = useAuth();
  const query = trpc.matches.get.useQuery({ id });
  // The match now, then after every change: the scoreboard moves without a reload.
  const live = trpc.matches.onUpdate.useSubscription(
    { id },
    {
      enabled: useLiveEnabled(),
      onData: (event) => storeLiveMatch(utils, event.data),
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
        <BackLink to={`/tournaments/${match.tournament.id}`} label={match.tournament.name} />
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

      {match.call ? (
        <Card.Root>
          <Card.Body>
            <CallClock match={match} manager={match.viewer.canAward} />
          </Card.Body>
        </Card.Root>
      ) : null}
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
            {match.player1 && match.player2 ? (
              <Info label="Đối đầu">
                <Link asChild colorPalette="emerald" color="colorPalette.fg">
                  <AppLink to={`/players/${match.player1.id}/vs/${match.player2.id}`}>
                    Thành tích giữa hai cơ thủ
                  </AppLink>
                </Link>
              </Info>
            ) : null}
            <Info label="Thể loại">{GAME_LABELS[match.tournament.game]}</Info>
            <Info label="Bàn">{match.tableLabel ?? 'Chưa xếp bàn'}</Info>
            {match.tournament.store ? (
              <Info label="Câu lạc bộ">{match.tournament.store.name}</Info>
            ) : null}
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

      {match.viewer.canAward &&
      !match.carom &&
      match.player1 &&
      match.player2 &&
      (match.status === 'scheduled' || match.status === 'live') ? (
        <Suspense fallback={null}>
          <AwardForm key={match.status} match={match} />
        </Suspense>
      ) : null}

      {/* A carom result is corrected in its protocol sheet, never as a bare score. */}
      {match.viewer.canScore && match.status === 'finished' && !match.carom ? (
        <Suspense fallback={null}>
          <CorrectionForm key={match.updatedAt} match={match} />
        </Suspense>
      ) : null}

      {match.status === 'finished' &&
      (match.viewer.canAward ||
        (user && (user.id === match.player1?.id || user.id === match.player2?.id))) ? (
        <Suspense fallback={null}>
          <MatchProtests match={match} />
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
