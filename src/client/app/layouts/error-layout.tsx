import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The error layout: no menu, the error page centred on the screen. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Flex as="main" id="main" minH="100dvh" align="center" justify="center" bg="bg.subtle">
      <Box w="full">{children}</Box>
    </Flex>
  );
}
