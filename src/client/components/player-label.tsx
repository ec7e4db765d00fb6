import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { PlayerSummary } from '../../shared/schemas/players';
import { formatNumber } from '../lib/format';

export function RankBadge({ rank, size = 'sm' }: { rank: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge colorPalette="emerald" variant="subtle" size={size} flexShrink={0}>
      Hạng {rank}
    </Badge>
  );
}

/** A player as lists show one: avatar, name, rank badge and, optionally, the rating. */
export function PlayerLabel({
  player,
  showRating = false,
}: {
  player: PlayerSummary;
  showRating?: boolean;
}) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="emerald" flexShrink={0}>
        <Avatar.Fallback name={player.fullName} />
        {player.avatar ? <Avatar.Image src={player.avatar} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" truncate>
          {player.fullName}
        </Text>
        <HStack gap="2">
          <RankBadge rank={player.rank} size="xs" />
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
