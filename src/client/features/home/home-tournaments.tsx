import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { TournamentStatus } from '../../../shared/schemas/tournaments';
import { trpc } from '../../lib/trpc';
import { TournamentCard } from '../../components/tournament-card';
import { HOME_TOURNAMENTS_SHOWN, homeTournamentsInput } from './home-queries';
import { HomeSection, SectionError, SectionNote } from './home-section';

const SHOWN = HOME_TOURNAMENTS_SHOWN;

/** A few tournaments of one status, soonest first, with a link to all of them. */
export function HomeTournaments({
  status,
  title,
  empty,
}: {
  status: Extract<TournamentStatus, 'ongoing' | 'registration'>;
  title: string;
  empty: string;
}) {
  const list = trpc.tournaments.list.useQuery(homeTournamentsInput(status));
  const total = list.data?.meta.total ?? 0;
  return (
    <HomeSection
      title={title}
      link={
        total > 0
          ? {
              to: `/tournaments?status=${status}`,
              label: 'Xem tất cả',
              context: title.toLowerCase(),
            }
          : undefined
      }
    >
      {list.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" role="status">
          <Text srOnly>Đang tải…</Text>
          {Array.from({ length: SHOWN }, (_, i) => (
            <Skeleton
              key={i}
              h="60"
              borderRadius="l3"
              display={i === SHOWN - 1 ? { base: 'none', lg: 'block' } : undefined}
            />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <SectionError
          what="danh sách giải đấu"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <SectionNote>{empty}</SectionNote>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {list.data.data.map((tournament, index) => (
            <Box
              as="li"
              key={tournament.id}
              display={index === SHOWN - 1 ? { base: 'none', lg: 'grid' } : 'grid'}
            >
              <TournamentCard tournament={tournament} />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
