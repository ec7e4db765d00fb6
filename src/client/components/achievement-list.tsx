import { Badge, Box, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Award, Medal, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Achievement } from '../../shared/schemas/players';
import type { AchievementKind } from '../../shared/schemas/tournaments';
import { AppLink } from './app-link';
import { PageEmpty } from './page-states';
import { formatNumber } from '../lib/format';
import { ACHIEVEMENT_COLORS, ACHIEVEMENT_LABELS, GAME_LABELS } from '../lib/labels';
import { PagedList, type PagedQuery } from './paged-list';
import { formatDate } from '../lib/player-logic';

const ICONS: Record<AchievementKind, typeof Trophy> = {
  champion: Trophy,
  runner_up: Medal,
  top4: Award,
};

/** One title: the trophy or medal, what it was, where and when. */
function AchievementRow({ achievement }: { achievement: Achievement }) {
  const { kind, tournament } = achievement;
  const palette = ACHIEVEMENT_COLORS[kind];
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '3', md: '4' }}
      bg="bg.panel"
      _hover={{ borderColor: 'emerald.border' }}
      transition="border-color 0.15s"
    >
      <HStack gap={{ base: '3', md: '4' }} align="center">
        <Box
          colorPalette={palette}
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          borderRadius="full"
          p={{ base: '2.5', md: '3' }}
          flexShrink={0}
        >
          <Icon as={ICONS[kind]} boxSize={{ base: '5', md: '6' }} aria-hidden />
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <Badge
              colorPalette={palette}
              variant={kind === 'champion' ? 'solid' : 'subtle'}
              size="md"
            >
              {ACHIEVEMENT_LABELS[kind]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {GAME_LABELS[tournament.game]}
            </Text>
          </HStack>
          <Text fontWeight="semibold" lineClamp={2}>
            <LinkOverlay asChild>
              <AppLink to={`/tournaments/${tournament.id}/ranking`}>{tournament.name}</AppLink>
            </LinkOverlay>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDate(tournament.startsAt)} · {formatNumber(tournament.playerCount)} cơ thủ
          </Text>
        </Stack>
      </HStack>
    </LinkBox>
  );
}

/** A player's titles, newest first, with their states and (optionally) page links. */
export function AchievementList({
  query,
  onPageChange,
  empty,
  skeletons,
}: {
  query: PagedQuery<Achievement>;
  onPageChange?: (page: number) => void;
  empty?: ReactNode;
  skeletons?: number;
}) {
  return (
    <PagedList
      query={query}
      label="Thành tích"
      itemKey={(achievement) => achievement.id}
      renderItem={(achievement) => <AchievementRow achievement={achievement} />}
      onPageChange={onPageChange}
      skeletons={skeletons}
      skeletonHeight="20"
      empty={
        empty ?? (
          <PageEmpty
            icon={<Trophy />}
            title="Chưa có thành tích nào"
            description="Vô địch, á quân và top 4 tại các giải đấu sẽ hiện ở đây."
          />
        )
      }
    />
  );
}
