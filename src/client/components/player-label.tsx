import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { InitialsAvatar } from './initials-avatar';
import type { PlayerSummary } from '../../shared/schemas/players';
import { formatNumber } from '../lib/format';
import { AppLink } from './app-link';

export function RankBadge({
  rank,
  size = 'sm',
}: {
  rank: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge colorPalette="emerald" variant="subtle" size={size} flexShrink={0}>
      Hạng {rank}
    </Badge>
  );
}

/**
 * A rating not yet sure (shared/domain.ts RATING_DEVIATION): too few rated matches. Beside a
 * rating wherever one is shown, so nobody reads a newcomer's number as settled.
 */
export function ProvisionalBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <Badge
      colorPalette="orange"
      variant="subtle"
      size={size}
      flexShrink={0}
      title="Điểm tạm tính: chưa đủ trận để điểm trình độ đáng tin (khoảng 10 trận)"
    >
      Tạm tính
    </Badge>
  );
}

/** A player's name linking to their page (`/players/{id}`). */
export function PlayerLink({ player }: { player: Pick<PlayerSummary, 'id' | 'fullName'> }) {
  return (
    <Link asChild color="inherit" fontWeight="inherit" _hover={{ color: 'emerald.fg' }}>
      <AppLink to={`/players/${player.id}`}>{player.fullName}</AppLink>
    </Link>
  );
}

/**
 * A player as lists show one: avatar, name (a link to their page unless `link` is false), rank
 * badge, username (two players may share a name, and one may copy another's: the username is
 * theirs alone) and, optionally, the rating.
 */
export function PlayerLabel({
  player,
  showRating = false,
  link = true,
}: {
  player: PlayerSummary;
  showRating?: boolean;
  link?: boolean;
}) {
  return (
    <HStack gap="3" minW="0">
      <InitialsAvatar name={player.fullName} src={player.avatar} size="sm" />
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" truncate>
          {link ? <PlayerLink player={player} /> : player.fullName}
        </Text>
        <HStack gap="2" minW="0">
          <RankBadge rank={player.rank} size="xs" />
          <Text fontSize="xs" color="fg.muted" truncate>
            @{player.username}
          </Text>
          {showRating ? (
            <Text fontSize="xs" color="fg.muted">
              {formatNumber(player.rating)} điểm
            </Text>
          ) : null}
        </HStack>
      </Stack>
    </HStack>
  );
}
