import { Heading, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { PAGE_SIZE, usePageParam } from '../../lib/url-params';
import { AchievementList } from '../../components/achievement-list';
import { PlayerFrame } from './player-frame';

export default function PlayerAchievementsPage() {
  return (
    <PlayerFrame section="achievements">
      {(player) => (
        <Stack gap="4" maxW="4xl">
          <Heading as="h2" size="lg">
            Thành tích
          </Heading>
          <Achievements playerId={player.id} />
        </Stack>
      )}
    </PlayerFrame>
  );
}

// Asked once the header has answered: a missing player gives one error, not one per query.
function Achievements({ playerId }: { playerId: number }) {
  const [page, goTo] = usePageParam();
  const achievements = trpc.players.achievements.useQuery(
    { id: playerId, page, perPage: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return <AchievementList query={achievements} onPageChange={goTo} />;
}
