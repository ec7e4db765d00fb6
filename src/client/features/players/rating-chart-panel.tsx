import { Box, HStack, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { ChartLine } from 'lucide-react';
import { Suspense } from 'react';
import type { GameFamily } from '../../../shared/domain';
import type { PlayerProfile } from '../../../shared/schemas/players';
import { PageEmpty, PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { useNearViewport } from '../../lib/use-near-viewport';
import { formatRating, ratingChange } from '../../lib/player-logic';
import { RatingDeltaBadge } from '../../components/player-match-list';
import { lazyPart } from '../../lib/lazy-part';

// The charting library is the heaviest code of the page: it loads once the chart is in view.
const { Part: RatingChart } = lazyPart(() => import('./rating-chart'));

function ChartSkeleton({ height }: { height: number }) {
  return (
    <Stack role="status" gap="0">
      <Text srOnly>Đang tải biểu đồ…</Text>
      <Skeleton h={`${height}px`} borderRadius="l2" />
    </Stack>
  );
}

/**
 * The player's rating over their rated matches: pool's with the rank boundaries it crosses, or
 * carom's (kept apart, with no ranks of its own).
 */
export function RatingChartPanel({
  player,
  family = 'pool',
}: {
  player: PlayerProfile;
  family?: GameFamily;
}) {
  const history = trpc.players.ratingHistory.useQuery({ id: player.id, family });
  const config = trpc.config.get.useQuery(undefined, { staleTime: 5 * 60_000 });
  const height = useBreakpointValue({ base: 220, md: 280 }) ?? 220;
  const { observe: chartBox, near: chartInView } = useNearViewport();

  if (history.isPending) return <ChartSkeleton height={height} />;
  if (history.isError) {
    return (
      <PageError
        message={callErrorInfo(history.error).message}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const points = history.data;
  const rated = points.filter((point) => point.matchId !== null).length;
  if (rated === 0) {
    return (
      <PageEmpty
        icon={<ChartLine />}
        title="Chưa có trận nào được tính điểm"
        description="Biểu đồ sẽ hiện sau trận đấu đầu tiên có kết quả."
      />
    );
  }
  const first = points[0];
  const change = ratingChange(points);
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
        <Text>
          {rated} trận được tính điểm
          {first ? `, khởi đầu ${formatRating(first.rating)} điểm` : ''}
        </Text>
        <RatingDeltaBadge delta={change} />
      </HStack>
      <Box ref={chartBox}>
        {chartInView ? (
          <Suspense fallback={<ChartSkeleton height={height} />}>
            <RatingChart
              points={points}
              ranks={family === 'pool' ? (config.data?.ranks ?? []) : []}
              height={height}
            />
          </Suspense>
        ) : (
          // Not loading yet: it waits for the reader, so it does not announce a load either.
          <Box h={`${height}px`} borderRadius="l2" bg="bg.muted" />
        )}
      </Box>
    </Stack>
  );
}
