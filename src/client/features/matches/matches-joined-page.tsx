import { MY_MATCH_FILTERS, type MatchOutcome } from '../../../shared/domain';
import {
  Button,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Tabs } from '../../components/styled-parts/tabs';
import { keepPreviousData } from '@tanstack/react-query';
import { CalendarClock, MapPin, Swords, UserRound } from 'lucide-react';
import type { Match } from '../../../shared/schemas/matches';
import { AppLink } from '../../components/app-link';
import { PaginationBar } from '../../components/pagination-bar';
import { PageEmpty, PageError } from '../../components/page-states';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth';
import { callErrorInfo } from '../../lib/call-errors';
import { formatDateTime } from '../../lib/format';
import { RESULT_LABELS, resultFor } from '../../lib/match-result';
import { matchPlace, raceLabel } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { PAGE_SIZE, pageParam, pickParam, useQueryState } from '../../lib/url-params';
import { matchStatusBadge } from './scoreboard';

type Filter = (typeof MY_MATCH_FILTERS)[number];

interface Tab {
  value: Filter;
  label: string;
  empty: string;
  hint: string;
}

const UPCOMING: Tab = {
  value: 'upcoming',
  label: 'Sắp đấu',
  empty: 'Bạn chưa có trận nào sắp đấu',
  hint: 'Khi giải bạn tham gia bắt đầu, các trận của bạn (giờ và bàn) sẽ hiện ở đây.',
};

const TABS: Tab[] = [
  UPCOMING,
  {
    value: 'live',
    label: 'Đang đấu',
    empty: 'Bạn không có trận nào đang đấu',
    hint: 'Trận đang diễn ra của bạn sẽ hiện ở đây.',
  },
  {
    value: 'finished',
    label: 'Đã đấu',
    empty: 'Bạn chưa đấu trận nào',
    hint: 'Kết quả các trận bạn đã đấu sẽ hiện ở đây.',
  },
];

export default function MatchesJoinedPage() {
  const [params, update] = useQueryState();
  const filter = pickParam(params.get('tab'), MY_MATCH_FILTERS) ?? 'upcoming';
  const page = pageParam(params);
  const matches = trpc.matches.joined.useQuery(
    { filter, page, perPage: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const tab = TABS.find((candidate) => candidate.value === filter) ?? UPCOMING;

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title="Trận đấu của tôi"
        description="Các trận sắp diễn ra (giờ và bàn), đang diễn ra và đã kết thúc của bạn."
      />
      <Tabs.Root
        value={filter}
        onValueChange={(details) =>
          update({ tab: details.value === 'upcoming' ? undefined : details.value })
        }
        colorPalette="emerald"
      >
        <Tabs.List>
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={filter} pt="6">
          {matches.isPending ? (
            <Stack gap="3" role="status">
              <Text srOnly>Đang tải…</Text>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} h="24" borderRadius="l3" />
              ))}
            </Stack>
          ) : matches.isError ? (
            <PageError
              message={callErrorInfo(matches.error).message}
              onRetry={() => void matches.refetch()}
            />
          ) : matches.data.data.length === 0 ? (
            <PageEmpty
              icon={<Swords />}
              title={tab.empty}
              description={tab.hint}
              action={
                <Button asChild colorPalette="emerald" variant="outline">
                  <AppLink to="/tournaments/joined">Giải đấu của tôi</AppLink>
                </Button>
              }
            />
          ) : (
            <Stack gap="6" opacity={matches.isPlaceholderData ? 0.6 : 1}>
              <Stack as="ul" gap="3" listStyleType="none">
                {matches.data.data.map((match) => (
                  <li key={match.id}>
                    <MatchRow match={match} />
                  </li>
                ))}
              </Stack>
              <PaginationBar
                meta={matches.data.meta}
                onPageChange={(next) => update({ page: next })}
              />
            </Stack>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

const RESULT_COLORS: Record<MatchOutcome, string> = {
  won: 'emerald.fg',
  drawn: 'fg.muted',
  lost: 'fg.error',
};

/** One of the caller's matches: the opponent, the score, and when and where it is played. */
function MatchRow({ match }: { match: Match }) {
  const { user } = useAuth();
  const mineFirst = match.player2?.id === user?.id;
  const me = mineFirst ? match.player2 : match.player1;
  const opponent = mineFirst ? match.player1 : match.player2;
  const myScore = mineFirst ? match.score2 : match.score1;
  const theirScore = mineFirst ? match.score1 : match.score2;
  const myRace = mineFirst ? match.race2 : match.race1;
  const showScore = match.status === 'live' || match.status === 'finished';
  const result = me ? resultFor(match, me.id) : null;

  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
      _hover={{ borderColor: 'emerald.border' }}
      transition="border-color 0.15s"
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2" align="flex-start">
          <Text fontSize="sm" color="fg.muted" minW="0" truncate>
            {match.tournament.name} · {match.roundLabel}
          </Text>
          <HStack gap="2" flexShrink={0}>
            {result ? (
              <Text fontSize="sm" fontWeight="bold" color={RESULT_COLORS[result]}>
                {RESULT_LABELS[result]}
              </Text>
            ) : null}
            {matchStatusBadge(match)}
          </HStack>
        </HStack>
        <HStack justify="space-between" gap="3">
          <Text fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" minW="0">
            <LinkOverlay asChild>
              <AppLink to={`/matches/${match.id}`}>
                Gặp {opponent?.fullName ?? 'đối thủ chưa xác định'}
              </AppLink>
            </LinkOverlay>
            {opponent ? (
              <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                {' '}
                (Hạng {opponent.rank})
              </Text>
            ) : null}
          </Text>
          {showScore ? (
            <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink={0}>
              {myScore} – {theirScore}
            </Text>
          ) : null}
        </HStack>
        <HStack gap="4" flexWrap="wrap" fontSize="sm">
          <HStack gap="1.5">
            <Icon as={CalendarClock} boxSize="4" color="fg.muted" aria-hidden />
            <Text fontWeight={match.status === 'finished' ? undefined : 'semibold'}>
              {match.scheduledAt ? formatDateTime(match.scheduledAt) : 'Chưa xếp giờ'}
            </Text>
          </HStack>
          <HStack gap="1.5">
            <Icon as={MapPin} boxSize="4" color="fg.muted" aria-hidden />
            <Text fontWeight={match.status === 'finished' ? undefined : 'semibold'}>
              {matchPlace(match)}
            </Text>
          </HStack>
          <HStack gap="1.5">
            <Icon as={UserRound} boxSize="4" color="fg.muted" aria-hidden />
            <Text>{raceLabel(myRace, match.tournament.game)}</Text>
          </HStack>
        </HStack>
      </Stack>
    </LinkBox>
  );
}
