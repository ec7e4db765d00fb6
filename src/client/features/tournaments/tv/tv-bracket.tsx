// The part of the bracket a venue's TV shows now (../bracket-parts.ts), drawn by the bracket view
// of the tournament's page at the largest size its panel allows.
import { Box, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import BracketView from '../bracket/bracket-view';
import type { BracketPart } from '../bracket/bracket-parts';
import { TvPanel } from '../../../components/tv-parts';

/** Beyond this the bracket's cards look blown up rather than large. */
const MAX_SCALE = 1.5;

export function TvBracket({
  part,
  position,
  numbers,
}: {
  part: BracketPart | undefined;
  /** "2/5": which of the parts this is. */
  position: string;
  numbers: ReadonlyMap<number, number>;
}) {
  if (!part) {
    return (
      <TvPanel title="Sơ đồ thi đấu" flex="1">
        <Text fontSize="xl" color="fg.muted">
          Chưa có sơ đồ thi đấu.
        </Text>
      </TvPanel>
    );
  }
  return (
    <TvPanel title={`Sơ đồ thi đấu · ${part.title} · ${position}`} flex="1">
      {/* A new part is measured afresh. */}
      <FitBox key={part.key}>
        <BracketView bracket={part.bracket} numbers={numbers} />
      </FitBox>
    </TvPanel>
  );
}

/**
 * Its content scaled to fill the box without overflowing, centred across. A transform, not a
 * layout change: the content's own size stays what it measures, so measuring never loops.
 */
function FitBox({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 1, left: 0 });
  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content) return;
    const measure = () => {
      const { offsetWidth: width, offsetHeight: height } = content;
      if (width === 0 || height === 0) return;
      const scale = Math.min(MAX_SCALE, box.clientWidth / width, box.clientHeight / height);
      setFit({ scale, left: Math.max(0, (box.clientWidth - width * scale) / 2) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={outer} position="relative" flex="1" minH="0" overflow="hidden">
      {/* Plain styles: a style prop per measured value would add a CSS rule per value. */}
      <Box
        ref={inner}
        position="absolute"
        top="0"
        w="max-content"
        transformOrigin="top left"
        style={{ left: fit.left, transform: `scale(${fit.scale})` }}
      >
        {children}
      </Box>
    </Box>
  );
}
