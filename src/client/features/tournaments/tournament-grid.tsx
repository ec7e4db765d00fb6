import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TournamentSummary } from '../../../shared/schemas/tournaments';
import { PagedStates, type PagedQuery } from '../../components/paged-states';
import { TournamentCard } from '../../components/tournament-card';

const COLUMNS = { base: 1, md: 2, lg: 3 };

/** A page of tournament cards with its loading, error and empty states and the page links. */
export function TournamentGrid({
  query,
  empty,
  onPageChange,
}: {
  query: PagedQuery<TournamentSummary>;
  empty: ReactNode;
  onPageChange: (page: number) => void;
}) {
  return (
    <PagedStates
      query={query}
      empty={empty}
      onPageChange={onPageChange}
      loading={
        <SimpleGrid columns={COLUMNS} gap="4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="64" borderRadius="l3" />
          ))}
        </SimpleGrid>
      }
    >
      {(tournaments) => (
        <SimpleGrid columns={COLUMNS} gap="4">
          {tournaments.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </SimpleGrid>
      )}
    </PagedStates>
  );
}
