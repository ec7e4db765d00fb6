// /tours: the seasons of ranking tours, filtered by game family and status.
import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { ListOrdered, Plus } from 'lucide-react';
import { GAME_FAMILIES } from '../../../shared/domain';
import { hasPermission } from '../../../shared/permissions';
import { TOUR_STATUSES } from '../../../shared/tour-rules';
import { AppLink } from '../../components/app-link';
import { FilterBar } from '../../components/filter-bar';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader, routeHeader } from '../../components/page-header';
import { ListEmpty } from '../../components/page-states';
import { PagedStates } from '../../components/paged-states';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { TourCard } from './tour-card';
import { FAMILY_LABELS, TOUR_STATUS_LABELS } from './tour-labels';
import { tourListInput } from './tour-list-input';

const COLUMNS = { base: 1, md: 2, lg: 3 };

export default function ToursPage() {
  const { user } = useAuth();
  const [params, update] = useQueryState();
  const input = tourListInput(params);
  const list = trpc.tours.list.useQuery(input, { placeholderData: keepPreviousData });
  const filtered = Boolean(input.family || input.status);

  return (
    <Stack gap="6">
      <PageHeader
        {...routeHeader('tours')}
        actions={
          hasPermission(user ?? null, 'tournament.create') ? (
            <Button asChild colorPalette="emerald" alignSelf={{ base: 'stretch', sm: 'auto' }}>
              <AppLink to="/tours/new">
                <Plus aria-hidden />
                Tạo tour
              </AppLink>
            </Button>
          ) : null
        }
      />
      <FilterBar label="Lọc tour" columns={{ base: 2 }}>
        <FilterSelect
          label="Môn"
          value={input.family ?? ''}
          options={GAME_FAMILIES}
          labelOf={(value) => FAMILY_LABELS[value]}
          allLabel="Tất cả"
          onChange={(value) => update({ family: value })}
        />
        <FilterSelect
          label="Trạng thái"
          value={input.status ?? ''}
          options={TOUR_STATUSES}
          labelOf={(value) => TOUR_STATUS_LABELS[value]}
          allLabel="Tất cả"
          onChange={(value) => update({ status: value })}
        />
      </FilterBar>
      <PagedStates
        query={list}
        onPageChange={(page) => update({ page })}
        loading={
          <SimpleGrid columns={COLUMNS} gap="4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="44" borderRadius="l3" />
            ))}
          </SimpleGrid>
        }
        empty={
          <ListEmpty
            icon={<ListOrdered />}
            filtered={filtered}
            onClear={() => update({ family: undefined, status: undefined })}
            nothingFound={{
              title: 'Không có tour phù hợp',
              description: 'Thử chọn môn hoặc trạng thái khác.',
            }}
            nothingYet={{
              title: 'Chưa có tour xếp hạng nào',
              description:
                'Tour xếp hạng cộng điểm của cơ thủ qua nhiều giải trong một mùa. Ban tổ chức có thể tạo tour mới.',
            }}
          />
        }
      >
        {(tours) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            aria-label="Danh sách tour"
            columns={COLUMNS}
            gap="4"
          >
            {tours.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PagedStates>
    </Stack>
  );
}
