import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Code, Tv } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { lazyPart } from '../../lib/lazy-part';
import { BracketSection } from './bracket/bracket-section';
import { PlacedBracket } from './bracket/placed-bracket';
import { ScheduleTable } from './schedule-table';
import { TournamentFrame } from './tournament-frame';

// Only managers see them: spectators do not download their dialogs and their validation.
const { Part: ManagerPanel } = lazyPart(() => import('./manager-panel'));
const { Part: EmbedDialog } = lazyPart(() => import('./embed-dialog'));
// Below the first screen, with avatars the page's own code does not carry: loaded after it.
const { Part: ComingPlayers } = lazyPart(() =>
  import('./coming-players').then((m) => ({ default: m.ComingPlayers })),
);

export default function TournamentDetailPage() {
  return (
    <TournamentFrame section="bracket">
      {(tournament) => (
        <Stack gap="8">
          {tournament.viewer.manager ? (
            <Suspense fallback={null}>
              <ManagerPanel tournament={tournament} />
            </Suspense>
          ) : null}
          {tournament.status === 'registration' ? (
            <Suspense fallback={null}>
              <ComingPlayers tournament={tournament} />
            </Suspense>
          ) : null}
          <Stack as="section" aria-labelledby="bracket-heading" gap="4">
            {/* On paper the heading goes with the bracket's first sheet to the next page. */}
            <HStack justify="space-between" gap="3" flexWrap="wrap" breakAfter="avoid">
              <Heading as="h2" id="bracket-heading" size="lg">
                Sơ đồ thi đấu
              </Heading>
              {tournament.viewer.manager ? (
                <HStack gap="2" flexWrap="wrap">
                  <Button asChild size="sm" variant="outline" data-print-hide>
                    {/* A new tab: the venue's TV keeps it open all day while the organiser goes on. */}
                    <a href={`/tv/tournaments/${tournament.id}`} target="_blank" rel="noopener">
                      <Tv aria-hidden />
                      Màn hình TV
                    </a>
                  </Button>
                  <EmbedButton tournament={tournament} />
                </HStack>
              ) : null}
            </HStack>
            <BracketSection tournament={tournament}>
              {(bracket, numbers) => (
                <PlacedBracket tournament={tournament} bracket={bracket} numbers={numbers} />
              )}
            </BracketSection>
          </Stack>
          {tournament.status === 'ongoing' || tournament.status === 'finished' ? (
            <Stack as="section" aria-labelledby="schedule-heading" gap="4">
              <Heading as="h2" id="schedule-heading" size="lg">
                Lịch thi đấu
              </Heading>
              <ScheduleTable tournament={tournament} />
            </Stack>
          ) : null}
        </Stack>
      )}
    </TournamentFrame>
  );
}

/** The organiser's way to put the bracket and standings on the club's own website. */
function EmbedButton({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" data-print-hide onClick={() => setOpen(true)}>
        <Code aria-hidden />
        Nhúng vào website
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <EmbedDialog tournament={tournament} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
