import { Stack, Text } from '@chakra-ui/react';
import type { LeagueSummary } from '../../../shared/schemas/leagues';
import { LinkCard } from '../../components/link-card';
import { formatDay } from './league-format';
import { LeagueBadges } from './league-labels';

/** One league in the list: the whole card links to its table. */
export function LeagueCard({ league }: { league: LeagueSummary }) {
  return (
    <LinkCard
      to={`/leagues/${league.id}`}
      title={league.name}
      badges={<LeagueBadges league={league} />}
    >
      <Stack gap="0.5" fontSize="sm" color="fg.muted">
        <Text>Bắt đầu {formatDay(league.startsOn)}</Text>
        <Text>
          {league.teamCount} đội · {league.divisionCount} bảng
        </Text>
      </Stack>
    </LinkCard>
  );
}
