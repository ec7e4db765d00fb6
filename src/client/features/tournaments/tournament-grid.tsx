import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Paginated } from '../../../shared/schemas/common';
import type { TournamentSummary } from '../../../shared/schemas/tournaments';
import { PaginationBar } from '../../components/pagination-bar';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { TournamentCard } from './tournament-card';

interface ListQuery {
  data: Paginated<TournamentSummary> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A page of tournament cards with its loading, error and empty states and the page links. */
export function TournamentGrid({
  query,
  empty,
  onPageChange,
}: {
  query: ListQuery;
  empty: ReactNode;
  onPageChange: (page: number) => void;
}) {
  if (query.isPending) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" role="status">
        <Text srOnly>Đang tải…</Text>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="64" borderRadius="l3" />
        ))}
      </SimpleGrid>
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
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {query.data.data.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </SimpleGrid>
      <PaginationBar meta={query.data.meta} onPageChange={onPageChange} />
    </Stack>
  );
}
