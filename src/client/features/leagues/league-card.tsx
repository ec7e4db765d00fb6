import { Badge, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { LeagueSummary } from '../../../shared/schemas/leagues';
import { AppLink } from '../../components/app-link';
import { formatDay } from './league-format';
import { gameLabel, LeagueStatusBadge } from './league-labels';

/** One league in the list: the whole card links to its table. */
export function LeagueCard({ league }: { league: LeagueSummary }) {
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      gap="2"
      _hover={{ borderColor: 'emerald.border', boxShadow: 'sm' }}
    >
      <HStack gap="2" flexWrap="wrap">
        <LeagueStatusBadge status={league.status} />
        <Badge variant="outline" size="sm">
          {gameLabel(league.game)}
        </Badge>
        {league.week !== null ? (
          <Badge variant="outline" size="sm" colorPalette="emerald">
            Tuần {league.week}
          </Badge>
        ) : null}
      </HStack>
      <Heading as="h2" size="md" lineHeight="1.3">
        <LinkOverlay asChild>
          <AppLink to={`/leagues/${league.id}`}>{league.name}</AppLink>
        </LinkOverlay>
      </Heading>
      <Stack gap="0.5" fontSize="sm" color="fg.muted">
        <Text>Bắt đầu {formatDay(league.startsOn)}</Text>
        <Text>
          {league.teamCount} đội · {league.divisionCount} bảng
        </Text>
      </Stack>
    </LinkBox>
  );
}
