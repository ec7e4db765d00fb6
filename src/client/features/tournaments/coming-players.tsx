// Who is coming (issue 42): an event still taking players shows who registered, the first thing
// players look at before deciding to go. The whole list, with seeds and times, is its Players tab.
import { Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { PlayerLabel } from '../../components/player-label';
import { trpc } from '../../lib/trpc';

/** Players shown here; the rest are counted, with a link to them all. */
const SHOWN = 8;

export function ComingPlayers({ tournament }: { tournament: Tournament }) {
  const players = trpc.tournaments.players.useQuery({ id: tournament.id });
  // Nothing to say before the list arrives, or when it failed: the Players tab says more.
  if (!players.data) return null;
  const coming = players.data;
  return (
    <Stack as="section" aria-labelledby="coming-heading" gap="3">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" id="coming-heading" size="lg">
          Ai sẽ đến ({coming.length}/{tournament.maxPlayers})
        </Heading>
        {coming.length > 0 ? (
          <Link asChild colorPalette="emerald" color="colorPalette.fg" fontSize="sm">
            <AppLink to={`/tournaments/${tournament.id}/players`}>Xem tất cả</AppLink>
          </Link>
        ) : null}
      </HStack>
      {coming.length === 0 ? (
        <Text color="fg.muted">Chưa có ai đăng ký. Hãy là người đầu tiên tham gia giải.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
          {coming.slice(0, SHOWN).map((entry) => (
            <li key={entry.player.id}>
              <PlayerLabel player={entry.player} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {coming.length > SHOWN ? (
        <Text fontSize="sm" color="fg.muted">
          và {coming.length - SHOWN} cơ thủ khác
        </Text>
      ) : null}
    </Stack>
  );
}
