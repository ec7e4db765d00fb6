// Loaded apart from the home page (React.lazy): the first load has no room for it, and a pool
// community may have no carom figures to show at all.
import { CAROM_AVERAGE_MIN_GAMES } from '../../../shared/domain';
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { RankingEntry } from '../../../shared/schemas/players';
import { AppLink } from '../../components/app-link';
import { RankBadge } from '../../components/player-label';
import { formatNumber } from '../../lib/format';
import { formatAverage } from '../../lib/player-logic';
import { trpc } from '../../lib/trpc';
import { HomeSection, PositionMark } from './home-section';

const SHOWN = 5;
const caromLeadersInput = {
  page: 1,
  perPage: SHOWN,
  game: 'three-cushion',
  sort: 'generalAverage',
} as const;

function CaromLeaderRow({ entry }: { entry: RankingEntry }) {
  const { player, carom } = entry;
  if (!carom) return null;
  return (
    <HStack as="li" gap="3" px="4" py="3" minW="0">
      <PositionMark position={entry.position} />
      <Stack gap="0.5" minW="0" flex="1">
        <Text fontWeight="medium" truncate>
          <Link asChild color="inherit" _hover={{ color: 'emerald.fg' }}>
            <AppLink to={`/players/${player.id}`}>{player.fullName}</AppLink>
          </Link>
        </Text>
        <HStack gap="2" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
          <RankBadge rank={player.rank} size="xs" />
          <span>
            {formatNumber(carom.matches)} trận · loạt {formatNumber(carom.highRun)}
          </span>
        </HStack>
      </Stack>
      <Text
        flexShrink={0}
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        lineHeight="1.3"
        textAlign="end"
      >
        {formatAverage(carom.generalAverage)}
        <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
          {' '}
          <abbr title="trung bình chung: điểm mỗi lượt cơ">TB</abbr>
        </Text>
      </Text>
    </HStack>
  );
}

/**
 * The best three-cushion general averages of the last 12 months. Shown only once there is one:
 * while it loads, or when nobody played three-cushion (or the read failed), the home page
 * stays as it was rather than giving a corner of the page to a placeholder.
 */
export default function HomeCarom() {
  const leaders = trpc.rankings.list.useQuery(caromLeadersInput);
  const entries = leaders.data?.data ?? [];
  if (entries.length === 0) return null;
  return (
    <HomeSection
      title="Carom 3 băng: trung bình cao nhất"
      link={{
        to: '/playing?game=three-cushion#bang-xep-hang',
        label: 'Bảng xếp hạng',
        context: 'carom 3 băng',
      }}
    >
      <Text fontSize="sm" color="fg.muted" mt="-2">
        Trung bình chung (điểm mỗi lượt cơ) trong 12 tháng qua, của các cơ thủ đã đánh từ{' '}
        {CAROM_AVERAGE_MIN_GAMES} trận trở lên.
      </Text>
      <Box
        as="ol"
        aria-label="Năm cơ thủ carom 3 băng trung bình cao nhất"
        listStyleType="none"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.panel"
        css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}
      >
        {entries.map((entry) => (
          <CaromLeaderRow key={entry.player.id} entry={entry} />
        ))}
      </Box>
    </HomeSection>
  );
}
