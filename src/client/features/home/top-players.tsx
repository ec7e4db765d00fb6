import { Box, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { InitialsAvatar } from '../../components/initials-avatar';
import type { RankingEntry } from '../../../shared/schemas/players';
import { AppLink } from '../../components/app-link';
import { RankBadge } from '../../components/player-label';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { TOP_PLAYERS_SHOWN, topPlayersInput } from './home-queries';
import { HomeSection, PositionMark, SectionError, SectionNote } from './home-section';

const SHOWN = TOP_PLAYERS_SHOWN;

/** '+12', '−5', or nothing when the rating has not moved over the last 30 days. */
function trendLabel(trend: number): string | null {
  const rounded = Math.round(trend);
  if (rounded === 0) return null;
  return rounded > 0 ? `+${formatNumber(rounded)}` : `−${formatNumber(-rounded)}`;
}

function TopPlayerRow({ entry }: { entry: RankingEntry }) {
  const { player } = entry;
  const trend = trendLabel(entry.trend);
  return (
    <HStack as="li" gap="3" px="4" py="3" minW="0">
      <PositionMark position={entry.position} />
      <InitialsAvatar name={player.fullName} src={player.avatar} size="sm" />
      <Stack gap="0.5" minW="0" flex="1">
        <Text fontWeight="medium" truncate>
          <Link asChild color="inherit" _hover={{ color: 'emerald.fg' }}>
            <AppLink to={`/players/${player.id}`}>{player.fullName}</AppLink>
          </Link>
        </Text>
        <HStack gap="2">
          <RankBadge rank={player.rank} size="xs" />
        </HStack>
      </Stack>
      <Stack gap="0" align="flex-end" flexShrink={0}>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1.3">
          {formatNumber(Math.round(player.rating))}
          <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
            {' '}
            điểm
          </Text>
        </Text>
        {trend ? (
          <Text
            fontSize="xs"
            fontVariantNumeric="tabular-nums"
            color={entry.trend > 0 ? 'fg.success' : 'fg.error'}
          >
            {trend}
            <Text as="span" srOnly>
              {' '}
              điểm trong 30 ngày
            </Text>
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/** The leaderboard's first five: position, name, rank and rating. */
export function TopPlayers() {
  const rankings = trpc.rankings.list.useQuery(topPlayersInput);
  return (
    <HomeSection
      title="Cơ thủ hàng đầu"
      link={{ to: '/playing', label: 'Bảng xếp hạng', context: 'và luật chấp' }}
    >
      {rankings.isPending ? (
        <Stack gap="2" role="status">
          <Text srOnly>Đang tải…</Text>
          {Array.from({ length: SHOWN }, (_, i) => (
            <Skeleton key={i} h="14" borderRadius="l2" />
          ))}
        </Stack>
      ) : rankings.isError ? (
        <SectionError
          what="bảng xếp hạng"
          error={rankings.error}
          onRetry={() => void rankings.refetch()}
        />
      ) : rankings.data.data.length === 0 ? (
        <SectionNote>Chưa có cơ thủ nào được xếp hạng. Hãy là người đầu tiên thi đấu!</SectionNote>
      ) : (
        <Box
          as="ol"
          aria-label="Năm cơ thủ điểm cao nhất"
          listStyleType="none"
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}
        >
          {rankings.data.data.map((entry) => (
            <TopPlayerRow key={entry.player.id} entry={entry} />
          ))}
        </Box>
      )}
    </HomeSection>
  );
}
