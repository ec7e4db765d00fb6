import {
  Badge,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Match } from '../../../shared/schemas/matches';
import { AppLink } from '../../components/app-link';
import { trpc } from '../../lib/trpc';

const SHOWN = 6;

/** "Trận đấu đang diễn ra": every live match, kept current by the server; hidden when none. */
export function LiveMatches() {
  const live = trpc.matches.onLive.useSubscription(undefined);
  const matches = live.data ?? [];
  if (matches.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="live-matches-heading" gap="4">
      <HStack gap="3">
        <Heading as="h2" id="live-matches-heading" size="lg">
          Trận đấu đang diễn ra
        </Heading>
        <Badge colorPalette="red" variant="solid">
          {matches.length} trận
        </Badge>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {matches.slice(0, SHOWN).map((match) => (
          <LiveMatchCard key={match.id} match={match} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function LiveMatchCard({ match }: { match: Match }) {
  const rows = [
    { player: match.player1, score: match.score1, race: match.race1 },
    { player: match.player2, score: match.score2, race: match.race2 },
  ];
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderColor="red.muted"
      borderRadius="l3"
      p="4"
      bg="bg.panel"
      _hover={{ boxShadow: 'sm' }}
    >
      <Text fontSize="xs" color="fg.muted" truncate mb="2">
        <LinkOverlay asChild>
          <AppLink to={`/matches/${match.id}`}>
            {match.tournament.name} · {match.roundLabel}
          </AppLink>
        </LinkOverlay>
        {match.tableLabel ? ` · ${match.tableLabel}` : ''}
      </Text>
      <Stack gap="1">
        {rows.map((row, index) => (
          <HStack key={index} justify="space-between" gap="3">
            <Text fontWeight="medium" truncate>
              {row.player?.fullName ?? 'Chưa xác định'}
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
