import { GAMES, LISTED_TOURNAMENT_STATUSES } from '../../../shared/domain';
import { START_WINDOWS } from '../../../shared/start-window';
import { Box, Button, Stack } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus, Trophy } from 'lucide-react';
import { useCallback } from 'react';
import { hasPermission } from '../../../shared/permissions';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { ListEmpty } from '../../components/page-states';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader, routeHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { useAuth } from '../../lib/auth';
import { GAME_LABELS, START_WINDOW_LABELS, TOURNAMENT_STATUS_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { TournamentGrid } from './tournament-grid';
import { tournamentListInput } from './tournament-list-input';
import { FilterBar } from '../../components/filter-bar';

export default function TournamentsPage() {
  const { user } = useAuth();
  const [params, update] = useQueryState();
  const q = params.get('q') ?? '';
  const input = tournamentListInput(params);
  const { status, game, storeId, when, city } = input;

  const stores = trpc.stores.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const cities = trpc.stores.cities.useQuery(undefined, { staleTime: 5 * 60_000 });
  const list = trpc.tournaments.list.useQuery(input, { placeholderData: keepPreviousData });
  const filtered = Boolean(q || status || game || storeId || when || city);
  // A city from a shared link stays selectable even without clubs (any more).
  const cityOptions = [
    ...(cities.data ?? []),
    ...(city && !cities.data?.includes(city) ? [city] : []),
  ];
  const search = useCallback((text: string) => update({ q: text }, { replace: true }), [update]);

  return (
    <Stack gap="6">
      <PageHeader
        {...routeHeader('tournaments')}
        actions={
          hasPermission(user ?? null, 'tournament.create') ? (
            <Button asChild colorPalette="emerald" alignSelf={{ base: 'stretch', sm: 'auto' }}>
              <AppLink to="/tournaments/create">
                <Plus aria-hidden />
                Tạo giải đấu
              </AppLink>
            </Button>
          ) : null
        }
      />

      <FilterBar label="Lọc giải đấu" columns={{ base: 2, lg: 3 }}>
        <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
          <SearchBox
            label="Tìm theo tên giải"
            placeholder="Ví dụ: Hoàng Gia"
            value={q}
            onSearch={search}
          />
        </Box>
        <FilterSelect
          label="Trạng thái"
          value={status ?? ''}
          options={LISTED_TOURNAMENT_STATUSES}
          labelOf={(value) => TOURNAMENT_STATUS_LABELS[value]}
          allLabel="Tất cả trạng thái"
          onChange={(value) => update({ status: value })}
        />
        <FilterSelect
          label="Thể loại"
          value={game ?? ''}
          options={GAMES}
          labelOf={(value) => GAME_LABELS[value]}
          allLabel="Tất cả thể loại"
          onChange={(value) => update({ game: value })}
        />
        <FilterSelect
          label="Thời gian"
          value={when ?? ''}
          options={START_WINDOWS}
          labelOf={(value) => START_WINDOW_LABELS[value]}
          allLabel="Mọi lúc"
          onChange={(value) => update({ when: value })}
        />
        <FilterSelect
          label="Khu vực"
          value={city ?? ''}
          options={cityOptions}
          labelOf={(value) => value}
          allLabel="Mọi nơi"
          onChange={(value) => update({ city: value, store: undefined })}
        />
        <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
          <FormField label="Câu lạc bộ">
            <NativeSelect.Root size="md" disabled={!stores.data}>
              <NativeSelect.Field
                bg="bg"
                value={storeId ?? ''}
                onChange={(event) => update({ store: event.target.value })}
              >
                <option value="">Tất cả câu lạc bộ</option>
                {/* Keeps a store from the URL selectable while the list loads. */}
                {!stores.data && storeId ? <option value={storeId}>…</option> : null}
                {stores.data
                  ?.filter((store) => !city || store.city === city)
                  .map((store) => (
                    <option key={store.id} value={store.id}>
                      {store.name} ({store.city})
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </FilterBar>

      <TournamentGrid
        query={list}
        onPageChange={(next) => update({ page: next })}
        empty={
          <ListEmpty
            icon={<Trophy />}
            filtered={filtered}
            onClear={() =>
              update({
                q: undefined,
                status: undefined,
                game: undefined,
                store: undefined,
                when: undefined,
                city: undefined,
              })
            }
            nothingFound={{
              title: 'Không có giải đấu phù hợp',
              description: 'Thử từ khoá khác hoặc bỏ bớt bộ lọc.',
            }}
            nothingYet={{
              title: 'Chưa có giải đấu nào',
              description: 'Các giải đấu sẽ xuất hiện ở đây khi ban tổ chức tạo giải.',
            }}
          />
        }
      />
    </Stack>
  );
}
