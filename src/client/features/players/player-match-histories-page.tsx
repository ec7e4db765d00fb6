import { Heading, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { PAGE_SIZE, usePageParam } from '../../lib/url-params';
import { PlayerFrame } from './player-frame';
import { PlayerMatchList } from '../../components/player-match-list';

export default function PlayerMatchHistoriesPage() {
  return (
    <PlayerFrame section="matches">
      {(player) => (
        <Stack gap="4" maxW="4xl">
          <Heading as="h2" size="lg">
            Lịch sử thi đấu
          </Heading>
          <Matches playerId={player.id} />
        </Stack>
      )}
    </PlayerFrame>
  );
}

// Asked once the header has answered: a missing player gives one error, not one per query.
function Matches({ playerId }: { playerId: number }) {
  const [page, goTo] = usePageParam();
  const matches = trpc.players.matchHistories.useQuery(
    { id: playerId, page, perPage: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return <PlayerMatchList query={matches} playerId={playerId} onPageChange={goTo} />;
}
