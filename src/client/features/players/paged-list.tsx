import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Paginated } from '../../../shared/schemas/common';
import { PaginationBar } from '../../components/pagination-bar';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';

/** The part of a tRPC list query the list needs (so any paginated procedure fits). */
export interface PagedQuery<T> {
  data: Paginated<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A page of rows with its loading (skeletons), error and empty states and, when `onPageChange`
 * is given, the page links.
 */
export function PagedList<T>({
  query,
  label,
  empty,
  renderItem,
  itemKey,
  onPageChange,
  skeletonHeight = '24',
  skeletons = 4,
}: {
  query: PagedQuery<T>;
  /** What the list holds, for screen readers ('Lịch sử thi đấu'). */
  label: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number | string;
  onPageChange?: (page: number) => void;
  skeletonHeight?: string;
  skeletons?: number;
}) {
  if (query.isPending) {
    return (
      <Stack gap="3" role="status">
        <Text srOnly>Đang tải…</Text>
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton key={i} h={skeletonHeight} borderRadius="l3" />
        ))}
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    return (
      <PageError
        message={callErrorInfo(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.data.length === 0) return <>{empty}</>;
  return (
    <Stack
      gap="6"
      opacity={query.isPlaceholderData ? 0.6 : 1}
      transition="opacity 0.15s"
      aria-busy={query.isPlaceholderData || undefined}
    >
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
        {query.data.data.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </Stack>
      {onPageChange ? <PaginationBar meta={query.data.meta} onPageChange={onPageChange} /> : null}
    </Stack>
  );
}
