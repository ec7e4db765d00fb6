import { Heading, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { positiveIntParam, useQueryState } from '../../lib/url-params';
import { AchievementList } from '../../components/achievement-list';
import { PlayerFrame } from './player-frame';

const PER_PAGE = 10;

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
  const [params, update] = useQueryState();
  const page = positiveIntParam(params.get('page')) ?? 1;
  const achievements = trpc.players.achievements.useQuery(
    { id: playerId, page, perPage: PER_PAGE },
    { placeholderData: keepPreviousData },
  );
  return <AchievementList query={achievements} onPageChange={(next) => update({ page: next })} />;
}
