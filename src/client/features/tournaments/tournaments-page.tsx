import { GAMES, TOURNAMENT_STATUSES } from '../../../shared/domain';
import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus, Trophy } from 'lucide-react';
import { useCallback } from 'react';
import { hasPermission } from '../../../shared/permissions';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { PageEmpty } from '../../components/page-states';
import { PageHeader, routeHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { useAuth } from '../../lib/auth';
import { GAME_LABELS, TOURNAMENT_STATUS_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { TournamentGrid } from './tournament-grid';
import { tournamentListInput } from './tournament-list-input';

export default function TournamentsPage() {
  const { user } = useAuth();
  const [params, update] = useQueryState();
  const q = params.get('q') ?? '';
  const input = tournamentListInput(params);
  const { status, game, storeId } = input;

  const stores = trpc.stores.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const list = trpc.tournaments.list.useQuery(input, { placeholderData: keepPreviousData });
  const filtered = Boolean(q || status || game || storeId);
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

      <SimpleGrid
        role="search"
        aria-label="Lọc giải đấu"
        columns={{ base: 2, lg: 4 }}
        gapX="3"
        gap="4"
        p="4"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.subtle"
      >
        <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
          <SearchBox
            label="Tìm theo tên giải"
            placeholder="Ví dụ: Hoàng Gia"
            value={q}
            onSearch={search}
          />
        </Box>
        <FormField label="Trạng thái">
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              bg="bg"
              value={status ?? ''}
              onChange={(event) => update({ status: event.target.value })}
            >
              <option value="">Tất cả trạng thái</option>
              {TOURNAMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {TOURNAMENT_STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Thể loại">
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              bg="bg"
              value={game ?? ''}
              onChange={(event) => update({ game: event.target.value })}
            >
              <option value="">Tất cả thể loại</option>
              {GAMES.map((value) => (
                <option key={value} value={value}>
                  {GAME_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
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
                {stores.data?.map((store) => (
                  <option key={store.id} value={store.id}>
                    {store.name} ({store.city})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </SimpleGrid>

      <TournamentGrid
        query={list}
        onPageChange={(next) => update({ page: next })}
        empty={
          <PageEmpty
            icon={<Trophy />}
            title={filtered ? 'Không có giải đấu phù hợp' : 'Chưa có giải đấu nào'}
            description={
              filtered
                ? 'Thử từ khoá khác hoặc bỏ bớt bộ lọc.'
                : 'Các giải đấu sẽ xuất hiện ở đây khi ban tổ chức tạo giải.'
            }
            action={
              filtered ? (
                <Button
                  variant="outline"
                  onClick={() =>
                    update({ q: undefined, status: undefined, game: undefined, store: undefined })
                  }
                >
                  Xoá bộ lọc
                </Button>
              ) : null
            }
          />
        }
      />
    </Stack>
  );
}
