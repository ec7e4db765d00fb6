// A section folded behind its summary line, opened with a tap (the browser's own <details>):
// what a page keeps one tap away, like an event's facts on its board tab or the handicap formula.
import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FoldedSectionProps extends Omit<BoxProps, 'children'> {
  summary: ReactNode;
  children: ReactNode;
}

export function FoldedSection({ summary, children, ...box }: FoldedSectionProps) {
  return (
    <Box
      as="details"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.subtle"
      px={{ base: '4', md: '5' }}
      py="3"
      {...box}
    >
      <Box as="summary" cursor="pointer" fontWeight="medium" color="fg" minH="6">
        {summary}
      </Box>
      {children}
    </Box>
  );
}
