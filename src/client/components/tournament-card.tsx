import { Badge, Heading, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Coins, Eye, MapPin, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TournamentSummary } from '../../shared/schemas/tournaments';
import { AppLink } from './app-link';
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

function Fact({
  icon,
  label,
  children,
}: {
  icon: typeof Users;
  label: string;
  children: ReactNode;
}) {
  return (
    <HStack gap="2" align="flex-start" fontSize="sm">
      <Icon as={icon} boxSize="4" mt="0.5" color="fg.muted" flexShrink={0} aria-hidden />
      <Text>
        <Text as="span" srOnly>
          {label}:{' '}
        </Text>
        {children}
      </Text>
    </HStack>
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
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p="5"
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      gap="3"
      _hover={{ borderColor: 'emerald.border', boxShadow: 'sm' }}
      transition="border-color 0.15s, box-shadow 0.15s"
    >
      <HStack gap="2" flexWrap="wrap">
        <TournamentStatusBadge status={tournament.status} />
        <Badge variant="outline" size="sm">
          {GAME_LABELS[tournament.game]}
        </Badge>
        {tournament.handicap ? (
          <Badge variant="outline" colorPalette="purple" size="sm">
            Có chấp
          </Badge>
        ) : null}
      </HStack>
      <Stack gap="1">
        <Heading as="h2" size="md" lineHeight="1.3">
          <LinkOverlay asChild>
            <AppLink to={`/tournaments/${tournament.id}`}>{tournament.name}</AppLink>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {FORMAT_LABELS[tournament.format]}
        </Text>
      </Stack>
      <Stack gap="1.5" mt="auto">
        <Fact icon={CalendarClock} label="Bắt đầu">
          {formatDateTime(tournament.startsAt)}
        </Fact>
        <Fact icon={MapPin} label="Địa điểm">
          {venueLabel(tournament.store)}
        </Fact>
        <HStack gap="4" flexWrap="wrap">
          <Fact icon={Coins} label="Lệ phí">
            {formatFee(tournament.entryFee)}
          </Fact>
          <Fact icon={Users} label="Cơ thủ">
            <Text as="span" color={full ? 'fg.error' : undefined}>
              {tournament.playerCount}/{tournament.maxPlayers}
            </Text>
          </Fact>
          <Fact icon={ShieldCheck} label="Giới hạn hạng">
            {rankLimitsLabel(tournament.minRank, tournament.maxRank)}
          </Fact>
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
    </LinkBox>
  );
}
