import { Badge, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Coins, Eye, MapPin, ShieldCheck, Users } from 'lucide-react';
import type { TournamentSummary } from '../../shared/schemas/tournaments';
import { CardFact, LinkCard } from './link-card';
import { formatDateTime, formatFee } from '../lib/format';
import {
  FORMAT_LABELS,
  GAME_LABELS,
  rankLimitsLabel,
  TOURNAMENT_STATUS_COLORS,
  TOURNAMENT_STATUS_LABELS,
  venueLabel,
} from '../lib/labels';

export function TournamentStatusBadge({
  status,
  size = 'sm',
}: {
  status: TournamentSummary['status'];
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge colorPalette={TOURNAMENT_STATUS_COLORS[status]} size={size} variant="subtle">
      {TOURNAMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One tournament in a list: the whole card links to its page. */
export function TournamentCard({
  tournament,
  because,
}: {
  tournament: TournamentSummary;
  /** Why it is shown: what the player follows that brings it (the home page's first section). */
  because?: string;
}) {
  // Full only matters while registration is open.
  const full =
    tournament.status === 'registration' && tournament.playerCount >= tournament.maxPlayers;
  return (
    <LinkCard
      to={`/tournaments/${tournament.id}`}
      title={tournament.name}
      subtitle={FORMAT_LABELS[tournament.format]}
      badges={
        <>
          <TournamentStatusBadge status={tournament.status} />
          <Badge variant="outline" size="sm">
            {GAME_LABELS[tournament.game]}
          </Badge>
          {tournament.handicap ? (
            <Badge variant="outline" colorPalette="purple" size="sm">
              Có chấp
            </Badge>
          ) : null}
        </>
      }
    >
      <Stack gap="1.5" mt="auto">
        <CardFact icon={CalendarClock} label="Bắt đầu">
          {formatDateTime(tournament.startsAt)}
        </CardFact>
        <CardFact icon={MapPin} label="Địa điểm">
          {venueLabel(tournament.store)}
        </CardFact>
        <HStack gap="4" flexWrap="wrap">
          <CardFact icon={Coins} label="Lệ phí">
            {formatFee(tournament.entryFee)}
          </CardFact>
          <CardFact icon={Users} label="Cơ thủ">
            <Text as="span" color={full ? 'fg.error' : undefined}>
              {tournament.playerCount}/{tournament.maxPlayers}
            </Text>
          </CardFact>
          <CardFact icon={ShieldCheck} label="Giới hạn hạng">
            {rankLimitsLabel(tournament.minRank, tournament.maxRank)}
          </CardFact>
        </HStack>
      </Stack>
      {because ? (
        <HStack
          gap="2"
          align="flex-start"
          pt="3"
          borderTopWidth="1px"
          borderColor="border.muted"
          fontSize="sm"
          color="emerald.fg"
        >
          <Icon as={Eye} boxSize="4" mt="0.5" flexShrink={0} aria-hidden />
          <Text>
            <Text as="span" srOnly>
              Bạn theo dõi:{' '}
            </Text>
            {because}
          </Text>
        </HStack>
      ) : null}
    </LinkCard>
  );
}
