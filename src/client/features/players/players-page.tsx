import { PLAYER_SORTS, RANK_CODES } from '../../../shared/domain';
import { Box, Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { keepPreviousData } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { useCallback } from 'react';
import { FormField } from '../../components/form-field';
import { PageEmpty } from '../../components/page-states';
import { PageHeader, routeHeader } from '../../components/page-header';
import { PagedStates } from '../../components/paged-states';
import { SearchBox } from '../../components/search-box';
import { PLAYER_SORT_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { PlayerCard } from './player-card';
import { playerListInput } from './player-list-input';

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

      <SimpleGrid
        role="search"
        aria-label="Lọc cơ thủ"
        columns={{ base: 2, md: 4 }}
        gapX="3"
        gap="4"
        p="4"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.subtle"
      >
        <Box gridColumn="span 2">
          <SearchBox
            label="Tìm theo tên hoặc tên đăng nhập"
            placeholder="Ví dụ: Hoàng Nam, hoang nam"
            value={q}
            onSearch={search}
          />
        </Box>
        <FormField label="Hạng">
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              bg="bg"
              value={rank ?? ''}
              onChange={(event) => update({ rank: event.target.value })}
            >
              <option value="">Tất cả hạng</option>
              {RANK_CODES.map((code) => (
                <option key={code} value={code}>
                  Hạng {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Sắp xếp theo">
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              bg="bg"
              value={sort}
              onChange={(event) =>
                update({ sort: event.target.value === 'rating' ? undefined : event.target.value })
              }
            >
              {PLAYER_SORTS.map((value) => (
                <option key={value} value={value}>
                  {PLAYER_SORT_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>

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
          <PageEmpty
            icon={<UserSearch />}
            title={filtered ? 'Không tìm thấy cơ thủ nào' : 'Chưa có cơ thủ nào'}
            description={
              filtered
                ? 'Thử tên khác (có thể gõ không dấu) hoặc bỏ bộ lọc hạng.'
                : 'Cơ thủ sẽ xuất hiện ở đây khi có người đăng ký tài khoản.'
            }
            action={
              filtered ? (
                <Button variant="outline" onClick={clear}>
                  Xoá bộ lọc
                </Button>
              ) : null
            }
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
