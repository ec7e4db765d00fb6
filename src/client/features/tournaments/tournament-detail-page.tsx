import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Code } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { lazyPart } from '../../lib/lazy-part';
import { useQueryState } from '../../lib/url-params';
import { placeParams, readBracketPlace } from './bracket-place';
import { BracketSection, type PlaceControl } from './bracket-section';
import { ScheduleTable } from './schedule-table';
import { TournamentFrame } from './tournament-frame';

// Only managers see them: spectators do not download their dialogs and their validation.
const { Part: ManagerPanel } = lazyPart(() => import('./manager-panel'));
const { Part: EmbedDialog } = lazyPart(() => import('./embed-dialog'));

export default function TournamentDetailPage() {
  const control = useBracketPlace();
  return (
    <TournamentFrame section="bracket">
      {(tournament) => (
        <Stack gap="8">
          {tournament.viewer.manager ? (
            <Suspense fallback={null}>
              <ManagerPanel tournament={tournament} />
            </Suspense>
          ) : null}
          <Stack as="section" aria-labelledby="bracket-heading" gap="4">
            {/* On paper the heading goes with the bracket's first sheet to the next page. */}
            <HStack justify="space-between" gap="3" flexWrap="wrap" breakAfter="avoid">
              <Heading as="h2" id="bracket-heading" size="lg">
                Sơ đồ thi đấu
              </Heading>
              {tournament.viewer.manager ? <EmbedButton tournament={tournament} /> : null}
            </HStack>
            <BracketSection tournament={tournament} control={control} />
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

/** The reader's place in the bracket, kept in the address. */
function useBracketPlace(): PlaceControl {
  const [params, update] = useQueryState();
  const place = useMemo(() => readBracketPlace(params), [params]);
  const move = useCallback<PlaceControl['move']>(
    (change, options) => update(placeParams({ ...place, ...change }), options),
    [place, update],
  );
  return { place, move };
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
