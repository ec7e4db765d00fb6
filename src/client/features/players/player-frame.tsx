import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { InitialsAvatar } from '../../components/initials-avatar';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { PlayerProfile } from '../../../shared/schemas/players';
import { PlayerCalendarLinks } from '../../components/calendar-links';
import { EntityFrame } from '../../components/entity-frame';
import { ProvisionalBadge, RankBadge } from '../../components/player-label';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { formatDate, formatRating } from '../../lib/player-logic';

export type PlayerSection = 'overview' | 'matches' | 'achievements';

const SECTIONS: { key: PlayerSection; label: string; suffix: string }[] = [
  { key: 'overview', label: 'Tổng quan', suffix: '' },
  { key: 'matches', label: 'Lịch sử thi đấu', suffix: '/match-histories' },
  { key: 'achievements', label: 'Thành tích', suffix: '/achievements' },
];

/** The `:id` of a player route (the route guard already checked it is a positive integer). */
function usePlayerId(): number {
  const { id } = useParams();
  return Number(id);
}

/** The frame of a player's pages: their header, the section links, then the section. */
export function PlayerFrame({
  section,
  actions,
  children,
}: {
  section: PlayerSection;
  /** Extra buttons in the header (an organiser's "Đổi hạng"). */
  actions?: (player: PlayerProfile) => ReactNode;
  children: (player: PlayerProfile) => ReactNode;
}) {
  const id = usePlayerId();
  const query = trpc.players.get.useQuery({ id });
  return (
    <EntityFrame
      query={query}
      back={{ to: '/players', label: 'Danh sách cơ thủ' }}
      notFoundTitle="Không tìm thấy cơ thủ"
      header={(player) => <PlayerHeader player={player} actions={actions?.(player)} />}
      tabsLabel="Mục của cơ thủ"
      section={section}
      tabs={(player) =>
        SECTIONS.map(({ key, label, suffix }) => ({
          key,
          label,
          to: `/players/${player.id}${suffix}`,
        }))
      }
    >
      {children}
    </EntityFrame>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

/** Who the player is and their record: public data only (no phone, e-mail or wallet). */
function PlayerHeader({ player, actions }: { player: PlayerProfile; actions?: ReactNode }) {
  const { stats } = player;
  return (
    <Card.Root variant="outline" overflow="hidden">
      <Card.Body p={{ base: '4', md: '6' }} gap="5">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          gap="4"
        >
          <HStack gap={{ base: '3', md: '5' }} minW="0" align="center">
            <InitialsAvatar
              name={player.fullName}
              src={player.avatar}
              size={{ base: 'xl', md: '2xl' }}
              alt={`Ảnh đại diện của ${player.fullName}`}
            />
            <Stack gap="1.5" minW="0">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
                {player.fullName}
              </Heading>
              <Text color="fg.muted" fontSize="sm" truncate>
                @{player.username}
              </Text>
              <HStack gap="2" flexWrap="wrap">
                <RankBadge rank={player.rank} size="md" />
                {player.suggestedRank !== player.rank ? (
                  <Badge variant="outline" size="md" colorPalette="orange">
                    Gợi ý hạng {player.suggestedRank}
                  </Badge>
                ) : null}
                {player.verified ? (
                  <Badge
                    variant="solid"
                    size="md"
                    colorPalette="emerald"
                    title={`Xác minh bởi ${player.verified.by.fullName}, ${formatDate(player.verified.at)}`}
                  >
                    Đã xác minh hạng {player.verified.rank}
                  </Badge>
                ) : null}
              </HStack>
              {player.verified ? (
                <Text fontSize="xs" color="fg.muted">
                  Xác minh bởi {player.verified.by.fullName} · {formatDate(player.verified.at)}
                </Text>
              ) : null}
            </Stack>
          </HStack>
          <Stack
            direction={{ base: 'row', md: 'column' }}
            gap="3"
            align={{ base: 'center', md: 'flex-end' }}
            justify="space-between"
            flexShrink={0}
            // A phone's row: the rating, then the actions, which go below it when they do not fit.
            flexWrap="wrap"
          >
            <Stack gap="0" align={{ base: 'flex-start', md: 'flex-end' }}>
              <Text fontSize="xs" color="fg.muted">
                {player.carom ? 'Điểm trình độ pool' : 'Điểm trình độ'}
              </Text>
              <Text
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                color="emerald.fg"
                fontVariantNumeric="tabular-nums"
                lineHeight="1.1"
              >
                {formatRating(player.rating)}
              </Text>
              <RatingSureness deviation={player.ratingDeviation} provisional={player.provisional} />
              {player.carom ? (
                // Pool's rating above; carom's is kept apart, one per game family.
                <RatingSureness
                  label={`Carom: ${formatRating(player.carom.rating)}`}
                  deviation={player.carom.deviation}
                  provisional={player.carom.provisional}
                />
              ) : null}
              {player.provisional || player.carom?.provisional ? (
                <Text fontSize="xs" color="fg.muted" maxW="15rem" textAlign={{ md: 'end' }}>
                  Tạm tính: chưa đủ trận để chắc chắn, đấu thêm thì điểm sẽ sát hơn.
                </Text>
              ) : null}
            </Stack>
            {actions ? (
              <HStack gap="2" flexWrap="wrap">
                {actions}
              </HStack>
            ) : null}
          </Stack>
        </Stack>
        {player.bio ? (
          <Text color="fg.muted" fontSize="sm" whiteSpace="pre-line">
            {player.bio}
          </Text>
        ) : null}
        <PlayerCalendarLinks playerId={player.id} />
        <SimpleGrid columns={{ base: 2, sm: 3, lg: 5 }} gap="4" pt="4" borderTopWidth="1px">
          {/* The record is pool's: a carom player's is in the Carom section, in points. */}
          <Stat label={player.carom ? 'Pool: trận thắng – thua' : 'Trận thắng – thua'}>
            {formatNumber(stats.matchesWon)} – {formatNumber(stats.matchesLost)}
          </Stat>
          <Stat label={player.carom ? 'Pool: ván thắng – thua' : 'Ván thắng – thua'}>
            {formatNumber(stats.racksWon)} – {formatNumber(stats.racksLost)}
          </Stat>
          <Stat label="Giải đã đấu">{formatNumber(player.tournamentsPlayed)}</Stat>
          <Stat label="Danh hiệu">{formatNumber(player.titles)}</Stat>
          <Stat label="Tham gia từ">{formatDate(player.memberSince)}</Stat>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * How sure a rating is, in words: a bare "±248" beside "Tạm tính" meant nothing to a newcomer.
 * The deviation is how far the player's real level may lie from the figure.
 */
function RatingSureness({
  label,
  deviation,
  provisional,
}: {
  label?: string;
  deviation: number;
  provisional: boolean;
}) {
  return (
    <HStack gap="1.5" flexWrap="wrap">
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {label ? `${label}, ` : ''}có thể lệch ±{Math.round(deviation)} điểm
      </Text>
      {provisional ? <ProvisionalBadge size="xs" /> : null}
    </HStack>
  );
}
