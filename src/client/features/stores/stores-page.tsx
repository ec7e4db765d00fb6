import { Box, Button, Flex, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Store as StoreIcon } from 'lucide-react';
import { useCallback, useId } from 'react';
import { ListEmpty, PageError } from '../../components/page-states';
import { PageHeader, routeHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { callErrorInfo } from '../../lib/call-errors';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { storeListInput } from './store-list-input';
import { StoreCard } from '../../components/store-card';
import { FollowButton } from '../../components/follow-button';

export default function StoresPage() {
  const [params, update] = useQueryState();
  const q = params.get('q') ?? '';
  const city = params.get('city')?.trim() ?? '';

  // Cities rarely change: the filter keeps them for the session.
  const cities = trpc.stores.cities.useQuery(undefined, { staleTime: 5 * 60_000 });
  const list = trpc.stores.list.useQuery(storeListInput(params), {
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(q.trim() || city);
  const search = useCallback((text: string) => update({ q: text }, { replace: true }), [update]);
  const clear = () => update({ q: undefined, city: undefined });

  return (
    <Stack gap="6">
      <PageHeader {...routeHeader('stores')} />

      <Flex
        role="search"
        aria-label="Lọc câu lạc bộ"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-end' }}
        gap="4"
        p="4"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.subtle"
      >
        <Box flex="1" maxW={{ md: 'md' }}>
          <SearchBox
            label="Tìm câu lạc bộ"
            placeholder="Tên, địa chỉ hoặc quận"
            value={q}
            onSearch={search}
          />
        </Box>
        <CityFilter
          cities={cities.data}
          loading={cities.isPending}
          value={city}
          onChange={(next) => update({ city: next })}
        />
      </Flex>

      {list.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="status">
          <Text srOnly>Đang tải…</Text>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h="72" borderRadius="l3" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <PageError
          message={callErrorInfo(list.error).message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <ListEmpty
          icon={<StoreIcon />}
          filtered={filtered}
          onClear={clear}
          nothingFound={{
            title: 'Không tìm thấy câu lạc bộ',
            description: 'Thử từ khoá khác (có thể gõ không dấu) hoặc chọn thành phố khác.',
          }}
          nothingYet={{
            title: 'Chưa có câu lạc bộ nào',
            description: 'Các câu lạc bộ sẽ xuất hiện ở đây khi được thêm vào BidaHub.',
          }}
        />
      ) : (
        <Stack
          gap="3"
          opacity={list.isPlaceholderData ? 0.6 : 1}
          transition="opacity 0.15s"
          aria-busy={list.isPlaceholderData || undefined}
        >
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {formatNumber(list.data.length)} câu lạc bộ
          </Text>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            aria-label="Danh sách câu lạc bộ"
            columns={{ base: 1, md: 2 }}
            gap="4"
          >
            {list.data.map((store) => (
              <li key={store.id}>
                <StoreCard
                  store={store}
                  action={<FollowButton kind="store" targetId={store.id} name={store.name} />}
                />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** The city chips: "Tất cả" and each city that has clubs; one pressed at a time. */
function CityFilter({
  cities,
  loading,
  value,
  onChange,
}: {
  cities: string[] | undefined;
  loading: boolean;
  value: string;
  onChange: (city: string | undefined) => void;
}) {
  const labelId = useId();
  // A city from a shared link stays visible even when it has no clubs (any more).
  const shown = cities && value && !cities.includes(value) ? [...cities, value] : (cities ?? []);
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Thành phố
      </Text>
      <HStack role="group" aria-labelledby={labelId} gap="2" flexWrap="wrap" minH="10">
        <CityChip label="Tất cả" pressed={!value} onClick={() => onChange(undefined)} />
        {loading ? (
          <>
            <Skeleton h="8" w="20" borderRadius="full" />
            <Skeleton h="8" w="28" borderRadius="full" />
          </>
        ) : (
          shown.map((name) => (
            <CityChip
              key={name}
              label={name}
              pressed={value === name}
              onClick={() => onChange(value === name ? undefined : name)}
            />
          ))
        )}
      </HStack>
    </Stack>
  );
}

function CityChip({
  label,
  pressed,
  onClick,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      borderRadius="full"
      colorPalette="emerald"
      variant={pressed ? 'solid' : 'outline'}
      bg={pressed ? undefined : 'bg'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
