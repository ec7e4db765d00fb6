import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { InitialsAvatar } from '../../components/initials-avatar';
import type { PlayerListItem } from '../../../shared/schemas/players';
import { AppLink } from '../../components/app-link';
import { ProvisionalBadge, RankBadge } from '../../components/player-label';
import { formatNumber } from '../../lib/format';
import { formatRating } from '../../lib/player-logic';

/** A player in the lookup: who, their rank (and the one the rating suggests), rating, record. */
export function PlayerCard({ player }: { player: PlayerListItem }) {
  const { stats } = player;
  return (
    <LinkBox
      as="article"
      h="full"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      bg="bg.panel"
      _hover={{ borderColor: 'emerald.border', boxShadow: 'sm' }}
      transition="border-color 0.15s, box-shadow 0.15s"
    >
      <Stack gap="3" h="full" justify="space-between">
        <HStack gap="3" align="center">
          <InitialsAvatar name={player.fullName} src={player.avatar} size="lg" />
          <Stack gap="1" minW="0" flex="1">
            <Text fontWeight="semibold" lineHeight="1.3" lineClamp={2}>
              <LinkOverlay asChild>
                <AppLink to={`/players/${player.id}`}>{player.fullName}</AppLink>
              </LinkOverlay>
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              @{player.username}
            </Text>
          </Stack>
          <Stack gap="0" align="flex-end" flexShrink={0}>
            <Text
              fontSize="xl"
              fontWeight="bold"
              color="emerald.fg"
              fontVariantNumeric="tabular-nums"
              lineHeight="1.2"
            >
              {formatRating(player.rating)}
            </Text>
            {player.provisional ? (
              <ProvisionalBadge size="xs" />
            ) : (
              <Text fontSize="xs" color="fg.muted">
                điểm
              </Text>
            )}
          </Stack>
        </HStack>
        <HStack
          justify="space-between"
          gap="2"
          pt="3"
          borderTopWidth="1px"
          borderColor="border.muted"
          flexWrap="wrap"
        >
          <HStack gap="1.5" flexWrap="wrap">
            <RankBadge rank={player.rank} size="md" />
            {player.suggestedRank !== player.rank ? (
              <Badge variant="outline" colorPalette="orange" size="sm">
                Gợi ý {player.suggestedRank}
              </Badge>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            <Text as="span" color="fg" fontWeight="semibold">
              {formatNumber(stats.matchesWon)}
            </Text>{' '}
            thắng ·{' '}
            <Text as="span" color="fg" fontWeight="semibold">
              {formatNumber(stats.matchesLost)}
            </Text>{' '}
            thua
          </Text>
        </HStack>
      </Stack>
    </LinkBox>
  );
}
