import { rankLabel } from '../../../shared/ranks';
import { CAROM_GAMES, RANK_CODES } from '../../../shared/domain';
import { Badge, Box, Button, Center, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/styled-parts/table';
import { keepPreviousData } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RankingEntry } from '../../../shared/schemas/players';
import { FilterSelect } from '../../components/filter-select';
import { PageEmpty, PageError } from '../../components/page-states';
import { PaginationBar } from '../../components/pagination-bar';
import { PlayerLink, ProvisionalBadge, RankBadge } from '../../components/player-label';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { formatNumber } from '../../lib/format';
import { GAME_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { formatAverage, formatRating } from '../../lib/player-logic';
import { leaderboardInput } from './leaderboard-input';
import { trendView } from './playing-logic';

// The podium wears medal colours.
const PODIUM: Record<number, string> = { 1: 'yellow', 2: 'gray', 3: 'orange' };

/** The leaderboard's rank filter and page live in the query string (shareable, back button). */
function useLeaderboardParams() {
  const [params, update] = useQueryState();
  return { ...leaderboardInput(params), update };
}

/**
 * Which board (pool, or one carom discipline: carom ratings are kept apart) and, on the pool
 * board, which rank: the letter ranks are the pool table's, so a carom board has no such filter.
 */
export function LeaderboardFilter() {
  const { rank, game, update } = useLeaderboardParams();
  return (
    <HStack gap="3" align="flex-end" w={{ base: 'full', md: 'auto' }}>
      <Box flex={{ base: '1', md: 'none' }} w={{ md: '44' }}>
        <FilterSelect
          label="Thể loại"
          value={game ?? ''}
          options={CAROM_GAMES}
          labelOf={(code) => GAME_LABELS[code]}
          allLabel="Pool"
          onChange={(value) => update({ game: value, rank: undefined })}
        />
      </Box>
      {game ? null : (
        <Box flex={{ base: '1', md: 'none' }} w={{ md: '44' }}>
          <FilterSelect
            label="Lọc theo hạng"
            value={rank ?? ''}
            options={RANK_CODES}
            labelOf={rankLabel}
            allLabel="Tất cả hạng"
            onChange={(value) => update({ rank: value })}
          />
        </Box>
      )}
    </HStack>
  );
}

/** A figure column after the rating: its header and cell; `wide` ones are hidden on a phone. */
interface FigureColumn {
  key: string;
  header: ReactNode;
  cell: (entry: RankingEntry) => string;
  wide?: boolean;
  muted?: boolean;
}

const record = ({ stats }: RankingEntry) =>
  `${formatNumber(stats.matchesWon)} – ${formatNumber(stats.matchesLost)}`;

const POOL_COLUMNS: FigureColumn[] = [
  { key: 'record', header: 'Thắng – thua', cell: record },
  {
    key: 'racks',
    header: 'Ván thắng – thua',
    cell: ({ stats }) => `${formatNumber(stats.racksWon)} – ${formatNumber(stats.racksLost)}`,
    wide: true,
    muted: true,
  },
];

// A phone keeps two narrow numbers, rating and general average, as on the pool board.
const CAROM_COLUMNS: FigureColumn[] = [
  {
    key: 'average',
    header: <abbr title="Trung bình chung: tổng điểm chia tổng lượt cơ">TB</abbr>,
    cell: (entry) => formatAverage(entry.carom?.generalAverage ?? 0),
  },
  {
    key: 'highRun',
    header: <abbr title="Loạt cơ cao nhất">Loạt</abbr>,
    cell: (entry) => formatNumber(entry.carom?.highRun ?? 0),
    wide: true,
  },
  { key: 'record', header: 'Thắng – thua', cell: record, wide: true, muted: true },
];

const hiddenOnPhone = { base: 'none', md: 'table-cell' } as const;

/**
 * A board's players by rating: position, player, ranks, rating with its 30-day trend, then the
 * pool record, or a carom discipline's general average, high run and record.
 */
export function Leaderboard({ ownId }: { ownId?: number }) {
  const { update, ...input } = useLeaderboardParams();
  const { rank, game } = input;
  const list = trpc.rankings.list.useQuery(input, { placeholderData: keepPreviousData });
  const columns = game ? CAROM_COLUMNS : POOL_COLUMNS;
  const board = game ? ` ${GAME_LABELS[game]}` : '';

  if (list.isPending) {
    return (
      <Stack gap="2" role="status">
        <Text srOnly>Đang tải bảng xếp hạng…</Text>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="12" borderRadius="l2" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <PageError message={callErrorInfo(list.error).message} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.data.length === 0) {
    return (
      <PageEmpty
        icon={<ListOrdered />}
        title={
          rank
            ? `Chưa có cơ thủ${board} ${rankLabel(rank)} nào được xếp hạng`
            : `Chưa có ai được xếp hạng${board}`
        }
        description="Cơ thủ có mặt trên bảng xếp hạng sau trận đấu tính điểm đầu tiên."
        action={
          rank ? (
            <Button variant="outline" onClick={() => update({ rank: undefined })}>
              Xem mọi hạng
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <Stack
      gap="4"
      opacity={list.isPlaceholderData ? 0.6 : 1}
      transition="opacity 0.15s"
      aria-busy={list.isPlaceholderData || undefined}
    >
      <TableScroll>
        <Table.Root size="sm" interactive>
          <Table.Caption srOnly>
            Bảng xếp hạng cơ thủ{board} theo điểm trình độ{game ? ' carom' : ''}
            {rank ? `, ${rankLabel(rank)}` : ''}
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader scope="col" w="1%" textAlign="center">
                <Text as="span" aria-hidden>
                  #
                </Text>
                <Text as="span" srOnly>
                  Vị trí
                </Text>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Cơ thủ</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="nowrap">
                Điểm
              </Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  scope="col"
                  textAlign="end"
                  whiteSpace="nowrap"
                  display={column.wide ? hiddenOnPhone : undefined}
                >
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.data.map((entry) => (
              <LeaderboardRow
                key={entry.player.id}
                entry={entry}
                columns={columns}
                own={entry.player.id === ownId}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Text fontSize="xs" color="fg.muted">
        {game
          ? `Điểm trình độ carom, tính riêng với pool. TB: trung bình chung (tổng điểm chia tổng lượt cơ) mọi trận ${GAME_LABELS[game]}; Loạt: loạt cơ cao nhất. Mũi tên cạnh điểm: thay đổi trong 30 ngày qua.`
          : 'Mũi tên cạnh điểm: thay đổi điểm trình độ trong 30 ngày qua. “Gợi ý”: hạng mà điểm hiện tại ứng với, khi khác hạng chính thức do ban tổ chức xếp.'}
      </Text>
      <PaginationBar meta={list.data.meta} onPageChange={(next) => update({ page: next })} />
    </Stack>
  );
}

function LeaderboardRow({
  entry,
  columns,
  own,
}: {
  entry: RankingEntry;
  columns: FigureColumn[];
  own: boolean;
}) {
  const { player } = entry;
  const trend = trendView(entry.trend);
  const podium = PODIUM[entry.position];
  // The suggestion reads the pool rating against the rank table: the carom board leaves it out.
  const suggested = entry.carom === null && entry.suggestedRank !== player.rank;
  return (
    <Table.Row bg={own ? 'emerald.subtle/60' : undefined}>
      <Table.Cell textAlign="center" verticalAlign="top">
        <Center
          boxSize="7"
          mx="auto"
          borderRadius="full"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          colorPalette={podium}
          bg={podium ? 'colorPalette.subtle' : undefined}
          color={podium ? 'colorPalette.fg' : 'fg.muted'}
        >
          {formatNumber(entry.position)}
        </Center>
      </Table.Cell>
      <Table.Cell verticalAlign="top" minW="40">
        <Stack gap="1">
          <Text fontWeight="medium" lineHeight="short">
            <PlayerLink player={player} />
            {own ? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                (bạn)
              </Text>
            ) : null}
          </Text>
          {/* Letter ranks are the pool table's: beside carom points they would mislead. */}
          {entry.carom ? null : (
            <HStack gap="1.5" flexWrap="wrap">
              <RankBadge rank={player.rank} size="xs" />
              {suggested ? (
                <Badge
                  variant="outline"
                  colorPalette="orange"
                  size="xs"
                  title={`Điểm hiện tại ứng với ${rankLabel(entry.suggestedRank)}`}
                >
                  Gợi ý {entry.suggestedRank}
                </Badge>
              ) : null}
            </HStack>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell textAlign="end" verticalAlign="top" whiteSpace="nowrap">
        <Stack gap="0.5" align="flex-end">
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatRating(entry.carom?.rating ?? player.rating)}
          </Text>
          {(entry.carom?.provisional ?? player.provisional) ? <ProvisionalBadge size="xs" /> : null}
          <Text
            fontSize="xs"
            fontVariantNumeric="tabular-nums"
            color={trend.tone === 'up' ? 'green.fg' : trend.tone === 'down' ? 'red.fg' : 'fg.muted'}
            title={trend.description}
          >
            <span aria-hidden>{trend.text}</span>
            <Text as="span" srOnly>
              {trend.description}
            </Text>
          </Text>
        </Stack>
      </Table.Cell>
      {columns.map((column) => (
        <Table.Cell
          key={column.key}
          textAlign="end"
          verticalAlign="top"
          whiteSpace="nowrap"
          fontVariantNumeric="tabular-nums"
          color={column.muted ? 'fg.muted' : undefined}
          display={column.wide ? hiddenOnPhone : undefined}
        >
          {column.cell(entry)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
