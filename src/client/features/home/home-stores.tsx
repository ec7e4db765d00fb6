import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc';
import { StoreTile } from '../../components/store-card';
import { HomeSection, SectionError, SectionNote } from './home-section';

const SHOWN = 4;

/** A few clubs (the list is already by city then name) with a link to all of them. */
export function HomeStores() {
  // Same call as the tournament filter's store list, so the two share one cache entry.
  const stores = trpc.stores.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  return (
    <HomeSection title="Câu lạc bộ" link={{ to: '/stores', label: 'Tất cả câu lạc bộ' }}>
      {stores.isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" role="status">
          <Text srOnly>Đang tải…</Text>
          {Array.from({ length: SHOWN }, (_, i) => (
            <Skeleton key={i} h="28" borderRadius="l3" />
          ))}
        </SimpleGrid>
      ) : stores.isError ? (
        <SectionError
          what="danh sách câu lạc bộ"
          error={stores.error}
          onRetry={() => void stores.refetch()}
        />
      ) : stores.data.length === 0 ? (
        <SectionNote>Chưa có câu lạc bộ nào trên BidaHub.</SectionNote>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
          {stores.data.slice(0, SHOWN).map((store) => (
            <StoreTile key={store.id} store={store} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
