import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Icon,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  CalendarClock,
  Coins,
  Flag,
  ListOrdered,
  MapPin,
  Scale,
  ShieldCheck,
  Trophy,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { isCaromGame } from '../../../shared/domain';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { TournamentCalendarLink } from '../../components/calendar-links';
import { AppLink } from '../../components/app-link';
import { EntityFrame } from '../../components/entity-frame';
import { FoldedSection } from '../../components/folded-section';
import { formatCoins, formatDateTimeLong, formatFee } from '../../lib/format';
import { prizeTotal } from '../../../shared/domain';
import {
  FORMAT_LABELS,
  GAME_LABELS,
  raceSummary,
  rankLimitsLabel,
  venueLabel,
} from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { TournamentStatusBadge } from '../../components/tournament-card';
import { RegistrationBox } from './registration-box';
import { useTournamentId, useTournamentLive } from './tournament-hooks';

export type TournamentSection = 'bracket' | 'board' | 'desc' | 'players' | 'ranking' | 'checkIn';

const SECTIONS: { key: TournamentSection; label: string; suffix: string }[] = [
  { key: 'bracket', label: 'Sơ đồ thi đấu', suffix: '' },
  { key: 'board', label: 'Bàn đấu', suffix: '/board' },
  { key: 'desc', label: 'Giới thiệu', suffix: '/desc' },
  { key: 'players', label: 'Cơ thủ', suffix: '/players' },
  { key: 'ranking', label: 'Xếp hạng', suffix: '/ranking' },
  { key: 'checkIn', label: 'Điểm danh', suffix: '/check-in' },
];

/**
 * Check-in concerns its managers and registered players, while it is open. The table board
 * concerns everyone while the tournament runs on one, and its managers before and during play.
 */
function showsSection(tournament: Tournament, key: TournamentSection): boolean {
  if (key === 'checkIn') {
    return (
      tournament.status === 'registration' &&
      tournament.checkInOpenedAt !== null &&
      (tournament.viewer.manager || tournament.viewer.joined)
    );
  }
  if (key === 'board') {
    if (tournament.viewer.manager) {
      return ['draft', 'registration', 'ongoing'].includes(tournament.status);
    }
    return tournament.status === 'ongoing' && tournament.boardTables.length > 0;
  }
  return true;
}

/**
 * The frame of a tournament's pages: its header (facts, join/leave), the section links, and the
 * live subscription that keeps every section current.
 */
export function TournamentFrame({
  section,
  children,
}: {
  section: TournamentSection;
  children: (tournament: Tournament) => ReactNode;
}) {
  const id = useTournamentId();
  const query = trpc.tournaments.get.useQuery({ id });
  useTournamentLive(id);

  return (
    <EntityFrame
      query={query}
      back={{ to: '/tournaments', label: 'Danh sách giải đấu' }}
      notFoundTitle="Không tìm thấy giải đấu"
      header={(tournament) => <TournamentHeader tournament={tournament} section={section} />}
      tabsLabel="Mục của giải đấu"
      section={section}
      tabs={(tournament) =>
        SECTIONS.filter(({ key }) => showsSection(tournament, key)).map(
          ({ key, label, suffix }) => ({
            key,
            to: `/tournaments/${tournament.id}${suffix}`,
            label:
              key === 'players' ? (
                <>
                  {label}
                  <Badge size="sm" variant="subtle" ml="1">
                    {tournament.playerCount}
                  </Badge>
                </>
              ) : (
                label
              ),
          }),
        )
      }
    >
      {children}
    </EntityFrame>
  );
}

