import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Paginated } from '../../shared/schemas/common';
import { callErrorInfo } from '../lib/call-errors';
import { PageError } from './page-states';
import { PaginationBar } from './pagination-bar';

/** The part of a tRPC list query a paged list needs (so any paginated procedure fits). */
export interface PagedQuery<T> {
  data: Paginated<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Grey blocks where rows will be, while the first page loads. */
export function SkeletonRows({ count, height }: { count: number; height: string }) {
  return (
    <Stack gap="3">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={height} borderRadius="l3" />
      ))}
    </Stack>
  );
}

/**
 * A page of a list with its states: `loading` while the first page loads, the error with a
 * retry, `empty` when there is nothing, the rows (dimmed while the next page loads) and, when
 * `onPageChange` is given, the page links.
 */
export function PagedStates<T>({
  query,
  empty,
  loading = <SkeletonRows count={4} height="24" />,
  onPageChange,
  children,
}: {
  query: PagedQuery<T>;
  empty: ReactNode;
  loading?: ReactNode;
  onPageChange?: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack role="status" gap="0">
        <Text srOnly>Đang tải…</Text>
        {loading}
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
      {children(query.data.data)}
      {onPageChange ? <PaginationBar meta={query.data.meta} onPageChange={onPageChange} /> : null}
    </Stack>
  );
}
