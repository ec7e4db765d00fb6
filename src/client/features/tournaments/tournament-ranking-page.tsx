import { Heading, Stack } from '@chakra-ui/react';
import { StandingsView } from './standings-view';
import { TournamentFrame } from './tournament-frame';

export default function TournamentRankingPage() {
  return (
    <TournamentFrame section="ranking">
      {(tournament) => (
        <Stack gap="4">
          <Heading as="h2" size="lg">
            {tournament.status === 'finished' ? 'Xếp hạng chung cuộc' : 'Xếp hạng'}
          </Heading>
          <StandingsView tournament={tournament} />
        </Stack>
      )}
    </TournamentFrame>
  );
}
