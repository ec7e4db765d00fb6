import {
  Badge,
  Box,
  Heading,
  HStack,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { MatchState } from '../../../shared/schemas/matches';
import { AppLink } from '../../components/app-link';
import { trpc } from '../../lib/trpc';
import { reportLiveRefusal } from '../../lib/live-errors';
import { useLiveEnabled } from '../../lib/live-resync';

const SHOWN = 6;

/**
 * "Trận đấu đang diễn ra": every live match, kept current by the server (the first event is the
 * list as it is now), with a skeleton while connecting and a short note when nothing is live.
 */
export function LiveMatches() {
  const live = trpc.matches.onLive.useSubscription(undefined, {
    enabled: useLiveEnabled(),
    onError: reportLiveRefusal,
  });
  // Read before branching: the hook re-renders only for the fields a render has read.
  const { data: event, status } = live;
  const data = event?.data;
  const matches = data ?? [];
  const more = matches.length - SHOWN;

  let body;
  if (data === undefined && status !== 'error') {
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="status">
        <Text srOnly>Đang tải…</Text>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="28" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  } else if (matches.length === 0) {
    body = (
      <Text
        color="fg.muted"
        fontSize="sm"
        p="4"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="l3"
      >
        {status === 'error'
          ? 'Chưa tải được các trận đang diễn ra. Vui lòng tải lại trang sau ít phút.'
          : 'Hiện không có trận nào đang diễn ra. Tỉ số các trận sẽ cập nhật tại đây ngay khi bắt đầu.'}
      </Text>
    );
  } else {
    body = (
      <Stack gap="3">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {matches.slice(0, SHOWN).map((match) => (
            <li key={match.id}>
              <LiveMatchCard match={match} />
            </li>
          ))}
        </SimpleGrid>
        {more > 0 ? (
          <Link asChild color="emerald.fg" fontSize="sm" fontWeight="medium" alignSelf="flex-start">
            <AppLink to="/tournaments?status=ongoing">
              và {more} trận khác tại các giải đang diễn ra
            </AppLink>
          </Link>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby="live-matches-heading" gap="4">
      <HStack gap="3">
        <Heading as="h2" id="live-matches-heading" size="lg">
          Trận đấu đang diễn ra
        </Heading>
        {matches.length > 0 ? (
          <Badge colorPalette="red" variant="solid" gap="1.5">
            <Box
              as="span"
              boxSize="1.5"
              borderRadius="full"
              bg="currentColor"
              animation="pulse"
              _motionReduce={{ animation: 'none' }}
              aria-hidden
            />
            {matches.length} trận trực tiếp
          </Badge>
        ) : null}
      </HStack>
      {body}
    </Stack>
  );
}

const sideName = (player: MatchState['player1']) => player?.fullName ?? 'Chưa xác định';

function LiveMatchCard({ match }: { match: MatchState }) {
  const rows = [
    { player: match.player1, score: match.score1, race: match.race1 },
    { player: match.player2, score: match.score2, race: match.race2 },
  ];
  return (
    <LinkBox
      as="article"
      aria-label={`${sideName(match.player1)} – ${sideName(match.player2)}`}
      h="full"
      borderWidth="1px"
      borderColor="red.muted"
      borderRadius="l3"
      p="4"
      bg="bg.panel"
      _hover={{ boxShadow: 'sm', borderColor: 'red.emphasized' }}
      transition="border-color 0.15s, box-shadow 0.15s"
    >
      <Text fontSize="xs" color="fg.muted" truncate mb="2">
        <LinkOverlay asChild>
          <AppLink to={`/matches/${match.id}`}>
            {match.tournament.name} · {match.roundLabel}
          </AppLink>
        </LinkOverlay>
        {match.tableLabel ? ` · ${match.tableLabel}` : ''}
      </Text>
      {/* One sentence for screen readers; the rows below show the same thing visually. */}
      <Text srOnly>
        Tỉ số {match.score1}–{match.score2}, chạm {match.race1}–{match.race2}
      </Text>
      <Stack gap="1" aria-hidden>
        {rows.map((row, index) => (
          <HStack key={index} justify="space-between" gap="3">
            <Text fontWeight="medium" truncate>
              {sideName(row.player)}
              <Text as="span" color="fg.muted" fontSize="xs" fontWeight="normal">
                {' '}
                · Chạm {row.race}
              </Text>
            </Text>
            <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {row.score}
            </Text>
          </HStack>
        ))}
      </Stack>
    </LinkBox>
  );
}
