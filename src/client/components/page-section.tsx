import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled section of a page, a landmark named by its heading (`id` links the two). */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
