// The frame of an entity's pages (a tournament, a player): the way back to its list, its header,
// the section links, then the section. While it loads, a spinner; when it fails, the way back and
// the error (a missing one says so, and offers no retry).
import { Box, Link, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';
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

export function EntityFrame<T>({
  query,
  back,
  notFoundTitle,
  header,
  tabsLabel,
  tabs,
  section,
  children,
}: EntityFrameProps<T>) {
  const backLink = (
    <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
      <AppLink to={back.to}>
        <ArrowLeft size={14} aria-hidden />
        {back.label}
      </AppLink>
    </Link>
  );
  if (query.isPending) return <PageLoading />;
  if (query.isError || query.data === undefined) {
    return (
      <Stack gap="4">
        {backLink}
        <EntityError
          error={query.error}
          notFoundTitle={notFoundTitle}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  const entity = query.data;
  return (
    <Stack gap="6">
      <Stack gap="4">
        {backLink}
        {header(entity)}
      </Stack>
      <SectionTabs label={tabsLabel} current={section} tabs={tabs(entity)} />
      <Box>{children(entity)}</Box>
    </Stack>
  );
}
