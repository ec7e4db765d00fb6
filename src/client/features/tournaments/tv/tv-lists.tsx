// The live parts of a venue's TV: the tables with their matches and scores, who plays next, and
// the latest results. Large type, no links: nobody clicks a TV.
import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Match } from '../../../../shared/schemas/matches';
import type { Standing } from '../../../../shared/schemas/standings';
import type { PlayerSummary } from '../../../../shared/schemas/players';
import { ResultTypeBadge } from '../../../components/result-type-badge';
import { raceLabel } from '../../../lib/labels';
import { TABLE_STATE_COLORS, TABLE_STATE_LABELS } from '../board/board-tables';
import { PlaceLabel } from '../place-label';
import type { Court, UpNext } from './tv-board';

const nameOf = (player: PlayerSummary | null) => player?.fullName ?? 'Chưa xác định';

/** "Chạm 7", or each side's race where a handicap makes them differ: "Chạm 7–5". */
function raceOf(match: Match): string {
  const race = raceLabel(match.race1, match.tournament.game);
  return match.race2 === match.race1 ? race : `${race}–${match.race2}`;
}

export function CourtGrid({ courts, leftOut }: { courts: Court[]; leftOut: string[] }) {
  if (courts.length === 0) {
    return (
      <Text fontSize="xl" color="fg.muted" py="4">
        Chưa có trận nào đang đấu.
      </Text>
    );
  }
  return (
    <Stack gap="2">
      {/* Four a row at most; fewer tables get wider cards, easier to read across the room. A
          phone opening the TV's link has room for one or two a row, names whole. */}
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: Math.min(4, Math.max(2, courts.length)) }}
        gap="3"
        aria-label="Các bàn"
        listStyle="none"
      >
        {courts.map((court) => (
          <CourtCard key={court.key} court={court} />
        ))}
      </SimpleGrid>
      {leftOut.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" truncate>
          Các bàn khác: {leftOut.join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}

function CourtCard({ court }: { court: Court }) {
  const { match, state } = court;
  const palette = TABLE_STATE_COLORS[state];
  return (
    <Stack
      as="li"
      gap="1"
      p="3"
      borderWidth="2px"
      borderRadius="l3"
      borderColor={state === 'free' ? 'border' : `${palette}.emphasized`}
      bg="bg.panel"
      minW="0"
      data-testid="tv-court"
    >
      <HStack justify="space-between" gap="2">
        <Text fontSize="lg" fontWeight="bold" truncate>
          {court.label}
        </Text>
        <Badge
          size="lg"
          colorPalette={palette}
          variant={state === 'playing' ? 'solid' : 'subtle'}
          flexShrink={0}
        >
          {TABLE_STATE_LABELS[state]}
        </Badge>
      </HStack>
      {match ? (
        <>
          <CourtSide match={match} side={1} />
          <CourtSide match={match} side={2} />
          <Text fontSize="xs" color="fg.muted" truncate>
            {match.roundLabel} · {raceOf(match)}
          </Text>
        </>
      ) : (
        <Text fontSize="md" color="fg.muted">
          Chờ trận tiếp theo
        </Text>
      )}
    </Stack>
  );
}

function CourtSide({ match, side }: { match: Match; side: 1 | 2 }) {
  const player = side === 1 ? match.player1 : match.player2;
  const score = side === 1 ? match.score1 : match.score2;
  return (
    <HStack justify="space-between" gap="2" minW="0">
      <Text fontSize="lg" fontWeight="medium" truncate>
        {nameOf(player)}
        {player ? (
          <Box as="span" color="fg.muted" fontSize="md">
            {' '}
            ({player.rank})
          </Box>
        ) : null}
      </Text>
      {match.status === 'live' ? (
        <Text
          fontSize="3xl"
          fontWeight="bold"
          lineHeight="1"
          fontVariantNumeric="tabular-nums"
          data-testid={`tv-score-${side}`}
        >
          {score}
        </Text>
      ) : null}
    </HStack>
  );
}

/** One match of a list: its round (and where or when) above, what matters below. */
function ListEntry({
  match,
  note,
  tag,
  called = false,
  children,
}: {
  match: Match;
  note?: string;
  /** Beside the round, where it takes no width from the players' names (a result's type). */
  tag?: ReactNode;
  called?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      as="li"
      gap="0"
      px="3"
      py="2"
      w="full"
      borderRadius="l2"
      bg={called ? 'orange.subtle' : 'bg.muted'}
    >
      <HStack justify="space-between" gap="2" fontSize="sm">
        <Text color="fg.muted" truncate>
          {match.roundLabel}
        </Text>
        {note ? (
          <Text fontWeight="semibold" color={called ? 'orange.fg' : undefined} flexShrink={0}>
            {note}
          </Text>
        ) : null}
        {tag}
      </HStack>
      {children}
    </Stack>
  );
}

export function UpNextList({ entries }: { entries: UpNext[] }) {
  if (entries.length === 0) {
    return <Text color="fg.muted">Không có trận nào đang chờ.</Text>;
  }
  return (
    <Stack as="ol" gap="2" listStyle="none" aria-label="Trận tiếp theo">
      {entries.map(({ match, note, called }) => (
        <ListEntry key={match.id} match={match} note={note} called={called}>
          <Text fontSize="md" fontWeight="medium" lineClamp={2}>
            {nameOf(match.player1)} – {nameOf(match.player2)}
          </Text>
        </ListEntry>
      ))}
    </Stack>
  );
}

export function ResultList({ matches }: { matches: Match[] }) {
  if (matches.length === 0) {
    return <Text color="fg.muted">Chưa có trận nào kết thúc.</Text>;
  }
  return (
    // Entries that do not fit wrap into a second column, out of sight: none shows cut in half.
    <Stack
      as="ol"
      gap="2"
      listStyle="none"
      aria-label="Kết quả mới nhất"
      flexWrap="wrap"
      flex="1"
      minH="0"
      overflow="hidden"
      columnGap="0"
    >
      {matches.map((match) => (
        <ListEntry
          key={match.id}
          match={match}
          tag={<ResultTypeBadge resultType={match.resultType} size="md" />}
        >
          <HStack gap="2" fontSize="md" minW="0">
            <ResultName match={match} player={match.player1} />
            <Text fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink={0}>
              {match.score1} – {match.score2}
            </Text>
            <ResultName match={match} player={match.player2} />
          </HStack>
        </ListEntry>
      ))}
    </Stack>
  );
}

function ResultName({ match, player }: { match: Match; player: PlayerSummary | null }) {
  const won = player !== null && match.winnerId === player.id;
  return (
    <Text
      flex="1"
      minW="0"
      truncate
      fontWeight={won ? 'bold' : 'normal'}
      color={won ? 'emerald.fg' : 'fg.muted'}
      _last={{ textAlign: 'end' }}
    >
      {nameOf(player)}
    </Text>
  );
}

/** A finished tournament's podium (two third places where there was no play-off). */
export function Podium({ standings }: { standings: Standing[] }) {
  const podium = standings.filter((row) => row.place !== null && row.place <= 3).slice(0, 4);
  if (podium.length === 0) {
    return <Text color="fg.muted">Chưa có thứ hạng chung cuộc.</Text>;
  }
  return (
    <SimpleGrid
      as="ol"
      columns={{ base: 2, lg: 4 }}
      gap="3"
      listStyle="none"
      aria-label="Thứ hạng chung cuộc"
    >
      {podium.map((row) => (
        <Stack as="li" key={row.player.id} gap="2" p="3" borderRadius="l3" bg="bg.panel">
          <PlaceLabel place={row.place ?? 0} />
          <Text fontSize="xl" fontWeight="bold" lineClamp={2}>
            {row.player.fullName}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
