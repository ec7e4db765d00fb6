// The frame of an entity's pages (a tournament, a player, a tour, a league): the way back to its
// list, its header, the section links, then the section. While it loads, a spinner; when it fails,
// the way back and the error (a missing one says so, and offers no retry). `EntityPage` is the
// same without section links, for an entity shown on one page.
import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { PageLoading } from './page-loading';
import { EntityError } from './page-states';
import { SectionTabs, type SectionTab } from './section-tabs';

/** The part of a tRPC query the frame needs. */
interface EntityQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface EntityFrameProps<T> {
  query: EntityQuery<T>;
  /** The list the pages go back to, e.g. `{ to: '/players', label: 'Danh sách cơ thủ' }`. */
  back: { to: string; label: string };
  notFoundTitle: string;
  header: (entity: T) => ReactNode;
  /** The section links' landmark name, e.g. 'Mục của cơ thủ'. */
  tabsLabel: string;
  tabs: (entity: T) => readonly SectionTab[];
  section: string;
  children: (entity: T) => ReactNode;
}

/**
 * An entity's page while it loads and when it fails (the way back to `back`, then the error);
 * once it is there, what `children` makes of it, its own way back included. A refetch that fails
 * keeps what was shown (a live view re-reads every few seconds and recovers by itself).
 */
export function EntityPage<T>({
  query,
  back,
  notFoundTitle,
  children,
}: Pick<EntityFrameProps<T>, 'query' | 'back' | 'notFoundTitle' | 'children'>) {
  if (query.isPending) return <PageLoading />;
  if (query.data === undefined) {
    return (
      <Stack gap="4">
        <BackLink {...back} />
        <EntityError
          error={query.error}
          notFoundTitle={notFoundTitle}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  return children(query.data);
}

export function EntityFrame<T>({
  header,
  tabsLabel,
  tabs,
  section,
  children,
  query,
  ...page
}: EntityFrameProps<T>) {
  // Only the fields the frame shows are read: TanStack Query re-renders a component for the
  // fields it read, and spreading the result read them all, so every refetch (each live change
  // of a tournament, even with nothing new) drew the whole page again, twice, in one long task.
  const shown: EntityQuery<T> = {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    // A tournament's or player's sections say so when a refetch fails rather than keep what was read.
    data: query.isError ? undefined : query.data,
    refetch: query.refetch,
  };
  return (
    <EntityPage {...page} query={shown}>
      {(entity) => (
        <Stack gap="6">
          <Stack gap="4">
            <BackLink {...page.back} />
            {header(entity)}
          </Stack>
          <SectionTabs label={tabsLabel} current={section} tabs={tabs(entity)} />
          <Box>{children(entity)}</Box>
        </Stack>
      )}
    </EntityPage>
  );
}
