import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The screen layout: the page alone, edge to edge (a venue's TV, a frame on another site). */
export function ScreenLayout({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id="main" minH="100dvh" bg="bg">
      {children}
    </Box>
  );
}
