import { RANK_TABLE_NOTE } from '../../../shared/rank-table';
import { Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import type { Config } from '../../../shared/schemas/config';
import { PageHeader, routeHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { PageError } from '../../components/page-states';
import { useAuth } from '../../lib/auth';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { HandicapRules } from './handicap-rules';
import { Leaderboard, LeaderboardFilter } from './leaderboard';
import { PLAYING_SECTIONS } from './playing-logic';
import { ChartRaceSelect, RaceChartTable } from './race-chart';
import { RankTable } from './rank-table';
import { PageSection, SectionNav } from './section-nav';
import { lazyPart } from '../../lib/lazy-part';

// Below the fold, with the shared race schema (and zod): it loads after the first screen.
const { Part: RaceCalculator } = lazyPart(() => import('./race-calculator'));

export default function PlayingPage() {
  const config = trpc.config.get.useQuery(undefined, { staleTime: 5 * 60_000 });
  return (
    <Stack gap="6">
      <PageHeader {...routeHeader('playing')} />
      {config.isPending ? (
        <PageLoading label="Đang tải bảng hạng" />
      ) : config.isError ? (
        <PageError
          message={callErrorInfo(config.error).message}
          onRetry={() => void config.refetch()}
        />
      ) : (
        <PlayingSections config={config.data} />
      )}
    </Stack>
  );
}

function PlayingSections({ config }: { config: Config }) {
  const { user } = useAuth();
  const [chartRace, setChartRace] = useState(config.raceToDefault);

  // The sections appear after the config loads, too late for the browser's own jump to `#id`.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (PLAYING_SECTIONS.some((section) => section.id === id)) {
      document.getElementById(id)?.scrollIntoView();
    }
  }, []);

  return (
    <Stack gap={{ base: '10', md: '14' }}>
      <SectionNav />

      <PageSection id="bang-hang" description={RANK_TABLE_NOTE}>
        <RankTable ranks={config.ranks} ownRank={user?.rank} />
      </PageSection>

      <PageSection
        id="luat-chap"
        description="Người yếu hơn được chạm ít ván hơn, để trận đấu cân bằng cho cả hai."
      >
        <HandicapRules spotOverrides={config.spotOverrides} />
      </PageSection>

      <PageSection
        id="tinh-so-van-cham"
        description="Chọn hai hạng và số ván chạm của người mạnh hơn; kết quả cập nhật ngay."
      >
        <Suspense fallback={<Skeleton h="96" borderRadius="l3" />}>
          <RaceCalculator ranks={config.ranks} raceToDefault={config.raceToDefault} />
        </Suspense>
      </PageSection>

      <PageSection
        id="bang-cham"
        description="Số ván chạm của mọi cặp hạng cho một độ dài trận."
        actions={<ChartRaceSelect race={chartRace} onChange={setChartRace} />}
      >
        <RaceChartTable race={chartRace} />
      </PageSection>

      <PageSection
        id="bang-xep-hang"
        description="Cơ thủ đã có trận tính điểm, xếp theo điểm trình độ."
        actions={<LeaderboardFilter />}
      >
        <Leaderboard ownId={user?.id} />
      </PageSection>
    </Stack>
  );
}
