// The bracket on a tournament's page: the reader's place in it (stage, section, round), kept in
// the address so that a shared or reloaded link opens there, and its print.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import type { Bracket } from '../../../../shared/schemas/matches';
import type { Tournament } from '../../../../shared/schemas/tournaments';
import { lazyPart } from '../../../lib/lazy-part';
import { useQueryState } from '../../../lib/url-params';
import { bracketParts, SHEET_PARTS } from './bracket-parts';
import { BracketPicker } from './bracket-picker';
import { placeParams, readBracketPlace, showPlace, type BracketPlace } from './bracket-place';
import { BracketSheets, useBracketPrint } from './bracket-print';
import BracketView from './bracket-view';

// Loaded when asked for: most readers never print.
const { Part: PrintDialog } = lazyPart(() => import('./print-dialog'));

/** The reader's place in the bracket, kept in the address. */
function useBracketPlace() {
  const [params, update] = useQueryState();
  const place = useMemo(() => readBracketPlace(params), [params]);
  // `replace`: not a step of the back button (a round scrolled to, the paper).
  const move = useCallback(
    (change: Partial<BracketPlace>, options?: { replace?: boolean }) =>
      update(placeParams({ ...place, ...change }), options),
    [place, update],
  );
  return { place, move };
}

export function PlacedBracket({
  tournament,
  bracket,
  numbers,
}: {
  tournament: Tournament;
  bracket: Bracket;
  numbers: ReadonlyMap<number, number>;
}) {
  const { place, move } = useBracketPlace();
  const shown = showPlace(bracket, place);
  const { printing, print } = useBracketPrint(place.paper);
  const [choosing, setChoosing] = useState(false);
  const onScrolledTo = useCallback((round: number) => move({ round }, { replace: true }), [move]);
  return (
    <>
      <Stack gap="4" data-print-hide>
        <HStack justify="flex-end" align="flex-start" gap="3" flexWrap="wrap">
          <BracketPicker bracket={bracket} shown={shown} onMove={move} />
          <Button size="sm" variant="outline" onClick={() => setChoosing(true)}>
            <Printer aria-hidden />
            In sơ đồ
          </Button>
        </HStack>
        <BracketView
          bracket={shown.bracket}
          numbers={numbers}
          focus={shown.group ? { round: shown.round, onScrolledTo } : undefined}
        />
      </Stack>
      {choosing ? (
        <Suspense fallback={null}>
          <PrintDialog
            paper={place.paper}
            sheets={{
              a4: bracketParts(shown.bracket, SHEET_PARTS.a4).length,
              a3: bracketParts(shown.bracket, SHEET_PARTS.a3).length,
            }}
            onClose={() => setChoosing(false)}
            onPrint={(paper) => {
              setChoosing(false);
              move({ paper }, { replace: true });
              print(paper);
            }}
          />
        </Suspense>
      ) : null}
      {printing ? (
        <BracketSheets
          tournament={tournament}
          bracket={shown.bracket}
          numbers={numbers}
          paper={printing}
        />
      ) : null}
    </>
  );
}