function Fact({
  icon,
  label,
  wide = false,
  children,
}: {
  icon: typeof Users;
  label: string;
  /** Full width on phones (long values). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <HStack
      gap="3"
      align="flex-start"
      gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}
    >
      <Box
        p="2"
        borderRadius="l2"
        bg="emerald.subtle"
        color="emerald.fg"
        flexShrink={0}
        display={{ base: 'none', sm: 'block' }}
      >
        <Icon as={icon} boxSize="4" aria-hidden />
      </Box>
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {children}
        </Text>
      </Stack>
    </HStack>
  );
}

function TournamentHeader({
  tournament,
  section,
}: {
  tournament: Tournament;
  section: TournamentSection;
}) {
  return (
    <Stack gap="4">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        gap="4"
      >
        <Stack gap="2" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <TournamentStatusBadge status={tournament.status} size="md" />
            <Badge variant="outline" size="md">
              {GAME_LABELS[tournament.game]}
            </Badge>
            <Badge variant="outline" size="md">
              {FORMAT_LABELS[tournament.format]}
            </Badge>
          </HStack>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
            {tournament.name}
          </Heading>
          {tournament.tour ? (
            <Link
              asChild
              colorPalette="purple"
              color="colorPalette.fg"
              fontWeight="medium"
              alignSelf="flex-start"
            >
              <AppLink to={`/tours/${tournament.tour.id}`} data-testid="tournament-tour">
                <Icon as={ListOrdered} boxSize="4" aria-hidden />
                Tour: {tournament.tour.name} · hạng {tournament.tour.tier}
              </AppLink>
            </Link>
          ) : null}
        </Stack>
        <RegistrationBox tournament={tournament} />
      </Stack>
      {section === 'board' ? (
        // The day at the club: on a phone the facts filled the first screen above the tables,
        // which the organiser opened the tab for. They stay one tap away.
        <FoldedSection summary="Thông tin giải">
          <Box mt="4">
            <TournamentFacts tournament={tournament} />
          </Box>
        </FoldedSection>
      ) : (
        <Card.Root variant="subtle">
          <Card.Body p={{ base: '4', md: '5' }}>
            <TournamentFacts tournament={tournament} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

/** When, where, what it costs and how it is played: the tournament's facts. */
function TournamentFacts({ tournament }: { tournament: Tournament }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 3 }} gap="4">
      <Fact icon={CalendarClock} label="Thời gian" wide>
        {formatDateTimeLong(tournament.startsAt)}
        {tournament.status === 'finished' || tournament.status === 'cancelled' ? null : (
          <Box as="span" display="block">
            <TournamentCalendarLink tournamentId={tournament.id} />
          </Box>
        )}
      </Fact>
      <Fact icon={MapPin} label="Địa điểm" wide>
        {venueLabel(tournament.store)}
      </Fact>
      <Fact icon={Coins} label="Lệ phí">
        {formatFee(tournament.entryFee)}
      </Fact>
      {prizeTotal(tournament.prizes) > 0 ? (
        <Fact icon={Trophy} label="Xu thưởng">
          {formatCoins(prizeTotal(tournament.prizes))}
          <Box as="span" display="block" fontSize="sm" color="fg.muted">
            {tournament.prizeSource === 'pot' ? 'trích từ lệ phí' : 'từ ban tổ chức'}
          </Box>
        </Fact>
      ) : null}
      <Fact icon={Users} label="Cơ thủ">
        {tournament.playerCount}/{tournament.maxPlayers}
      </Fact>
      <Fact icon={ShieldCheck} label="Giới hạn hạng">
        {rankLimitsLabel(tournament.minRank, tournament.maxRank)}
        {(tournament.minRank || tournament.maxRank) && tournament.peakWindowDays > 0 ? (
          <Box as="span" display="block" fontSize="sm" color="fg.muted">
            xét cả điểm cao nhất {tournament.peakWindowDays} ngày
          </Box>
        ) : null}
        {tournament.verifiedRanksOnly ? (
          <Box as="span" display="block" fontSize="sm" color="fg.muted">
            chỉ nhận hạng đã xác minh
          </Box>
        ) : null}
      </Fact>
      <Fact icon={Scale} label="Chấp">
        {tournament.handicap ? 'Có – số ván chạm theo hạng' : 'Không chấp'}
      </Fact>
      <Fact icon={Flag} label={isCaromGame(tournament.game) ? 'Điểm đích' : 'Số ván chạm'} wide>
        {raceSummary(tournament)}
      </Fact>
    </SimpleGrid>
  );
}
