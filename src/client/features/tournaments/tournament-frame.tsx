import { RANK_CODES } from '../../../shared/domain';
import {
  Badge,
  Box,
  Button,
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
  ArrowLeft,
  CalendarClock,
  Coins,
  MapPin,
  Pencil,
  Scale,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { PageLoading } from '../../components/page-loading';
import { EntityError } from '../../components/page-states';
import { SectionTabs } from '../../components/section-tabs';
import { useAuth } from '../../lib/auth';
import { openLoginModal } from '../../lib/auth-ui';
import { formatCoins, formatDateTimeLong, formatFee } from '../../lib/format';
import { FORMAT_LABELS, GAME_LABELS, rankLimitsLabel, venueLabel } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { TournamentStatusBadge } from '../../components/tournament-card';
import { useRegistration, useTournamentId, useTournamentLive } from './tournament-hooks';

export type TournamentSection = 'bracket' | 'desc' | 'players' | 'ranking';

const SECTIONS: { key: TournamentSection; label: string; suffix: string }[] = [
  { key: 'bracket', label: 'Sơ đồ thi đấu', suffix: '' },
  { key: 'desc', label: 'Giới thiệu', suffix: '/desc' },
  { key: 'players', label: 'Cơ thủ', suffix: '/players' },
  { key: 'ranking', label: 'Xếp hạng', suffix: '/ranking' },
];

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

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <Stack gap="4">
        <BackLink />
        <EntityError
          error={query.error}
          notFoundTitle="Không tìm thấy giải đấu"
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }

  const tournament = query.data;
  return (
    <Stack gap="6">
      <TournamentHeader tournament={tournament} />
      <SectionTabs
        label="Mục của giải đấu"
        current={section}
        tabs={SECTIONS.map(({ key, label, suffix }) => ({
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
        }))}
      />
      <Box>{children(tournament)}</Box>
    </Stack>
  );
}

function BackLink() {
  return (
    <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
      <AppLink to="/tournaments">
        <ArrowLeft size={14} aria-hidden />
        Danh sách giải đấu
      </AppLink>
    </Link>
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

function TournamentHeader({ tournament }: { tournament: Tournament }) {
  return (
    <Stack gap="4">
      <BackLink />
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
        </Stack>
        <RegistrationBox tournament={tournament} />
      </Stack>
      <Card.Root variant="subtle">
        <Card.Body p={{ base: '4', md: '5' }}>
          <SimpleGrid columns={{ base: 2, lg: 3 }} gap="4">
            <Fact icon={CalendarClock} label="Thời gian" wide>
              {formatDateTimeLong(tournament.startsAt)}
            </Fact>
            <Fact icon={MapPin} label="Địa điểm" wide>
              {venueLabel(tournament.store)}
            </Fact>
            <Fact icon={Coins} label="Lệ phí">
              {formatFee(tournament.entryFee)}
            </Fact>
            <Fact icon={Users} label="Cơ thủ">
              {tournament.playerCount}/{tournament.maxPlayers}
            </Fact>
            <Fact icon={ShieldCheck} label="Giới hạn hạng">
              {rankLimitsLabel(tournament.minRank, tournament.maxRank)}
            </Fact>
            <Fact icon={Scale} label="Chấp">
              {tournament.handicap ? 'Có – số ván chạm theo hạng' : 'Không chấp'}
            </Fact>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** Why the caller's rank keeps them out, or null. */
function rankProblem(tournament: Tournament, rank: string): string | null {
  const index = RANK_CODES.indexOf(rank as (typeof RANK_CODES)[number]);
  const min = tournament.minRank ? RANK_CODES.indexOf(tournament.minRank) : -1;
  const max = tournament.maxRank ? RANK_CODES.indexOf(tournament.maxRank) : RANK_CODES.length;
  if (index >= min && index <= max) return null;
  return `Giải dành cho ${rankLimitsLabel(tournament.minRank, tournament.maxRank).toLowerCase()}; hạng của bạn là ${rank}.`;
}

function RegistrationBox({ tournament }: { tournament: Tournament }) {
  const { user, coin } = useAuth();
  const registration = useRegistration(tournament);
  const manager = tournament.viewer.manager;

  const editLink =
    manager && (tournament.status === 'draft' || tournament.status === 'registration') ? (
      <Button asChild variant="outline">
        <AppLink to={`/tournaments/${tournament.id}/update`}>
          <Pencil aria-hidden />
          Chỉnh sửa
        </AppLink>
      </Button>
    ) : null;

  let action: ReactNode = null;
  let note: ReactNode = null;
  if (tournament.viewer.joined) {
    note = (
      <Badge
        colorPalette="emerald"
        size="lg"
        variant="solid"
        alignSelf={{ base: 'flex-start', md: 'flex-end' }}
      >
        {tournament.status === 'registration' ? 'Bạn đã đăng ký' : 'Bạn tham gia giải này'}
      </Badge>
    );
  }
  if (tournament.status === 'registration' && user !== undefined) {
    const full = tournament.playerCount >= tournament.maxPlayers;
    if (user === null) {
      action = (
        <Button colorPalette="emerald" size="lg" onClick={openLoginModal}>
          Đăng nhập để tham gia
        </Button>
      );
    } else if (tournament.viewer.joined) {
      action = (
        <Button
          variant="outline"
          colorPalette="red"
          size="lg"
          loading={registration.pending}
          onClick={() => void registration.askLeave(coin)}
        >
          Rút khỏi giải
        </Button>
      );
    } else {
      const blocked =
        rankProblem(tournament, user.rank) ?? (full ? 'Giải đấu đã đủ cơ thủ.' : null);
      action = (
        <Button
          colorPalette="emerald"
          size="lg"
          loading={registration.pending}
          disabled={blocked !== null}
          onClick={() => void registration.askJoin(coin)}
        >
          Tham gia giải
        </Button>
      );
      if (blocked) {
        note = (
          <Text fontSize="sm" color="fg.muted" maxW="xs" textAlign={{ md: 'end' }}>
            {blocked}
          </Text>
        );
      } else if (coin < tournament.entryFee) {
        note = (
          <Text fontSize="sm" color="fg.warning" maxW="xs" textAlign={{ md: 'end' }}>
            Số dư {formatCoins(coin)}, chưa đủ lệ phí.{' '}
            <Link asChild color="emerald.fg" fontWeight="semibold">
              <AppLink to="/payment">Nạp xu</AppLink>
            </Link>
          </Text>
        );
      }
    }
  }
  if (!action && !note && !editLink) return null;
  return (
    <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {editLink}
        {action}
      </Stack>
      {note}
    </Stack>
  );
}
