import { PLAYER_SORTS, RANK_CODES } from '../../../shared/domain';
import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { useCallback } from 'react';
import { ListEmpty } from '../../components/page-states';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader, routeHeader } from '../../components/page-header';
import { PagedStates } from '../../components/paged-states';
import { SearchBox } from '../../components/search-box';
import { PLAYER_SORT_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { PlayerCard } from './player-card';
import { playerListInput } from './player-list-input';
import { FilterBar } from '../../components/filter-bar';

const PLAYER_COLUMNS = { base: 1, md: 2, xl: 3 };

export default function PlayersPage() {
  const [params, update] = useQueryState();
  const q = params.get('q') ?? '';
  const input = playerListInput(params);
  const { rank, sort } = input;

  const list = trpc.players.list.useQuery(input, { placeholderData: keepPreviousData });
  const filtered = Boolean(q.trim() || rank);
  const search = useCallback((text: string) => update({ q: text }, { replace: true }), [update]);
  const clear = () => update({ q: undefined, rank: undefined });

  return (
    <Stack gap="6">
      <PageHeader {...routeHeader('players')} />

      <FilterBar label="Lọc cơ thủ" columns={{ base: 2, md: 4 }}>
        <Box gridColumn="span 2">
          <SearchBox
            label="Tìm theo tên hoặc tên đăng nhập"
            placeholder="Ví dụ: Hoàng Nam, hoang nam"
            value={q}
            onSearch={search}
          />
        </Box>
        <FilterSelect
          label="Hạng"
          value={rank ?? ''}
          options={RANK_CODES}
          labelOf={(code) => `Hạng ${code}`}
          allLabel="Tất cả hạng"
          onChange={(value) => update({ rank: value })}
        />
        <FilterSelect
          label="Sắp xếp theo"
          value={sort}
          options={PLAYER_SORTS}
          labelOf={(value) => PLAYER_SORT_LABELS[value]}
          onChange={(value) => update({ sort: value === 'rating' ? undefined : value })}
        />
      </FilterBar>

      <PagedStates
        query={list}
        onPageChange={(next) => update({ page: next })}
        loading={
          <SimpleGrid columns={PLAYER_COLUMNS} gap="4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h="32" borderRadius="l3" />
            ))}
          </SimpleGrid>
        }
        empty={
          <ListEmpty
            icon={<UserSearch />}
            filtered={filtered}
            onClear={clear}
            nothingFound={{
              title: 'Không tìm thấy cơ thủ nào',
              description: 'Thử tên khác (có thể gõ không dấu) hoặc bỏ bộ lọc hạng.',
            }}
            nothingYet={{
              title: 'Chưa có cơ thủ nào',
              description: 'Cơ thủ sẽ xuất hiện ở đây khi có người đăng ký tài khoản.',
            }}
          />
        }
      >
        {(players) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            aria-label="Danh sách cơ thủ"
            columns={PLAYER_COLUMNS}
            gap="4"
          >
            {players.map((player) => (
              <li key={player.id}>
                <PlayerCard player={player} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PagedStates>
    </Stack>
  );
}
