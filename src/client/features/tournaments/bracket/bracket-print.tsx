// The bracket on paper: each part of it (bracket-parts.ts) on a landscape sheet of its own, A4 or
// A3, with the event's name and the part's on top. The sheets are drawn only while the browser
// prints ("In sơ đồ", or the browser's own print of the page), so a phone reading the bracket
// does not carry a second copy of it.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { Bracket } from '../../../../shared/schemas/matches';
import type { Tournament } from '../../../../shared/schemas/tournaments';
import { formatDateTimeLong } from '../../../lib/format';
import { printPart } from '../../../lib/print-part';
import { bracketParts, SHEET_PARTS } from './bracket-parts';
import type { Paper } from './bracket-place';
import BracketView from './bracket-view';

/** A sheet's printable area in CSS pixels (96 a inch), landscape, inside index.html's 10 mm margins. */
const SHEET_PX: Record<Paper, { width: number; height: number }> = {
  a4: { width: mm(297 - 20), height: mm(210 - 20) },
  a3: { width: mm(420 - 20), height: mm(297 - 20) },
};

function mm(length: number) {
  return Math.floor((length * 96) / 25.4);
}

/**
 * While the browser prints, the bracket's sheets on `paper` (the address's). `print` prints them
 * alone, on the paper chosen; the browser's own print of the page prints them in their place.
 */
export function useBracketPrint(paper: Paper) {
  // The paper being printed on, while the browser prints.
  const [printing, setPrinting] = useState<Paper | null>(null);
  const addressPaper = useEffectEvent(() => paper);

  useEffect(() => {
    // Synchronously: the browser lays the page out for print as soon as this returns.
    const before = () => flushSync(() => setPrinting((chosen) => chosen ?? addressPaper()));
    const after = () => setPrinting(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const print = useCallback((chosen: Paper) => {
    flushSync(() => setPrinting(chosen));
    printPart('bracket');
  }, []);
  return { printing, print };
}

export function BracketSheets({
  tournament,
  bracket,
  numbers,
  paper,
}: {
  tournament: Pick<Tournament, 'name' | 'startsAt'>;
  bracket: Bracket;
  numbers: ReadonlyMap<number, number>;
  paper: Paper;
}) {
  const parts = useMemo(() => bracketParts(bracket, SHEET_PARTS[paper]), [bracket, paper]);
  const sheets = useFitToSheet(paper);
  const size = SHEET_PX[paper];
  return (
    <Box
      ref={sheets}
      data-print-area
      aria-hidden
      // Laid out off screen at the sheet's width, so that each sheet can be measured before print.
      position="fixed"
      top="0"
      left="-100000px"
      visibility="hidden"
      // On paper, the width of the page's column (the paper's when printed alone).
      _print={{ position: 'static', left: 'auto', visibility: 'visible', width: 'auto !important' }}
      style={{ width: size.width }}
      bg="bg"
      color="fg"
    >
      {/* The browser's print dialog takes the sheet's size from here (A4 is index.html's). */}
      {paper === 'a3' ? <style>{'@page { size: A3 landscape; }'}</style> : null}
      {parts.map((part, index) => (
        <Stack
          key={part.key}
          data-sheet
          gap="3"
          breakAfter={index < parts.length - 1 ? 'page' : undefined}
          breakInside="avoid"
        >
          <Box>
            <Heading as="h2" size="md">
              {tournament.name} · {part.title}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTimeLong(tournament.startsAt)} · Tờ {index + 1}/{parts.length} · In từ
              BidaHub
            </Text>
          </Box>
          <BracketView bracket={part.bracket} numbers={numbers} sheet />
        </Stack>
      ))}
    </Box>
  );
}

/**
 * A sheet taller than the paper (long names never make one wider: the rounds share the width) is
 * drawn smaller until it fits: `zoom`, which lays it out again at that size, unlike a transform.
 */
function useFitToSheet(paper: Paper) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // A little short of the sheet: the print's layout may round a line differently.
    const height = SHEET_PX[paper].height * 0.97;
    for (const sheet of box.current?.querySelectorAll<HTMLElement>('[data-sheet]') ?? []) {
      sheet.style.zoom = '';
      const natural = sheet.offsetHeight;
      if (natural > height) sheet.style.zoom = String(Math.floor((height / natural) * 100) / 100);
    }
  });
  return box;
}
