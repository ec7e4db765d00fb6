import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { routeById, type RouteId } from '../../shared/routes';

/**
 * A page's title and description as the route table has them: the document's first screen
 * (src/server/first-paint.ts) shows the same words before the app runs.
 */
export function routeHeader(id: RouteId): { title: string; description: string } {
  const { title, description } = routeById(id);
  return { title, description };
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      gap="3"
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions}
    </Stack>
  );
}
