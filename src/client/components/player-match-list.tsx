import { Badge, HStack, Link, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlayerMatch } from '../../shared/schemas/players';
import { AppLink } from './app-link';
import { PageEmpty } from './page-states';
import { PlayerLink } from './player-label';
import { formatDateTime } from '../lib/format';
import { raceLabel } from '../lib/labels';
import { PagedList, type PagedQuery } from './paged-list';
import { ResultTypeBadge } from './result-type-badge';
import type { MatchOutcome } from '../../shared/domain';
import { RESULT_LABELS } from '../lib/match-result';
import { deltaTone, formatRatingDelta, matchSide } from '../lib/player-logic';

const DELTA_COLORS = { up: 'green', down: 'red', flat: 'gray' } as const;

/** A rating change as a small badge: green up, red down. */
export function RatingDeltaBadge({ delta, size = 'sm' }: { delta: number; size?: 'sm' | 'md' }) {
  return (
    <Badge
      colorPalette={DELTA_COLORS[deltaTone(delta)]}
      variant="subtle"
      size={size}
      fontVariantNumeric="tabular-nums"
      title="Thay đổi điểm trình độ"
    >
      {formatRatingDelta(delta)}
    </Badge>
  );
}

const RESULT_PALETTES: Record<MatchOutcome, string> = {
  won: 'emerald',
  drawn: 'gray',
  lost: 'red',
};

/** 'Thắng' / 'Hòa' / 'Thua' for a decided match. */
function ResultBadge({ result }: { result: MatchOutcome }) {
  return (
    <Badge colorPalette={RESULT_PALETTES[result]} variant="solid" size="sm">
      {RESULT_LABELS[result]}
    </Badge>
  );
}

/** A finished match from `playerId`'s side: when, where, against whom, the score and the rating. */
export function PlayerMatchRow({ match, playerId }: { match: PlayerMatch; playerId: number }) {
  const side = matchSide(match, playerId);
  const when = match.finishedAt ?? match.startedAt ?? match.scheduledAt;
  const opponentName = side.opponent?.fullName ?? 'đối thủ chưa xác định';
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      px={{ base: '4', md: '5' }}
      py="4"
      bg="bg.panel"
      _hover={{ borderColor: 'emerald.border' }}
      transition="border-color 0.15s"
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {when ? formatDateTime(when) : match.roundLabel}
          </Text>
          <HStack gap="1.5" flexShrink={0}>
            {side.result ? <ResultBadge result={side.result} /> : null}
            <ResultTypeBadge resultType={match.resultType} size="sm" />
            {match.ratingDelta !== null ? <RatingDeltaBadge delta={match.ratingDelta} /> : null}
          </HStack>
        </HStack>
        <HStack justify="space-between" gap="3" align="center">
          <Text fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" minW="0">
            Gặp {side.opponent ? <PlayerLink player={side.opponent} /> : opponentName}
            {side.opponent ? (
              <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                {' '}
                (Hạng {side.opponent.rank})
              </Text>
            ) : null}
          </Text>
          <LinkOverlay asChild>
            <AppLink
              to={`/matches/${match.id}`}
              aria-label={`Xem trận gặp ${opponentName}, tỉ số ${side.score} – ${side.opponentScore}`}
            >
              <Text
                as="span"
                display="block"
                fontSize="2xl"
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                color={side.result === 'won' ? 'emerald.fg' : undefined}
              >
                {side.score} – {side.opponentScore}
              </Text>
            </AppLink>
          </LinkOverlay>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <Link asChild color="fg.muted" _hover={{ color: 'emerald.fg' }}>
            <AppLink to={`/tournaments/${match.tournament.id}`}>{match.tournament.name}</AppLink>
          </Link>
          {when ? ` · ${match.roundLabel}` : null} · {raceLabel(side.race, match.tournament.game)} –{' '}
          {raceLabel(side.opponentRace, match.tournament.game)}
        </Text>
      </Stack>
    </LinkBox>
  );
}

/** A player's finished matches, newest first, with their states and (optionally) page links. */
export function PlayerMatchList({
  query,
  playerId,
  onPageChange,
  empty,
  skeletons,
}: {
  query: PagedQuery<PlayerMatch>;
  playerId: number;
  onPageChange?: (page: number) => void;
  empty?: ReactNode;
  skeletons?: number;
}) {
  return (
    <PagedList
      query={query}
      label="Lịch sử thi đấu"
      itemKey={(match) => match.id}
      renderItem={(match) => <PlayerMatchRow match={match} playerId={playerId} />}
      onPageChange={onPageChange}
      skeletons={skeletons}
      empty={
        empty ?? (
          <PageEmpty
            icon={<Swords />}
            title="Chưa có trận đấu nào"
            description="Các trận đã kết thúc sẽ hiện ở đây."
          />
        )
      }
    />
  );
}
